import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { adminApi } from './fixtures/admin-api';
import { loginAs } from './fixtures/login';

/**
 * The lead report in the browser: filtered on screen, exported (the file opened and
 * read), and a count followed to the lead list showing exactly those leads. Its numbers are tested
 * on both databases in src/server/modules/reports/lead-reports.test.ts; this is the screen's path.
 */
test.describe('reports', () => {
  test('the lead report: filter by source, export CSV, drill down from a count to the lead list', async ({
    page,
    request,
  }) => {
    const s = `${Date.now()}`.slice(-6);
    const api = await adminApi(request);
    const source = `Report Source ${s}`;
    const project = `Skyline ${s}`;
    const { source: made } = await api.post<{ source: { _id: string } }>('/api/source/create', { name: source });
    for (const [i, p] of [project, project, undefined].entries())
      await api.post('/api/lead/create', {
        name: `Report Lead ${s} ${i}`,
        mobile: `8${i}${s}${i}${i}`.slice(0, 10),
        sourceId: made._id,
        ...(p ? { project: p } : {}),
      });

    await loginAs(page, 'admin', '/report/LeadReport');
    await expect(page.getByRole('heading', { name: 'Lead Report' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Source' }).fill(source);
    await page.getByRole('option', { name: source, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`sourceId=${made._id}`));
    await expect(page.getByLabel('When these numbers were computed')).toContainText('computed');

    const byProject = page.getByRole('table', { name: 'By project' });
    await expect(byProject.getByRole('row', { name: new RegExp(project) })).toContainText('2');
    await expect(page.getByRole('link', { name: 'All leads: 3' })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^lead-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe('Grouped by,Name,Leads');
    expect(lines).toContain(`Source,${source},3`);
    expect(lines).toContain(`Project,${project},2`);
    expect(lines).toContain('Project,No project,1');
    expect(lines.at(-1)).toBe('All leads,,3');

    // The rows, as Excel, written by a job the dialog follows.
    await page.getByRole('button', { name: 'Export rows' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export the leads behind the report' });
    await dialog.getByText('Excel', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Start export' }).click();
    await expect(dialog.getByText('3 leads written.')).toBeVisible({ timeout: 20_000 });
    const [rows] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    expect(rows.suggestedFilename()).toMatch(/^lead-report-rows-.+\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await rows.path());
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    const names = [2, 3, 4].map((r) => String(sheet.getCell(r, 1).value)).sort();
    expect(names).toEqual([0, 1, 2].map((i) => `Report Lead ${s} ${i}`));
    await dialog.getByRole('button', { name: 'Close' }).click();

    await byProject.getByRole('link', { name: `By project, ${project}: 2, open the list` }).click();
    await expect(page).toHaveURL(/\/lead\/leads\?/);
    await expect(page).toHaveURL(new RegExp(`project=${encodeURIComponent(project).replace(/%20/g, '\\+')}`));
    const table = page.getByRole('table', { name: 'Leads' });
    await expect(table.getByRole('link', { name: `Report Lead ${s} 0` })).toBeVisible();
    await expect(table.getByRole('link', { name: `Report Lead ${s} 1` })).toBeVisible();
    await expect(table.getByRole('link', { name: `Report Lead ${s} 2` })).toHaveCount(0);
  });
});
