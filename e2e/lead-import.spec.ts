import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { adminApi } from './fixtures/admin-api';
import { loginAs } from './fixtures/login';

test.describe('lead import', () => {
  test('uploads a CSV, maps it, watches it finish, downloads the rejects, opens the leads and undoes it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const stamp = `${Date.now()}`.slice(-6);
    const mobile = (n: number) => `9${n}${stamp}${n}${n}`.slice(0, 10);
    const fileName = `portal-${stamp}.csv`;
    // A lead already in the CRM: the file's row with its mobile is skipped (the default).
    const api = await adminApi(request);
    await api.post('/api/lead/create', { name: `Existing ${stamp}`, mobile: mobile(4) });

    const csv = [
      'Customer Name,Contact No,City,Remarks',
      `Kiran Joshi ${stamp},+91 ${mobile(1)},Pune,Wants 2BHK`,
      `Landline ${stamp},020 2553 1234,Pune,`,
      `Kiran Again ${stamp},${mobile(1)},Nashik,second row of the same number`,
      `Existing Again ${stamp},${mobile(4)},Pune,`,
      `सुनीता पाटील ${stamp},0${mobile(2)},नाशिक,फ्लॅट हवा`,
    ].join('\n');

    await loginAs(page, 'admin', '/lead/import-leads');
    await page.locator('input[type=file]').setInputFiles({
      name: fileName,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });

    await expect(page.getByRole('table', { name: 'First rows of the file' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Lead field for Contact No' })).toHaveValue('Mobile');
    await expect(page.getByRole('combobox', { name: 'Lead field for Customer Name' })).toHaveValue('Name');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('A mobile number already in the CRM')).toBeVisible();
    await page.getByRole('button', { name: 'Start import' }).click();

    await expect(page.getByText('Import finished')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Created: 2')).toBeVisible();
    await expect(page.getByLabel('Skipped: 1')).toBeVisible();
    await expect(page.getByLabel('Rejected: 2')).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download rejected rows' }).click(),
    ]);
    const rejected = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = rejected.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('Customer Name');
    expect(lines[0]).toContain('Reason');
    expect(rejected).toContain(`Landline ${stamp}`);
    expect(rejected).toMatch(/duplicate in file, row \d+/i);

    await page.getByRole('link', { name: 'View imported leads' }).click();
    await expect(page).toHaveURL(/\/lead\/leads\?importId=/);
    await expect(page.getByText(`Import: ${fileName}`)).toBeVisible();
    const table = page.getByRole('table', { name: 'Leads' });
    await expect(table.getByRole('link', { name: `Kiran Joshi ${stamp}` })).toBeVisible();
    await expect(table.getByRole('link', { name: `सुनीता पाटील ${stamp}` })).toBeVisible();
    await expect(table.getByText(`Existing ${stamp}`)).toBeHidden();

    await page.goBack();
    await page.getByRole('button', { name: 'Undo import' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Undo import' }).click();
    await expect(page.getByText(/Undone on/)).toBeVisible({ timeout: 30_000 });
    const after = await api.get<{ total: number }>(`/api/lead/getLeads?search=${stamp}`);
    expect(after.total).toBe(1);
  });

  test('says in plain words why a file no lead file looks like is refused', async ({ page }) => {
    // One line of 1.1 MB: the import refuses it before reading on (decision 154).
    const csv = `Name,Mobile\n${'a'.repeat(1_100_000)}\n`;
    await loginAs(page, 'admin', '/lead/import-leads');
    await page.locator('input[type=file]').setInputFiles({
      name: 'one-line.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    const alert = page.getByRole('alert').filter({ hasText: 'The file was not accepted' });
    await expect(alert).toContainText(
      'Line 2 of the CSV file is longer than 1 MB; a row of a lead is never that long.',
    );
    for (const [width, height] of [
      [1366, 768],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: test.info().outputPath(`refused-${width}.png`), fullPage: true });
    }
  });
});
