import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loginAs, readUsers } from './fixtures/login';

const stamp = () => `${Date.now()}`.slice(-7);

async function apiToken(request: APIRequestContext): Promise<string> {
  const admin = readUsers().admin;
  const res = await request.post('/api/auth/login-email', { data: { email: admin.email, password: admin.password } });
  expect(res.ok()).toBe(true);
  return (await res.json()).token;
}

function quotation(quoteNo: string, name: string, shippingState = 'Maharashtra') {
  return {
    quoteNo,
    name,
    mobile: '9876543210',
    valid: '2027-03-31',
    branchtype: 'Residential',
    billing: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411001' },
    shipping: { street: 'Site 4', city: '', state: shippingState, country: 'India', pincode: '' },
    products: [{ name: 'Cement', hsn: '2523', qty: 10, unitPrice: 270, cgst: 14, sgst: 14, igst: 0, discount: 0 }],
  };
}

async function createQuotations(request: APIRequestContext, token: string, bodies: object[]) {
  for (const body of bodies) {
    const res = await request.post('/api/quotations/create', {
      data: body,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

/**
 * Lays the page out as paper does (print media, the A4 page's content width: 210 mm less 2 × 11 mm
 * margins = 188 mm ≈ 711 px) and returns what sticks out past the sheet's right edge or the page's.
 */
async function overflowOnA4(page: Page): Promise<string[]> {
  await page.emulateMedia({ media: 'print' });
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 711, height: 1000 });
  const out = await page.evaluate(() => {
    const sheet = document.querySelector('article.billing-sheet');
    if (!sheet) return ['no sheet'];
    const edge = Math.min(sheet.getBoundingClientRect().right, document.documentElement.clientWidth);
    return [sheet, ...sheet.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > edge + 0.5)
      .map((el) => `${el.tagName} ${el.textContent?.slice(0, 30)} ends at ${el.getBoundingClientRect().right}`);
  });
  if (viewport) await page.setViewportSize(viewport);
  await page.emulateMedia({ media: 'screen' });
  return out;
}

const printCount = (page: Page) => page.evaluate(() => (window as unknown as { printed: number }).printed);

/** Picks an option of a Mantine Select by its visible label. */
async function choose(page: Page, scope: ReturnType<Page['locator']> | Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('billing', () => {
  test.beforeEach(async ({ page }) => {
    // Count print dialogs instead of opening them.
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
  });

  test('create with two products and a bank, same as billing, list, search, print', { tag: '@india-day' }, async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    const accNo = `9${stamp()}0001`;
    const bank = await request.post('/api/bank/createBank', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: 'Bank of Maharashtra',
        accountHolder: 'EstateDesk E2E',
        accNo,
        ifsc: 'MAHB0000123',
        branch: 'Deccan',
      },
    });
    expect(bank.status()).toBe(201);
    const quoteNo = `E2E-${stamp()}`;
    const name = `Sai Constructions ${quoteNo}`;

    await loginAs(page, 'admin', '/quotation/create/new');
    const number = page.getByRole('textbox', { name: 'Quotation No' });
    await expect(number).toHaveValue(/^\d{2}-\d{2}\/\d{3,}$/);
    await number.fill(quoteNo);
    await page.getByRole('textbox', { name: 'Lead Mobile No' }).fill('9876543210');
    // Typed day first: 05/11/2027 is 5 November, which the list shows back below.
    const validUntil = page.getByRole('textbox', { name: 'Valid Until' });
    await validUntil.fill('05/11/2027');
    await validUntil.press('Escape');
    await expect(validUntil).toHaveValue('05/11/2027');
    await page.getByRole('textbox', { name: 'Receiver Company Name' }).fill(name);

    const billing = page.getByRole('group', { name: 'Billing Address' });
    const shipping = page.getByRole('group', { name: 'Shipping Address' });
    await billing.getByRole('textbox', { name: 'Street' }).fill('12 MG Road');
    await choose(page, billing, 'State', 'Maharashtra');
    await page.getByRole('checkbox', { name: 'Same as billing address' }).check();
    await expect(shipping.getByRole('textbox', { name: 'Street' })).toHaveValue('12 MG Road');
    await billing.getByRole('textbox', { name: 'Street' }).fill('14 MG Road, Camp');
    await expect(shipping.getByRole('textbox', { name: 'Street' })).toHaveValue('14 MG Road, Camp');
    await expect(shipping.getByRole('combobox', { name: 'State' })).toHaveValue('Maharashtra');

    const first = page.getByRole('group', { name: 'Product 1' });
    await choose(page, first, 'Product', 'Cement');
    await expect(first.getByRole('textbox', { name: 'HSN' })).toHaveValue('2523');
    await expect(first.getByRole('textbox', { name: 'Unit Price (₹)' })).toHaveValue('');
    await first.getByRole('textbox', { name: 'Qty' }).fill('10');
    await first.getByRole('textbox', { name: 'Unit Price (₹)' }).fill('270');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const second = page.getByRole('group', { name: 'Product 2' });
    await expect(second.getByRole('textbox', { name: 'CGST %' })).toHaveValue('1');
    await choose(page, second, 'Product', 'Steel');
    await second.getByRole('textbox', { name: 'Qty' }).fill('2');
    await second.getByRole('textbox', { name: 'Unit Price (₹)' }).fill('5,200');

    await choose(
      page,
      page.getByRole('group', { name: 'Bank Details' }),
      'Fill from a company bank',
      `Bank of Maharashtra · ${accNo}`,
    );
    await expect(page.getByRole('textbox', { name: 'Account Number' })).toHaveValue(accNo);

    // 2700 + 10400 = 13100; CGST, SGST and IGST 1% each (new-row defaults) = 131 each.
    const summary = page.getByRole('group', { name: 'Total Summary' });
    await expect(summary.getByText('₹13,493.00')).toBeVisible();
    await page.getByRole('button', { name: 'Save Quotation' }).click();
    await expect(page.getByText('Quotation Saved Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/quotation$/);

    await page.getByRole('textbox', { name: 'Search' }).fill(quoteNo.toLowerCase());
    const row = page.getByRole('row', { name: new RegExp(quoteNo) });
    await expect(row).toBeVisible();
    await expect(page.getByRole('table', { name: 'Quotations' }).getByRole('row')).toHaveCount(2);
    await expect(row.getByText('14 MG Road, Camp, Maharashtra, India').first()).toBeVisible();
    await expect(row.getByText(accNo)).toBeVisible();
    await expect(row).toContainText('05/11/2027');

    // The date filters take dd/mm/yyyy too, and clear back to everything.
    const to = page.getByRole('textbox', { name: 'To', exact: true });
    await to.fill('01/01/2026');
    await to.press('Escape');
    await expect(page.getByText('No quotations found.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear To' }).click();
    await expect(row).toBeVisible();

    await row.getByRole('link', { name: `Print ${quoteNo}` }).click();
    await expect(page.getByText('Billing No:')).toBeVisible();
    await expect(page.getByText('Thirteen Thousand Four Hundred Ninety Three Rupees Only')).toBeVisible();
    await expect(page.getByText('Authorized Signatory')).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });

  test('edit, then delete with the confirmation', async ({ page, request }) => {
    const token = await apiToken(request);
    const quoteNo = `E2E-ED-${stamp()}`;
    await createQuotations(request, token, [quotation(quoteNo, 'Kulkarni Infra')]);
    await loginAs(page, 'manager', '/quotation');
    await page.getByRole('textbox', { name: 'Search' }).fill(quoteNo);
    await page.getByRole('link', { name: `Edit ${quoteNo}` }).click();
    const name = page.getByRole('textbox', { name: 'Receiver Company Name' });
    await expect(name).toHaveValue('Kulkarni Infra');
    await expect(page.getByRole('textbox', { name: 'Valid Until' })).toHaveValue('31/03/2027');
    // The edit screen fills the catalogue price and adds rows with taxes 0.
    await page.getByRole('button', { name: 'Add Product' }).click();
    const added = page.getByRole('group', { name: 'Product 2' });
    await expect(added.getByRole('textbox', { name: 'IGST %' })).toHaveValue('0');
    await choose(page, added, 'Product', 'Tiles');
    await expect(added.getByRole('textbox', { name: 'Unit Price (₹)' })).toHaveValue('1050');
    await page.getByRole('button', { name: 'Remove product 2' }).click();
    await name.fill('Kulkarni Infra Projects');
    await page.getByRole('button', { name: 'Update Quotation' }).click();
    await expect(page.getByText('Quotation updated!')).toBeVisible();
    await expect(page).toHaveURL(/\/quotation$/);

    await page.getByRole('textbox', { name: 'Search' }).fill(quoteNo);
    await expect(page.getByRole('row', { name: /Kulkarni Infra Projects/ })).toBeVisible();
    await page.getByRole('button', { name: `Delete ${quoteNo}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure you want to delete this quotation?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No quotations found.')).toBeVisible();
  });

  test('pages 25 quotations 10 at a time', async ({ page, request }) => {
    const token = await apiToken(request);
    const tag = `PG${stamp()}`;
    await createQuotations(
      request,
      token,
      Array.from({ length: 25 }, (_, i) => quotation(`${tag}-${String(i + 1).padStart(2, '0')}`, `Paging ${tag}`)),
    );
    await loginAs(page, 'admin', '/quotation');
    await page.getByRole('textbox', { name: 'Search' }).fill(tag);
    await expect(page.getByText('25 quotations')).toBeVisible();
    const rows = page.getByRole('table', { name: 'Quotations' }).getByRole('row');
    await expect(page.getByText('Page 1 of 3')).toBeVisible();
    await expect(rows).toHaveCount(11);
    await expect(rows.nth(1)).toContainText(`${tag}-25`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 3 of 3')).toBeVisible();
    await expect(rows).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    // Changing a filter goes back to page 1.
    await page.getByRole('textbox', { name: 'Search' }).fill(`${tag}-1`);
    await expect(page.getByText('10 quotations')).toBeVisible();
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
  });

  test('a tax invoice charges CGST + SGST in the company’s state and IGST outside it', async ({ page, request }) => {
    const token = await apiToken(request);
    const company = await request.put('/api/company', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        name: 'Shree Ganesh Developers',
        address: 'Office 4, Baner Road',
        city: 'Pune',
        state: 'Maharashtra',
        gstin: '27ABCDE1234F1Z5',
        signatoryName: 'R. K. Patil',
      },
    });
    expect(company.status(), await company.text()).toBe(200);
    const local = `E2E-IN-${stamp()}`;
    const away = `E2E-OUT-${stamp()}`;
    await createQuotations(request, token, [
      quotation(local, 'Local Buyer'),
      quotation(away, 'Bengaluru Buyer', 'Karnataka'),
    ]);
    await loginAs(page, 'admin');

    for (const [quoteNo, state] of [
      [local, 'Maharashtra'],
      [away, 'Karnataka'],
    ] as const) {
      await page.goto('/quotation');
      await page.getByRole('textbox', { name: 'Search' }).fill(quoteNo);
      await page.getByRole('button', { name: `Issue tax invoice for ${quoteNo}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Issue Tax Invoice' });
      // The shipping state is suggested as the place of supply.
      await expect(dialog.getByRole('combobox', { name: 'Place of Supply' })).toHaveValue(state);
      await dialog.getByRole('button', { name: 'Issue Invoice' }).click();
      await expect(page).toHaveURL(/\/InvoiceQuotation\/print\//);
      const sheet = page.getByRole('article');
      await expect(sheet).toContainText(`Place of Supply: ${state}`);
      await expect(sheet).toContainText('Taxable Value');
      // 2700 at 28%: 378 + 378 within the state, 756 IGST outside it.
      if (state === 'Maharashtra') {
        await expect(sheet.getByRole('cell', { name: 'CGST', exact: true })).toBeVisible();
        await expect(sheet.getByRole('cell', { name: 'IGST', exact: true })).toHaveCount(0);
        await expect(sheet.getByRole('cell', { name: '₹378.00' })).toHaveCount(2);
      } else {
        await expect(sheet.getByRole('cell', { name: 'IGST', exact: true })).toBeVisible();
        await expect(sheet.getByRole('cell', { name: 'CGST', exact: true })).toHaveCount(0);
        await expect(sheet.getByRole('cell', { name: '₹756.00' })).toBeVisible();
      }
      await expect(sheet).toContainText('Three Thousand Four Hundred Fifty Six Rupees Only');
    }
    await page.goto('/InvoiceQuotation');
    await expect(page.getByRole('row', { name: new RegExp(away) })).toContainText('IGST');
  });

  test('print pages fit A4, are titled by number and party, and print once; an invoice shows why its total differs', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    const company = await request.put('/api/company', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        name: 'Shree Ganesh Developers',
        address: 'Baner Road',
        state: 'Maharashtra',
        gstin: '27ABCDE1234F1Z5',
      },
    });
    expect(company.status(), await company.text()).toBe(200);
    const quoteNo = `E2E/${stamp()}`;
    const body = quotation(quoteNo, 'Rahul Deshmukh');
    // Long text and crores of rupees: the widest a line table gets.
    body.products = [
      { name: 'Cement', hsn: '2523', qty: 10, unitPrice: 270, cgst: 14, sgst: 14, igst: 0, discount: 10 },
      {
        name: 'Other',
        customName: 'Premium vitrified floor tiles 800x800 double charged, polished, with skirting',
        hsn: '69072100',
        qty: 2500,
        unitPrice: 99_999.99,
        cgst: 9,
        sgst: 9,
        igst: 0,
        discount: 12.5,
      } as (typeof body.products)[number],
    ];
    await createQuotations(request, token, [body]);
    await loginAs(page, 'admin', '/quotation');
    await page.getByRole('textbox', { name: 'Search' }).fill(quoteNo);
    await expect(page.getByText('1 quotation', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: `Print ${quoteNo}` }).click();
    await expect(page.getByRole('article', { name: `Quotation ${quoteNo}` })).toBeVisible();
    // "Save as PDF" offers the title as the file name: no slash in it.
    await expect(page).toHaveTitle(`Quotation ${quoteNo.replace('/', '-')} Rahul Deshmukh`);
    await expect.poll(() => printCount(page)).toBe(1);
    expect(await overflowOnA4(page)).toEqual([]);

    await page.getByRole('link', { name: 'Back to quotations' }).click();
    await expect(page).toHaveTitle('EstateDesk');
    await page.goBack();
    await expect(page.getByRole('article', { name: `Quotation ${quoteNo}` })).toBeVisible();
    await expect(page).toHaveTitle(/^Quotation /);
    // Well past the print delay (0.5 s): the dialog does not open again for a page already printed.
    await page.waitForTimeout(1_200);
    expect(await printCount(page)).toBe(1);

    await page.getByRole('link', { name: 'Back to quotations' }).click();
    await page.getByRole('textbox', { name: 'Search' }).fill(quoteNo);
    await expect(page.getByText('1 quotation', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Issue tax invoice for ${quoteNo}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Issue Tax Invoice' });
    const totals = dialog.getByRole('region', { name: 'Totals' });
    // The quotation (decision 010) taxes 2,700 and 24,99,99,975 before discount, the invoice the discounted values.
    await expect(totals.getByRole('row', { name: /Quotation total/ })).toContainText('₹26,37,53,159.63');
    await expect(totals.getByRole('row', { name: /Invoice total/ })).toContainText('₹25,81,28,084.59');
    await expect(totals).toContainText('Section 15(3)');
    await dialog.getByRole('button', { name: 'Issue Invoice' }).click();
    await expect(page).toHaveURL(/\/InvoiceQuotation\/print\//);
    const sheet = page.getByRole('article', { name: /^Tax invoice / });
    await expect(sheet).toContainText(`Total differs from quotation ${quoteNo} (₹26,37,53,159.63)`);
    await expect(page).toHaveTitle(/^Tax invoice INV-\d{2}-\d{2}-\d{4} Rahul Deshmukh$/);
    await expect.poll(() => printCount(page)).toBe(2);
    expect(await overflowOnA4(page)).toEqual([]);
  });
});
