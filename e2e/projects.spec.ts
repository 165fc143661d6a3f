import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './fixtures/login';

const shots = '/tmp/shots/projects';

/** The screen at both widths the team checks (decision 159), full page. */
async function look(page: Page, name: string) {
  for (const [width, height] of [
    [1366, 768],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('a project from nothing: details, a 20 × 6 tower by the bulk form, a price list, and units from a CSV', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Sahyadri Heights ${Date.now()}`;
  await loginAs(page, 'admin');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await look(page, 'list');

  await page.getByRole('link', { name: 'New project' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New project' })).toBeVisible();
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByText('Project name is required.')).toBeVisible();
  await look(page, 'new-errors');
  await page.getByLabel('Project name').fill(name);
  await page.getByLabel('RERA registration number').fill('P51700012345');
  await page.getByRole('textbox', { name: 'City' }).fill('Thane');
  await page.getByLabel(/^Metro city/).check();
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByText(`${name} was added.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('No towers yet')).toBeVisible();

  await page.getByRole('button', { name: 'Tower by bulk form' }).click();
  const bulk = page.getByRole('dialog', { name: 'Tower by the bulk form' });
  await bulk.getByLabel("New tower's name").fill('A');
  await bulk.getByLabel('RERA carpet (m²)').nth(0).fill('62.5');
  await bulk.getByLabel('Saleable (m²)').nth(0).fill('85');
  await bulk.getByLabel('RERA carpet (m²)').nth(1).fill('41.3');
  await bulk.getByLabel('Saleable (m²)').nth(1).fill('57.6');
  await bulk.getByLabel('Units per floor').fill('6');
  await expect(bulk.getByLabel('Preview')).toContainText('120 units');
  await expect(bulk.getByLabel('Preview')).toContainText('101, 102, 103 … 2006');
  await look(page, 'bulk-form');
  await bulk.getByRole('button', { name: 'Create units' }).click();
  await expect(bulk).toBeHidden();
  await expect(page.getByLabel('Tower A')).toContainText('120 units · 120 available');
  await expect(page.getByTestId('unit-count')).toHaveText('120 units');
  await look(page, 'towers');

  await page.getByRole('tab', { name: /Price lists/ }).click();
  await expect(page.getByText('No price list yet')).toBeVisible();
  await page.getByRole('button', { name: 'New version' }).first().click();
  const prices = page.getByRole('dialog', { name: 'New price-list version' });
  await prices.getByLabel('Base rate (₹ per sq ft)').fill('12000');
  await prices.getByLabel('Floor rise above floor').fill('4');
  await prices.getByLabel('Floor rise (₹/sq ft per floor)').fill('50');
  await expect(prices.getByRole('table', { name: 'Cost sheet preview' })).toContainText('All-in total');
  await expect(prices.getByRole('table', { name: 'Cost sheet preview' })).toContainText('Stamp duty');
  await look(page, 'price-list-form');
  await prices.getByRole('button', { name: 'Add price list' }).click();
  await expect(page.getByText(/^The price list from \d{4}-\d{2}-\d{2} was added\.$/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Price lists' }).getByText('In force')).toBeVisible();
  await look(page, 'price-lists');

  await page.getByRole('tab', { name: /Towers & units/ }).click();
  await page.getByRole('button', { name: 'Import units' }).click();
  const importer = page.getByRole('dialog', { name: 'Import units from a file' });
  await importer.locator('input[type=file]').setInputFiles({
    name: 'units.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Tower,Number,Floor,Type,Carpet,Balcony,Saleable,Facing,Parking,Locations\n' +
        'A,2101,21,3BHK,88.2,8,118,E,2,\n' +
        'A,2102,21,3BHK,88.2,8,118,W,2,\n' +
        'A,2103,21,2BHK,62.5,6,85,N,1,\n' +
        'B,101,1,2BHK,62.5,6,85,N,1,\n',
    ),
  });
  await expect(importer.getByText('4 rows: 3 ready to import, 1 with errors (left out).')).toBeVisible();
  await expect(importer.getByRole('table', { name: 'Rows with errors' })).toContainText(
    'Tower B is not in this project; add the tower on the setup page first.',
  );
  await look(page, 'import-preview');
  await importer.getByRole('button', { name: 'Import 3 units' }).click();
  await expect(page.getByText('3 units were imported.')).toBeVisible();
  await expect(page.getByTestId('unit-count')).toHaveText('123 units');
  await expect(page.getByLabel('Tower A')).toContainText('123 units');

  await page.goto('/projects');
  await page.getByLabel('Search').fill(name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('123');
  await page.goto('/stamp-duty-rates');
  await expect(page.getByRole('table', { name: 'Stamp-duty rates' })).toContainText('Thane');
  await look(page, 'stamp-duty-rates');
});
