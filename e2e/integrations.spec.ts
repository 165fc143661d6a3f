import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { type FakePortal, startFakePortal } from '../src/server/test/fake-portal';
import { loginAs } from './fixtures/login';

/**
 * Leads from a portal end to end: an administrator points the MagicBricks card at a
 * fake portal this test runs, TESTs it (a real call, nothing saved), SAVEs, runs it now and finds
 * the portal's enquiries in the lead list; role 1 lands on the Pull APIs page.
 */
let portal: FakePortal;
const stamp = Date.now() % 1_000_000;
const buyer = (i: number) => ({
  id: `E2E-${stamp}-${i}`,
  name: `Portal Buyer ${stamp}-${i}`,
  mobile: String(9700000000 + stamp * 10 + i),
  project: 'Skyline Towers',
  at: new Date(Date.now() - (10 + i) * 60_000),
});

test.beforeAll(async () => {
  portal = await startFakePortal();
  portal.enquiries.push(buyer(1), buyer(2));
});
test.afterAll(async () => {
  await portal.close();
});

test('a manager lands on Pull APIs after logging in', async ({ page }) => {
  await loginAs(page, 'manager');
  await expect(page).toHaveURL(/\/automation\/pull-api$/);
  await expect(page.getByRole('heading', { name: 'Pull APIs' })).toBeVisible();
});

test('configure a portal, TEST, SAVE, Run now and see its leads', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'admin', '/automation/pull-api');
  const card = page.getByRole('region', { name: 'MagicBricks connector' });
  await card.getByLabel('Address').fill(`${portal.url}/magicbricks/download.json`);
  await card.getByLabel(/^API key/).fill('wrong-key');
  await card.getByRole('button', { name: 'TEST' }).click();
  await expect(card.getByText('MagicBricks refused: Invalid key')).toBeVisible();
  await card.getByLabel(/^API key/).fill(portal.credentials.mbKey);
  await card.getByRole('button', { name: 'TEST' }).click();
  await expect(card.getByText('Connected. 2 enquiries in the last hour.')).toBeVisible();

  await card.getByLabel('MagicBricks on').check({ force: true });
  await card.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('MagicBricks saved.')).toBeVisible();
  const saved = page.getByRole('region', { name: 'MagicBricks connector' });
  await expect(saved.getByText('set', { exact: true })).toBeVisible();
  await saved.getByRole('button', { name: 'Run now' }).click();
  await expect(saved.getByText(/Last run: .* — 2 found/)).toBeVisible({ timeout: 20_000 });

  if (process.env.H16_SHOTS) {
    mkdirSync('/tmp/h16-shots', { recursive: true });
    for (const [w, h] of [
      [1366, 768],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await expect(page.getByRole('heading', { name: 'JSON over HTTPS' })).toBeVisible();
      await page.screenshot({ path: `/tmp/h16-shots/pull-${w}.png`, fullPage: true });
      await page.goto('/automation/push-api');
      await expect(page.getByRole('heading', { name: 'Website form' })).toBeVisible();
      await page.screenshot({ path: `/tmp/h16-shots/push-${w}.png`, fullPage: true });
      await page.goto('/automation/inbound-log');
      await expect(page.getByRole('link', { name: buyer(1).name })).toBeVisible();
      await page.getByRole('button', { name: 'Payload' }).first().click();
      await page.screenshot({ path: `/tmp/h16-shots/log-${w}.png`, fullPage: true });
      await page.goto('/automation/pull-api');
    }
  }

  await page.goto(`/lead/leads?search=${buyer(1).mobile}`);
  await expect(page.getByRole('link', { name: buyer(1).name }).first()).toBeVisible();
  await page.goto('/automation/inbound-log');
  // The log links each enquiry to the lead it made.
  await expect(page.getByRole('link', { name: buyer(2).name })).toBeVisible();
});
