import { expect, test } from '@playwright/test';
import type { FakeWhatsAppCloud } from '../src/server/test/fake-whatsapp-cloud';
import { loginAs } from './fixtures/login';
import { E2E_WA_APP_SECRET, E2E_WA_TOKEN, startWhatsAppCloud } from './fixtures/whatsapp-cloud';

/**
 * WhatsApp set up end to end (decision 214): an administrator fills /whatsapp-settings for the
 * fake Cloud API this test runs, saves, presses Test and reads the answer in words, then syncs
 * the templates on /whatsapp-templates and sees them listed. One test: CI time is tight.
 */
let fake: FakeWhatsAppCloud;
test.beforeAll(async () => {
  // Not saved through the API: the screen is what this test drives.
  fake = await startWhatsAppCloud(null);
});
test.afterAll(async () => {
  await fake.close();
});

test('an administrator sets up WhatsApp, tests it and syncs the templates', async ({ page }) => {
  await loginAs(page, 'admin', '/whatsapp-settings');
  await expect(page.getByRole('heading', { name: 'WhatsApp Settings' })).toBeVisible();
  const form = page.getByRole('form', { name: 'WhatsApp settings' });
  await form.getByLabel('Send and receive WhatsApp messages through this provider').check();
  await form.getByLabel('Phone number id').fill(fake.phoneNumberId);
  await form.getByLabel('WhatsApp Business Account id').fill(fake.businessAccountId);
  await form.getByLabel('API address').fill(fake.url);
  await form.getByLabel(/^Access token/).fill(E2E_WA_TOKEN);
  await form.getByLabel(/^App secret/).fill(E2E_WA_APP_SECRET);
  await form.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('WhatsApp settings saved.')).toBeVisible();
  await expect(form.getByLabel(/^Access token/)).toHaveValue('');
  await expect(page.getByText(/\/api\/whatsapp\/webhook$/)).toBeVisible();

  await page.getByRole('button', { name: 'TEST' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toContainText(
    'Connected: +91 98765 43210 (Sahyadri Homes). Quality: High. Limit: 2,000 new people a day.',
  );

  await page.goto('/whatsapp-templates');
  await page.getByRole('button', { name: 'SYNC NOW' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Synced' })).toContainText('3 templates at the provider');
  for (const name of ['project_launch', 'site_visit_reminder', 'project_brochure']) {
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Marketing', { exact: true })).toBeVisible();
});
