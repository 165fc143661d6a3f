import { expect, test } from '@playwright/test';
import { adminApi } from './fixtures/admin-api';
import { bookAUnit, indiaToday } from './fixtures/inventory';
import { loginAs } from './fixtures/login';

const SHOTS = process.env.BUYER_SHOTS;

// Decision 201: a booked flat buyer's money is their booking's receipts, in the Entity Manager too.
test("a booked buyer's Entity Manager shows the booking's receipts and sends new payments to it", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const api = await adminApi(request);
  const { booking } = await bookAUnit(api);
  const full = await api.get<{ booking: { links: { entity: { _id: string } | null } } }>(
    `/api/bookings/${booking._id}`,
  );
  const entityId = full.booking.links.entity?._id;
  expect(entityId).toBeTruthy();
  const paid = await api.post<{ receipt: { receiptNo: string; receivedOn: string } }>(
    `/api/bookings/${booking._id}/receipts`,
    {
      receivedOn: indiaToday(),
      mode: 'rtgs',
      reference: 'UTR4417',
      bank: 'SBI',
      amount: 125000.5,
      tdsAmount: 0,
      acceptAdvance: true,
    },
  );
  // A cheque that bounced: listed, marked, and no part of what was received.
  const cheque = await api.post<{ receipt: { _id: string; receiptNo: string } }>(
    `/api/bookings/${booking._id}/receipts`,
    {
      receivedOn: indiaToday(),
      mode: 'cheque',
      reference: '771203',
      bank: 'Bank of Maharashtra, Shivajinagar branch',
      amount: 50000,
      tdsAmount: 0,
      acceptAdvance: true,
    },
  );
  await api.post(`/api/receipts/${cheque.receipt._id}/bounce`, { bouncedOn: indiaToday(), charge: 590 });

  await loginAs(page, 'admin', `/Entity/${entityId}/payments`);
  const section = page.getByRole('region', { name: `Booking ${booking.bookingNo}` });
  await expect(section.getByRole('cell', { name: paid.receipt.receiptNo })).toBeVisible();
  await expect(section.getByRole('cell', { name: '₹1,25,000.50' })).toBeVisible();
  await expect(section.getByRole('row', { name: new RegExp(cheque.receipt.receiptNo) })).toContainText('bounced');
  await expect(page.getByLabel('Received with TDS: ₹1,25,000.50')).toBeVisible();
  // Nothing was demanded: the payment less the bounce charge is an advance on the statement.
  await expect(section.getByLabel('Advance: ₹1,24,410.50')).toBeVisible();
  await expect(page.getByLabel('Advance per statement: ₹1,24,410.50')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Payment' })).toHaveCount(0);
  for (const [w, h] of [
    [1366, 768],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/entity-payments-${w}.png`, fullPage: true });
  }

  await page.getByRole('link', { name: `Record on booking ${booking.bookingNo}` }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${booking._id}#payments$`));
  const card = page.locator('#payments');
  await expect(card.getByRole('heading', { name: 'Payments' })).toBeInViewport();
  await expect(card.getByRole('cell', { name: paid.receipt.receiptNo, exact: true })).toBeVisible();

  await page.goto(`/customer/${entityId}`);
  await expect(page.getByRole('region', { name: `Booking ${booking.bookingNo}` })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/customer-1366.png`, fullPage: true });
});
