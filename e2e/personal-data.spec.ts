import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { adminApi } from './fixtures/admin-api';
import { bookAUnit, indiaToday } from './fixtures/inventory';
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
  await expect(page.getByText('1 lead, 0 calls, 0 messages and 0 files erased.')).toBeVisible();
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

const SHOTS = process.env.PERSON_DATA_SHOTS;

test('a booked buyer’s booking, receipt and its PDF are counted and kept, with the reason', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const api = await adminApi(request);
  const { booking, buyer, projectName } = await bookAUnit(api);
  const full = await api.get<{ booking: { applicants: { mobile: string | null }[] } }>(`/api/bookings/${booking._id}`);
  const buyerMobile = full.booking.applicants[0]!.mobile!.slice(-10);
  await api.post(`/api/bookings/${booking._id}/receipts`, {
    receivedOn: indiaToday(),
    mode: 'rtgs',
    reference: 'UTR5521',
    bank: 'SBI',
    amount: 100000,
    tdsAmount: 0,
    acceptAdvance: true,
  });

  // The receipt's PDF is kept when first downloaded (the buyer has no email to send it to).
  await loginAs(page, 'admin', `/bookings/${booking._id}`);
  const payments = page.locator('.mantine-Card-root', { has: page.getByRole('heading', { name: 'Payments' }) });
  const pdf = page.waitForEvent('download');
  await payments.getByRole('button', { name: /^Download PDF of RC-\d{4}-\d{4}$/ }).click();
  await pdf;

  await page.goto('/personal-data');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByLabel('Mobile').fill(buyerMobile);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByText('Bookings (applicant or co-applicant)')).toBeVisible();
  await expect(page.getByText('Receipts on their bookings')).toBeVisible();
  const kept = page.getByRole('alert').filter({ hasText: 'Kept after an erasure, and why' });
  await expect(kept).toContainText(`Booking ${booking.bookingNo}, ${projectName} A-101 (applicant)`);
  await expect(kept).toContainText('Income-tax Act s.44AA');
  await expect(
    page.getByRole('table', { name: 'Leads of this person' }).getByRole('row', { name: buyer }),
  ).toContainText('Kept (booked)');
  await expect(page.getByRole('button', { name: 'Erase…' })).toBeDisabled();
  for (const [w, h] of [
    [1366, 768],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(w);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/booked-buyer-${w}.png`, fullPage: true });
  }

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export (ZIP)' }).click(),
  ]);
  const zip = await JSZip.loadAsync(readFileSync(await download.path()));
  const [exported] = JSON.parse(await zip.file('bookings.json')!.async('string'));
  expect(exported.booking_no).toBe(booking.bookingNo);
  const receiptPdf = Object.keys(zip.files).find((n) => n.startsWith('files/receipts/'));
  expect(receiptPdf, 'the receipt kept as a PDF').toBeTruthy();
  expect((await zip.file(receiptPdf!)!.async('string')).slice(0, 5)).toBe('%PDF-');
});
