import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './fixtures/login';
import { adminApi, seedLongRecords } from './fixtures/long-records';

const stamp = `${Date.now()}`.slice(-6);

/**
 * Nothing is cut at the window's edge: neither the page nor the table scrolls sideways, and every
 * action of the table's last row (when it has any) lies inside the window.
 */
async function expectNothingClipped(page: Page, table: string) {
  const width = page.viewportSize()?.width ?? 0;
  const rows = page.getByRole('table', { name: table }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${table}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  // Every list fits its box at 1366 px: no column waits, half hidden, under the pinned actions.
  const spare = await page.getByRole('table', { name: table }).evaluate((t) => {
    const box = t.closest('.mantine-ScrollArea-viewport') ?? t.parentElement;
    return (box?.clientWidth ?? 0) - t.scrollWidth;
  });
  expect(spare, `${table}: the table scrolls sideways`).toBeGreaterThanOrEqual(0);
  for (const action of await rows.last().locator('button, a[href]').all()) {
    const box = await action.boundingBox();
    expect(box, table).not.toBeNull();
    expect(box!.x + box!.width, `${table}: an action is off the screen`).toBeLessThanOrEqual(width);
  }
}

test.describe('lists', () => {
  test('the lead list keeps search, filter, sort and page in the URL through reload and Back', {
    tag: '@india-day',
  }, async ({ page, request }) => {
    const post = await adminApi(request);
    const tag = `Urlst${stamp}`;
    for (let i = 1; i <= 22; i++) {
      const n = String(i).padStart(2, '0');
      await post('/api/lead/create', { name: `${tag} ${n}`, mobile: `96${stamp}${n}`, status: 'interested' });
    }
    await post('/api/lead/create', { name: `${tag} Other`, mobile: `96${stamp}99`, status: 'new' });
    await post('/api/lead/create', {
      name: `${tag} Late`,
      mobile: `96${stamp}98`,
      status: 'interested',
      nextFollowUpAt: '2020-01-06',
    });

    await loginAs(page, 'admin', '/lead/leads');
    await page.getByRole('textbox', { name: 'Search' }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`search=${tag}`));
    // The search's own answer first, as a person sees it before narrowing by status.
    await expect(page.getByText('24 matching leads')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Interested', exact: true }).click();
    await expect(page.getByText('23 matching leads')).toBeVisible();
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/status=interested/);
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();

    await page.reload();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(tag);
    await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('Interested');
    const table = page.getByRole('table', { name: 'Leads' });
    await expect(table.getByRole('row')).toHaveCount(4);

    // Sorting is the server's, over all 23 rows, and starts again at page 1.
    await table.getByRole('button', { name: 'Name', exact: true }).click();
    await expect(page).toHaveURL(/sort=name/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(table.getByRole('columnheader', { name: 'Name', exact: true })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(table.getByRole('link').first()).toHaveText(`${tag} 01`);
    await table.getByRole('button', { name: 'Name', exact: true }).click();
    await expect(page).toHaveURL(/order=desc/);
    await expect(table.getByRole('link').first()).toHaveText(`${tag} Late`);

    // An overdue follow-up says so, in India's calendar.
    const late = table.getByRole('row', { name: new RegExp(`${tag} Late`) });
    await expect(late.getByText('06/01/2020')).toBeVisible();
    await expect(late.getByText('Overdue')).toBeVisible();

    // Into a lead and Back: the same sorted, filtered list.
    await table.getByRole('link', { name: `${tag} 22` }).click();
    await expect(page).toHaveURL(/\/LeadDetails\//);
    await page.goBack();
    await expect(page).toHaveURL(/sort=name&order=desc|order=desc.*sort=name/);
    await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('Interested');
    await expect(table.getByRole('link').first()).toHaveText(`${tag} Late`);

    // Back again undoes the sort, one step at a time.
    await page.goBack();
    await expect(page).not.toHaveURL(/order=desc/);
    await expect(table.getByRole('columnheader', { name: 'Name', exact: true })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  test('customer and entity lists keep filters, search and page in the URL through reload and Back', async ({
    page,
    request,
  }) => {
    const post = await adminApi(request);
    const tag = `Urlc${stamp}`;
    for (let i = 1; i <= 22; i++) {
      const n = String(i).padStart(2, '0');
      await post.form('/api/customer-property', {
        ownerName: `${tag} ${n}`,
        address: 'Baner, Pune',
        contact: `9198${stamp}${n}`,
        type: 'Residential',
        subType: '2BHK',
        projectName: 'Green Meadows',
      });
    }
    await post.form('/api/customer-property', {
      ownerName: `${tag} Shop`,
      address: 'Baner, Pune',
      contact: `9198${stamp}99`,
      type: 'Commercial',
      subType: 'Shops',
      projectName: 'Green Meadows',
    });
    await post('/api/entities', { type: 'customer', name: `${tag} Buyer`, project: 'Green Meadows', flatNo: '101' });
    await post('/api/entities', { type: 'contractor', name: `${tag} Contractor` });

    await loginAs(page, 'admin', '/customer-property');
    await page.getByRole('textbox', { name: 'Search by name' }).fill(tag);
    await expect(page.getByText('23 customers')).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Type' }).getByText('Residential').click();
    await page.getByRole('combobox', { name: 'Sub Type' }).click();
    await page.getByRole('option', { name: '2BHK', exact: true }).click();
    await expect(page.getByText('22 customers')).toBeVisible();
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/type=Residential/);
    await expect(page).toHaveURL(/subType=2BHK/);
    await expect(page).toHaveURL(/page=2/);
    const customers = page.getByRole('table', { name: 'Customers' });
    await expect(customers.getByRole('row')).toHaveCount(3);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Search by name' })).toHaveValue(tag);
    await expect(page.getByRole('combobox', { name: 'Sub Type' })).toHaveValue('2BHK');
    await expect(page.getByText('22 customers')).toBeVisible();
    await expect(customers.getByRole('row')).toHaveCount(3);

    // Into a profile and Back: the same page of the same filtered list.
    await customers
      .getByRole('link', { name: /^View / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/customer-property\/[0-9a-f-]{36}$/);
    await page.goBack();
    await expect(page).toHaveURL(/page=2/);
    await expect(customers.getByRole('row')).toHaveCount(3);
    // Back once more undoes only the page change.
    await page.goBack();
    await expect(page).not.toHaveURL(/page=/);
    await expect(page).toHaveURL(/subType=2BHK/);
    await expect(customers.getByRole('row')).toHaveCount(21);

    // The Entity Manager keeps its type tab and search the same way.
    await page.goto('/EntityManager');
    await page.getByRole('tab', { name: /^Flat buyers/ }).click();
    await page.getByRole('textbox', { name: 'Search' }).fill(tag);
    await expect(page).toHaveURL(/type=customer/);
    await expect(page).toHaveURL(new RegExp(`search=${tag}`));
    const entities = page.getByRole('table', { name: 'Entities' });
    await expect(entities.getByRole('row')).toHaveCount(2);
    await page.reload();
    await expect(page.getByRole('tab', { name: /^Flat buyers/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(tag);
    await entities.getByRole('link', { name: `${tag} Buyer`, exact: true }).click();
    await expect(page).toHaveURL(/\/customer\//);
    await page.goBack();
    await expect(entities.getByRole('row')).toHaveCount(2);
    await expect(entities.getByRole('link', { name: `${tag} Buyer`, exact: true })).toBeVisible();
  });

  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 1920, height: 1080 },
  ]) {
    test(`long text keeps every list's actions in view at ${viewport.width}×${viewport.height}`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(testInfo.timeout * 3);
      await page.setViewportSize(viewport);
      const post = await adminApi(request);
      const tag = `${stamp}${viewport.width}`;
      const lead = `Shrimati Vijayalakshmi Venkataraghavan Subramaniam-Iyengar ${tag}`;
      await post('/api/lead/create', {
        name: lead,
        mobile: `95${stamp}${String(viewport.width).slice(0, 2)}`,
        project: 'Shree Ganesh Heights Phase II, Tower B (Riverside Extension)',
        requirement: '3 BHK with servant quarters',
      });
      await post('/api/branch/create', { name: `${lead} Branch`, code: `PUN-BANER-${viewport.width}-LG` });
      await post('/api/source/create', { name: `${lead} Source` });
      const seeded = await seedLongRecords(post, tag);

      await loginAs(page, 'admin');
      const screens: [string, string, string][] = [
        ['/lead/leads', 'Leads', lead],
        ['/branches', 'Branches', lead],
        ['/sources', 'Sources', lead],
        ['/team', 'Team', seeded.short],
        ['/banks', 'Banks', seeded.short],
        ['/contactProperty', 'Important contacts', seeded.long],
        ['/add-material', 'Materials', seeded.long],
        ['/customer-property', 'Customers', seeded.long],
        ['/kyc-access-log', 'KYC access log', ''],
        ['/purchase', 'Purchases', seeded.invoiceNo],
        ['/purchase?tab=suppliers', 'Suppliers', ''],
        ['/EntityManager', 'Entities', seeded.long],
        ['/documents', 'Documents', seeded.long],
        ['/quotation', 'Quotations', seeded.quoteNo],
        ['/InvoiceQuotation', 'Tax invoices', seeded.quoteNo],
      ];
      for (const [path, table, search] of screens) {
        const query = search ? `${path.includes('?') ? '&' : '?'}search=${encodeURIComponent(search)}` : '';
        await page.goto(`${path}${query}`);
        await expect(page.getByRole('table', { name: table })).toBeVisible();
        await expectNothingClipped(page, table);
        const name = `${table.replace(/\W+/g, '-')}-${viewport.width}.png`;
        await page.screenshot({ path: testInfo.outputPath(name) });
      }
    });
  }
});
