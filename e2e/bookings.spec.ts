import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loginAs } from './fixtures/login';

/** Today in India as yyyy-mm-dd, whatever the zone of this machine and of the browser. */
const indiaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

async function post(request: APIRequestContext, token: string, path: string, body: unknown) {
  const res = await request.post(path, { data: body, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

/** A project with a tower of 3 floors × 2 units by the bulk form, and a price list from today, through the API. */
async function addInventory(page: Page) {
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
  const position = (facing: string) => ({
    type: '2BHK',
    carpetSqm: 62.5,
    balconySqm: 5,
    saleableSqm: 84.4,
    facing,
    parkingSlots: 1,
    locations: [],
  });
  await post(page.request, token, `/api/projects/${project._id}/units/bulk`, {
    towerName: 'A',
    floorFrom: 1,
    floorTo: 3,
    pattern: '{floor}{pos:02}',
    positions: [position('E'), position('W')],
  });
  await post(page.request, token, `/api/projects/${project._id}/price-lists`, {
    effectiveFrom: indiaToday(),
    rateBasis: 'carpet',
    baseRatePerSqft: 9000,
    floorRiseAboveFloor: 1,
    floorRisePerSqft: 40,
    parkingPerSlot: 250000,
    locationCharges: [],
    otherCharges: [
      { key: 'club', label: 'Club membership', basis: 'lumpSum', value: 100000, gstPercent: 18 },
      {
        key: 'maintenance',
        label: 'Maintenance deposit',
        basis: 'monthlyPerSqft',
        value: 3,
        months: 12,
        gstPercent: 18,
      },
    ],
  });
  const { lead } = await post(page.request, token, '/api/lead/create', {
    name: `Anita Deshpande ${stamp}`,
    mobile: `98${stamp}${stamp.slice(0, 2)}`,
  });
  return { project, lead };
}

test('from a lead: book a unit, see the frozen sheet, print the prefilled cost break-up', async ({ page }) => {
  await loginAs(page, 'admin');
  const { project, lead } = await addInventory(page);

  await page.goto(`/LeadDetails/${lead._id}`);
  await page.getByRole('link', { name: 'Book a unit' }).click();
  await expect(page).toHaveURL(/\/bookings\/new\?leadId=/);
  await expect(page.getByText(`For lead ${lead.name}`)).toBeVisible();
  // The first applicant starts as the lead.
  await expect(page.getByLabel('Name').first()).toHaveValue(lead.name);

  await page.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: project.name }).click();
  await page.getByRole('combobox', { name: 'Unit' }).click();
  await page.getByRole('combobox', { name: 'Unit' }).fill('201');
  await page.getByRole('option', { name: /A-201/ }).click();
  await page.getByLabel('Booking amount (₹)').fill('200000');
  const preview = page.getByRole('table', { name: 'Cost sheet' });
  await expect(preview.getByText('Floor rise', { exact: true })).toBeVisible();
  const total = (await preview.getByLabel('Total cost').textContent()) ?? '';
  expect(total).toMatch(/^₹[\d,]+\.\d\d$/);

  await page.getByRole('button', { name: 'Book A-201' }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /^Booking BK-\d{4}-\d{4}$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cost sheet' }).getByLabel('Total cost')).toHaveText(total);
  await expect(page.getByText(`Entity Manager: ${lead.name} (added now)`)).toBeVisible();
  await expect(page.getByText(`Customer Management: ${lead.name} (added now)`)).toBeVisible();
  await expect(page.getByText(/booked \(BK-\d{4}-\d{4}\): flat buyer/)).toBeVisible();

  await page.getByRole('button', { name: 'Cost break-up letter' }).click();
  await expect(page).toHaveURL(/\/costbreakupletter\?bookingId=/);
  const sheet = page.getByRole('document', { name: 'Cost Break Up' });
  await expect(sheet.getByText(lead.name)).toBeVisible();
  await expect(sheet.getByText(project.name)).toBeVisible();
  // The letter's nine lines add up to the booking's frozen total.
  await expect(sheet.getByLabel('Total Cost')).toHaveText(
    total
      .replace('₹', '')
      .replace(/(\.\d*?)0+$/, '$1')
      .replace(/\.$/, ''),
  );
  await page.evaluate(() => {
    const w = window as unknown as { __printed: string[] };
    w.__printed = [];
    window.print = () => w.__printed.push(document.querySelector('[role="document"]')?.textContent ?? '');
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __printed: string[] }).__printed.join('')))
    .toContain('201');

  // The lead is booked, with the booking on its timeline.
  await page.goto(`/LeadDetails/${lead._id}`);
  await expect(page.getByText('Unit A-201 of').first()).toBeVisible();
});
