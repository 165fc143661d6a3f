import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { adminApi } from './fixtures/admin-api';
import { loginAs } from './fixtures/login';

/**
 * A person's data on request through the screens: from the lead's "Consent and source" card to
 * Personal Data Requests, the ZIP downloaded, the erasure confirmed, and both acts on the Audit Log.
 */
const stamp = `${Date.now()}`;
const mobile = `9${stamp.slice(-9)}`;
const name = `Priya Dataright ${stamp.slice(-5)}`;

test('exports a person’s data as a ZIP and erases it from the screen', async ({ page, request }) => {
  const api = await adminApi(request);
  const created = await api.post<{ lead: { _id: string } }>('/api/lead/create', {
    name,
    mobile,
    email: `priya.${stamp}@e2e.example`,
    project: 'Sahyadri Heights',
    notes: 'Prefers calls after 6 pm',
  });

  await loginAs(page, 'admin', `/LeadDetails/${created.lead._id}`);
  const card = page.getByLabel('Consent and source');
  await expect(card).toContainText('No opt-out recorded');
  await card.getByRole('link', { name: /Export or erase this person/ }).click();

  await expect(page.getByRole('heading', { name: 'Personal Data Requests' })).toBeVisible();
  await expect(page.getByLabel('Mobile')).toHaveValue(mobile);
  const leads = page.getByRole('table', { name: 'Leads of this person' });
  await expect(leads.getByRole('row').filter({ hasText: name })).toContainText('Anonymised');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export (ZIP)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await JSZip.loadAsync(readFileSync(await download.path()));
  const exported = JSON.parse(await zip.file('leads.json')!.async('string'));
  expect(exported[0]).toMatchObject({ name, mobile, notes: 'Prefers calls after 6 pm' });

  await page.getByRole('button', { name: 'Erase…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase this person’s data' });
  await expect(dialog).toContainText(`${name} — ${mobile}`);
  const erase = dialog.getByRole('button', { name: 'Erase', exact: true });
  await expect(erase).toBeDisabled();
  await dialog.getByLabel(/I have read what will go/).check();
  await erase.click();
  await expect(page.getByText('1 lead, 0 calls, 0 messages and 0 recordings erased.')).toBeVisible();
  await expect(page.getByText('Nothing is held about this person')).toBeVisible();

  // The Administration group is open already on this screen.
  const auditLink = page.getByRole('link', { name: 'Audit Log' });
  if (!(await auditLink.isVisible())) await page.getByRole('button', { name: 'Administration' }).click();
  await auditLink.click();
  const log = page.getByRole('table', { name: 'Audit log' });
  const masked = `••••••${mobile.slice(-4)}`;
  await expect(log.getByRole('row').filter({ hasText: masked })).toHaveCount(2);
  await expect(log.getByRole('row').filter({ hasText: masked }).first()).toContainText('Personal data erased');
  await expect(log).not.toContainText(mobile);
});
