import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loginAs } from './fixtures/login';

/** Today in India as yyyy-mm-dd, whatever the zone of this machine and of the browser. */
const indiaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const SHOTS = process.env.RECEIPT_SHOTS;

async function post(request: APIRequestContext, token: string, path: string, body: unknown) {
  const res = await request.post(path, { data: body, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

/** A project, a unit, a price list and a booked lead through the API. */
async function addBooking(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('token') ?? '');
  const stamp = `${Date.now()}`.slice(-6);
  const project = await post(page.request, token, '/api/projects', {
    name: `Sahyadri Residency ${stamp}`,
    reraNumber: 'P52100012345',
    address: 'Baner Road, Pune',
    city: 'Pune',
    state: 'Maharashtra',
    metro: false,
    status: 'under_construction',
  });
  await post(page.request, token, `/api/projects/${project._id}/units/bulk`, {
    towerName: 'A',
    floorFrom: 1,
    floorTo: 1,
    pattern: '{floor}{pos:02}',
    positions: [
      { type: '2BHK', carpetSqm: 62.5, balconySqm: 5, saleableSqm: 84.4, facing: 'E', parkingSlots: 1, locations: [] },
    ],
  });
  await post(page.request, token, `/api/projects/${project._id}/price-lists`, {
    effectiveFrom: indiaToday(),
    rateBasis: 'carpet',
    baseRatePerSqft: 9000,
    floorRiseAboveFloor: 1,
    floorRisePerSqft: 40,
    parkingPerSlot: 250000,
    locationCharges: [],
    otherCharges: [],
  });
  const units = await (
    await page.request.get(`/api/projects/${project._id}/units`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const { lead } = await post(page.request, token, '/api/lead/create', {
    name: `Anita Deshpande ${stamp}`,
    mobile: `98${stamp}${stamp.slice(0, 2)}`,
  });
  const { booking } = await post(page.request, token, '/api/bookings', {
    unitId: units.units[0]._id,
    leadId: lead._id,
    bookingDate: indiaToday(),
    bookingAmount: 0,
    applicants: [{ name: lead.name, mobile: lead.mobile }],
  });
  return booking as { _id: string; bookingNo: string };
}

test('a payment by cheque, asked about as an advance, then bounced from the cheque register', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'admin');
  const booking = await addBooking(page);

  await page.goto(`/bookings/${booking._id}`);
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
