import { expect, type Page, test } from '@playwright/test';
import { loginAs, readUsers } from './fixtures/login';

/** Purchases need the company's state (CGST + SGST or IGST); a fresh install may not have one yet. */
async function ensureCompanyState(page: Page) {
  const admin = readUsers().admin;
  const login = await page.request.post('/api/auth/login-email', {
    data: { email: admin.email, password: admin.password },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const company = (await (await page.request.get('/api/company', { headers })).json()) as {
    company: { state: string };
  };
  if (!company.company.state) {
    const saved = await page.request.put('/api/company', {
      headers,
      multipart: { name: 'Shree Ganesh Developers', address: 'Baner Road, Pune', state: 'Maharashtra' },
    });
    expect(saved.ok()).toBeTruthy();
  }
  return headers;
}

test.describe('purchase', () => {
  test('adds a material and a two-line purchase, pays part, and the supplier dashboard moves', {
    tag: '@india-day',
  }, async ({ page }) => {
    const stamp = `${Date.now()}`.slice(-6);
    const headers = await ensureCompanyState(page);
    const supplierName = `Pune Cement Traders ${stamp}`;
    const supplier = await page.request.post('/api/suppliers/add', {
      headers,
      data: { name: supplierName, mobile: '9822011111', state: 'Gujarat' },
    });
    expect(supplier.ok()).toBeTruthy();
    const sand = await page.request.post('/api/materials/add', {
      headers,
      data: { name: `River Sand ${stamp}`, unit: 'Brass', rate: 6500, gst: 5 },
    });
    expect(sand.ok()).toBeTruthy();

    await loginAs(page, 'admin', '/add-material');
    await page.getByRole('button', { name: 'Add Material' }).first().click();
    const material = page.getByRole('dialog', { name: 'Add Material' });
    await material.getByLabel('Material name').fill(`OPC 53 Cement ${stamp}`);
    await material.getByRole('combobox', { name: 'Unit' }).fill('Bag');
    await material.getByLabel('HSN').fill('2523');
    await material.getByLabel('Default rate (₹, before GST)').fill('385.50');
    await material.getByRole('combobox', { name: 'GST rate' }).click();
    await page.getByRole('option', { name: '28 %', exact: true }).click();
    await material.getByRole('button', { name: 'Add Material' }).click();
    await expect(material).toBeHidden();
    await expect(page.getByRole('table', { name: 'Materials' }).getByText(`OPC 53 Cement ${stamp}`)).toBeVisible();

    await page.goto('/purchase');
    await page.getByRole('button', { name: 'Add Purchase' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Purchase' });
    await form.getByRole('combobox', { name: 'Supplier' }).click();
    await page.getByRole('option', { name: new RegExp(supplierName) }).click();
    await form.getByLabel('Invoice number').fill(`PCT/${stamp}`);
    // Bill dated 3 Nov 2026, typed day first; the dashboard range below finds it by that date.
    const billDate = form.getByRole('textbox', { name: 'Invoice date' });
    await billDate.fill('03/11/2026');
    await billDate.press('Escape');
    await expect(billDate).toHaveValue('03/11/2026');
    await form.getByRole('combobox', { name: 'Material of line 1' }).click();
    await page.getByRole('option', { name: `OPC 53 Cement ${stamp} (Bag)` }).click();
    await form.getByRole('textbox', { name: 'Quantity of line 1' }).fill('100');
    await form.getByRole('button', { name: 'Add line' }).click();
    await form.getByRole('combobox', { name: 'Material of line 2' }).click();
    await page.getByRole('option', { name: `River Sand ${stamp} (Brass)` }).click();
    await form.getByRole('textbox', { name: 'Quantity of line 2' }).fill('2');
    // Gujarat against Maharashtra: IGST. 100 × 385.50 × 1.28 + 2 × 6,500 × 1.05 = 49,344 + 13,650.
    await expect(form.getByLabel('IGST ₹11,444.00')).toBeVisible();
    await expect(form.getByLabel('Total ₹62,994.00')).toBeVisible();
    await form.getByRole('button', { name: 'Save Purchase' }).click();
    await expect(form).toBeHidden();

    const drawer = page.getByRole('dialog', { name: 'Purchase' });
    await expect(drawer.getByText(`Invoice PCT/${stamp}`)).toBeVisible();
    await drawer.getByRole('button', { name: 'Pay' }).click();
    const pay = page.getByRole('dialog', { name: new RegExp(`Pay ${supplierName}`) });
    await pay.getByLabel('Amount (₹)').fill('20000');
    await pay.getByLabel('Reference (UTR / transaction id)').fill(`UTR${stamp}`);
    await pay.getByRole('button', { name: 'Record Payment' }).click();
    await expect(pay).toBeHidden();
    await expect(drawer.getByText('₹42,994.00')).toBeVisible();

    // Editing from the drawer: the form opens above it and its Save button is reachable.
    await drawer.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: `Edit purchase PCT/${stamp}` });
    await edit.getByLabel('Invoice number').fill(`PCT/${stamp}-R`);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(drawer.getByText(`Invoice PCT/${stamp}-R`)).toBeVisible();
    await expect(drawer.getByText('₹42,994.00')).toBeVisible();

    await page.goto('/supplier-dashboard');
    await page.getByRole('button', { name: 'All dates' }).first().click();
    const row = page.getByRole('table', { name: 'Suppliers' }).getByRole('row', { name: new RegExp(supplierName) });
    await expect(row).toContainText('₹62,994.00');
    await expect(row).toContainText('₹20,000.00');
    await expect(row).toContainText('₹42,994.00');
    // 04/11 read day first is after the bill; read month first (11 April) it would still include it.
    const from = page.getByRole('textbox', { name: 'From', exact: true });
    await from.fill('04/11/2026');
    await from.press('Escape');
    await expect(row).toBeHidden();
    await from.fill('03/11/2026');
    await from.press('Escape');
    await expect(row).toContainText('₹62,994.00');
  });

  test('deletes a payment and a bill attachment from the drawer, each after a confirmation', async ({ page }) => {
    const stamp = `${Date.now()}`.slice(-6);
    const headers = await ensureCompanyState(page);
    const supplier = await page.request.post('/api/suppliers/add', {
      headers,
      data: { name: `Deccan Steel ${stamp}`, mobile: '9822022222', state: 'Maharashtra' },
    });
    const material = await page.request.post('/api/materials/add', {
      headers,
      data: { name: `TMT Bar ${stamp}`, unit: 'Kg', rate: 60, gst: 18 },
    });
    const added = await page.request.post('/api/purchases/add', {
      headers,
      data: {
        supplierId: (await supplier.json())._id,
        invoiceNo: `DS/${stamp}`,
        date: '2026-04-10',
        items: [{ materialId: (await material.json())._id, qty: 100, rate: 60, gst: 18 }],
      },
    });
    expect(added.ok()).toBeTruthy();
    const id = (await added.json()).purchase._id as string;
    const paid = await page.request.post(`/api/purchases/${id}/pay`, {
      headers,
      data: { amount: 2000, date: '2026-04-12', mode: 'rtgs', reference: `UTR${stamp}` },
    });
    expect(paid.ok()).toBeTruthy();
    const attached = await page.request.post(`/api/purchases/${id}/attachments`, {
      headers,
      multipart: {
        bill: { name: `bill-${stamp}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      },
    });
    expect(attached.ok()).toBeTruthy();

    await loginAs(page, 'admin', '/purchase');
    await page.getByRole('button', { name: `DS/${stamp}`, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Purchase' });
    await expect(drawer.getByText('₹5,080.00')).toBeVisible();

    await drawer.getByRole('button', { name: 'Delete payment of ₹2,000.00' }).click();
    const ask = page.getByRole('dialog', { name: 'Delete payment' });
    await expect(ask).toContainText('Delete the payment of ₹2,000.00 dated 12/04/2026?');
    await ask.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Payment deleted successfully.')).toBeVisible();
    await expect(drawer.getByText('Nothing paid yet.')).toBeVisible();
    await expect(drawer.getByText('₹7,080.00').first()).toBeVisible();

    await drawer.getByRole('button', { name: `Delete bill-${stamp}.pdf` }).click();
    await page.getByRole('dialog', { name: 'Delete attachment' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Attachment deleted successfully.')).toBeVisible();
    await expect(drawer.getByText('No files attached.')).toBeVisible();
  });
});
