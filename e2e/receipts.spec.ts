import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { adminApi } from './fixtures/admin-api';
import { bookAUnit } from './fixtures/inventory';
import { loginAs } from './fixtures/login';

const SHOTS = process.env.RECEIPT_SHOTS;

test('a payment by cheque, asked about as an advance, then bounced from the cheque register', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { booking } = await bookAUnit(await adminApi(request));
  await loginAs(page, 'admin', `/bookings/${booking._id}`);
  const card = page.locator('.mantine-Card-root', { has: page.getByRole('heading', { name: 'Payments' }) });
  await expect(card.getByText('No payment recorded yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Amount received (₹)' }).fill('250000');
  await dialog.getByRole('textbox', { name: 'Cheque number' }).fill('004512');
  await dialog.getByRole('textbox', { name: 'Bank', exact: true }).fill('HDFC Bank');
  await dialog.getByRole('textbox', { name: 'TDS deducted (₹)' }).fill('2500');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/payment-form.png` });
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  // Nothing is demanded yet: all of it is more than is due, so the form asks.
  await expect(dialog.getByText('More than is due')).toBeVisible();
  await expect(dialog.getByText(/Keep the other ₹2,52,500(\.00)? as an advance/)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/advance-question.png` });
  await dialog.getByRole('button', { name: 'Keep as an advance' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(card.getByRole('cell', { name: /^RC-\d{4}-\d{4}$/ })).toBeVisible();
  await expect(card.getByRole('cell', { name: /^Advance ₹2,52,500/ })).toBeVisible();
  await expect(card.getByText('16B pending')).toBeVisible();
  // The receipt kept as a PDF (decision 197), downloaded from its row.
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: /^Download PDF of RC-\d{4}-\d{4}$/ }).click();
  const receiptPdf = await download;
  expect(receiptPdf.suggestedFilename()).toMatch(/^Payment receipt - RC-\d{4}-\d{4} - .+\.pdf$/);
  expect((await readFile(await receiptPdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
  for (const [w, h] of [
    [1366, 768],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-${w}.png`, fullPage: true });
  }

  await page.goto('/cheques');
  const row = page.getByRole('row', { name: /004512/ });
  await expect(row).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cheques-1920.png`, fullPage: true });
  await row.getByRole('button', { name: 'Bounced' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Bounce charge (₹)' }).fill('590');
  await page.getByRole('dialog').getByRole('button', { name: 'Mark bounced' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.locator('label', { hasText: /^Bounced \(\d+\)$/ }).click();
  await expect(page.getByRole('row', { name: /004512/ })).toContainText('charge ₹590');
  await page.setViewportSize({ width: 1366, height: 768 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cheques-1366.png`, fullPage: true });

  await page.getByRole('tab', { name: 'TDS tracker' }).click();
  await expect(page.getByText('No Form 16B is more than 30 days late.')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/tds-1366.png`, fullPage: true });

  // The bounce is on the booking: reversed, the charge owed.
  await page.goto(`/bookings/${booking._id}`);
  await expect(page.getByText(/Bounced \d{2}\/\d{2}\/\d{4}, charge ₹590/)).toBeVisible();
  await expect(page.getByText(/004512 of ₹2,50,000(\.00)? bounced/).first()).toBeVisible();
});
