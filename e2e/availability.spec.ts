import { expect, type Page, test } from '@playwright/test';
import { adminApi } from './fixtures/admin-api';
import { loginAs } from './fixtures/login';

/** India's date today, whatever the zone this runs in (a price list may start today or later). */
const indiaToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/** A project of one tower, floors 1–6 × 4 flats (101…604), and a price list in force today. */
async function makeProject(api: Awaited<ReturnType<typeof adminApi>>, stamp: string) {
  const project = await api.post<{ _id: string; name: string }>('/api/projects', {
    name: `Sahyadri Vista ${stamp}`,
    reraNumber: 'P51700077777',
    address: 'Pokhran Road 2',
    city: 'Thane',
    state: 'Maharashtra',
    metro: true,
    status: 'under_construction',
  });
  await api.post(`/api/projects/${project._id}/units/bulk`, {
    towerName: 'A',
    floorFrom: 1,
    floorTo: 6,
    pattern: '{floor}{pos:02}',
    positions: [
      { type: '2BHK', carpetSqm: 58.5, saleableSqm: 80, facing: 'E', parkingSlots: 1, locations: ['corner'] },
      { type: '2BHK', carpetSqm: 61.2, saleableSqm: 84, facing: 'E', parkingSlots: 1 },
      { type: '3BHK', carpetSqm: 88.4, saleableSqm: 118, facing: 'W', parkingSlots: 2 },
      { type: '1BHK', carpetSqm: 41.5, saleableSqm: 56, facing: 'W', parkingSlots: 0, locations: ['corner'] },
    ],
  });
  await api.post(`/api/projects/${project._id}/price-lists`, {
    effectiveFrom: indiaToday(),
    rateBasis: 'carpet',
    baseRatePerSqft: 12000,
    floorRiseAboveFloor: 2,
    floorRisePerSqft: 50,
    parkingPerSlot: 300000,
    locationCharges: [{ key: 'corner', label: 'Corner', ratePerSqft: 200 }],
    otherCharges: [{ key: 'club', label: 'Club membership', basis: 'lumpSum', value: 150000, gstPercent: 18 }],
  });
  return project;
}

const cell = (page: Page, label: RegExp) =>
  page.getByRole('region', { name: 'Tower A' }).getByRole('button', { name: label });

test.describe('availability', () => {
  test.beforeEach(async ({ page }) => {
    // Count print dialogs instead of opening them.
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
  });

  test('grid, filters, a unit’s card, hold for a lead, release, and the price sheet', async ({ page, request }) => {
    const stamp = `${Date.now()}`.slice(-7);
    const api = await adminApi(request);
    const project = await makeProject(api, stamp);
    const buyer = `Meera Joshi ${stamp}`;
    await api.post('/api/lead/create', { name: buyer, mobile: `97${stamp.padStart(8, '0')}` });

    await loginAs(page, 'admin', `/projects/${project._id}`);
    await expect(page.getByRole('heading', { name: project.name })).toBeVisible();
    const legend = page.getByRole('group', { name: 'Units per status' });
    await expect(legend.getByRole('button', { name: /Available 24/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tower A' }).locator('.av-floor-label').first()).toHaveText('6');

    // Filter: 3 BHKs; the others stay in the building, dimmed, and the address keeps the filter.
    await page.getByRole('combobox', { name: 'Type', exact: true }).click();
    await page.getByRole('option', { name: '3BHK', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'units match' })).toHaveText(
      '6 of 24 units match; the others are dimmed.',
    );
    await expect(page).toHaveURL(/type=3BHK/);
    await expect(cell(page, /^A-101,/)).toHaveAttribute('data-dim', '');
    await expect(cell(page, /^A-503,/)).not.toHaveAttribute('data-dim', '');

    // The card of A-503: every line with its rule; a woman buyer pays less stamp duty.
    await cell(page, /^A-503,/).click();
    const card = page.getByRole('dialog', { name: /A-503 · 3BHK/ });
    const sheet = card.getByRole('table', { name: 'Cost sheet' });
    await expect(sheet.getByRole('row', { name: /Floor rise/ })).toContainText('3 floors above floor 2');
    const stampDuty = sheet.getByRole('row', { name: /Stamp duty/ });
    await expect(stampDuty).toContainText('Thane, Maharashtra: 7%');
    const total = await card.getByTestId('cost-sheet-total').textContent();
    // By keyboard, as the switch sits under the card's pinned header once scrolled to.
    await card.getByRole('switch', { name: 'Every buyer is a woman' }).focus();
    await page.keyboard.press('Space');
    await expect(stampDuty).toContainText('less 1 point as every buyer is a woman');
    await expect(card.getByTestId('cost-sheet-total')).not.toHaveText(total ?? '');

    // Hold it for the lead, found by name.
    await card.getByRole('button', { name: 'Hold for 48 hours' }).click();
    await expect(card.getByText('Choose a lead to hold the unit for.')).toBeVisible();
    await card.getByRole('combobox', { name: /Hold for lead/ }).fill(buyer.slice(0, 14));
    await page.getByRole('option', { name: new RegExp(buyer) }).click();
    await card.getByRole('button', { name: 'Hold for 48 hours' }).click();
    await expect(page.getByText(/A-503 is on hold until/)).toBeVisible();
    await expect(card.getByText(/By .+ until .+ \(India time\)/)).toBeVisible();
    await expect(cell(page, /^A-503,/)).toHaveAttribute('data-status', 'held');
    await expect(legend.getByRole('button', { name: /On hold 1/ })).toBeVisible();

    // Release it: available again.
    await card.getByRole('button', { name: 'Release' }).click();
    await page.getByRole('dialog', { name: 'Release A-503' }).getByRole('button', { name: 'Release' }).click();
    await expect(page.getByText('A-503 is available again.')).toBeVisible();
    await expect(cell(page, /^A-503,/)).toHaveAttribute('data-status', 'available');
    await card.getByRole('button', { name: 'Close the card' }).click();
    await expect(card).toBeHidden();
    await expect(page).not.toHaveURL(/unit=/);

    // The price sheet of what the grid shows: the 3 BHKs, on one A4 page, printed once.
    await page.getByRole('link', { name: 'Price sheet' }).click();
    await expect(page).toHaveURL(/\/price-sheet\?type=3BHK/);
    const printed = page.getByRole('article', { name: 'Price sheet' });
    await expect(printed.getByRole('row')).toHaveCount(7);
    await expect(printed).toContainText('88.4 m² (951.53 sq ft)');
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await page.screenshot({ path: test.info().outputPath('price-sheet-print.png'), fullPage: true });
  });
});
