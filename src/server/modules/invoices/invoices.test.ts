import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { quotationBody } from '../quotations/quotation-fixture';

let t: TestApp;
let people: TestUsers;
beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
});
afterAll(() => t.close());

async function saveCompany(fields: Record<string, string>) {
  const body = multipartBody(fields, []);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/company',
    headers: { ...body.headers, authorization: `Bearer ${people.admin.token}` },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function quotation(over: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', '/api/quotations/create', {
    token: people.admin.token,
    body: quotationBody(over),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.data as { _id: string; quoteNo: string };
}

const issue = (quotationId: string, placeOfSupply: string, token = people.manager.token) =>
  call(t.app, 'POST', '/api/invoiceQuotation/create', { token, body: { quotationId, placeOfSupply } });

describe('tax invoices', () => {
  it('needs a complete company profile (supplier name, address, state, GSTIN)', async () => {
    const q = await quotation();
    const res = await issue(q._id, 'Maharashtra');
    expect(res.statusCode).toBe(409);
    expect(res.data.code).toBe('COMPANY_PROFILE_INCOMPLETE');
    await saveCompany({
      name: 'Shree Ganesh Developers',
      address: 'Office 4, Baner Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411045',
      gstin: '27ABCDE1234F1Z5',
      signatoryName: 'R. K. Patil',
      signatoryTitle: 'Director',
    });
  });

  it('charges CGST + SGST when the place of supply is the supplier’s state', async () => {
    const q = await quotation();
    const res = await issue(q._id, 'maharashtra');
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.data.data;
    expect(invoice).toMatchObject({
      placeOfSupply: 'Maharashtra',
      placeOfSupplyCode: '27',
      supplyType: 'intra',
      quoteNo: q.quoteNo,
      status: 'issued',
      supplier: { name: 'Shree Ganesh Developers', gstin: '27ABCDE1234F1Z5', stateCode: '27' },
      recipient: { name: 'Sai Constructions', gstin: '27ABCDE1234F1Z5', state: 'Maharashtra' },
      signatory: { name: 'R. K. Patil', title: 'Director' },
    });
    // Street first, as on the quotation, although jsonb keeps the parts in its own key order.
    expect(invoice.recipient.address).toBe('12 MG Road, Pune, Maharashtra, India, 411001');
    expect(invoice.invoiceNo).toMatch(/^INV\/\d{2}-\d{2}\/\d{4}$/);
    expect(invoice.invoiceNo.length).toBeLessThanOrEqual(16);
    // Taxable value is net of discount: Cement 2430 at 28% (14 + 14), Bricks 11000 at 5% (IGST rate on the quotation).
    expect(
      invoice.lines.map((l: Record<string, unknown>) => [
        l.name,
        l.unit,
        l.taxableValue,
        l.cgstAmount,
        l.sgstAmount,
        l.igstAmount,
      ]),
    ).toEqual([
      ['Cement', 'Bag', 2430, 340.2, 340.2, 0],
      ['Bricks', 'Thousand', 11000, 275, 275, 0],
    ]);
    expect(invoice.totals).toEqual({ taxableValue: 13430, cgst: 615.2, sgst: 615.2, igst: 0, grandTotal: 14660.4 });
    expect(invoice.amountInWords).toBe('Fourteen Thousand Six Hundred Sixty Rupees and Forty Paise Only');
    // The quotation taxed Cement before its discount: 13430 + 378 + 378 + 550.
    expect(invoice.quotationComparison).toEqual({ quotationTotal: 14736, reasons: ['discount'] });
  });

  it('computes in whole paise and records when the quotation’s total agrees', async () => {
    // 7 × ₹65.35 less 10 % is ₹411.705 exactly: ₹411.71, where floating rupees give ₹411.70.
    const odd = await quotation({
      products: [{ name: 'Sand', hsn: '2505', qty: 7, unitPrice: 65.35, cgst: 0, sgst: 0, igst: 18, discount: 10 }],
    });
    const invoice = (await issue(odd._id, 'Goa')).data.data;
    expect(invoice.lines[0]).toMatchObject({ taxableValue: 411.71, igstAmount: 74.11, total: 485.82 });
    expect(invoice.totals).toEqual({ taxableValue: 411.71, cgst: 0, sgst: 0, igst: 74.11, grandTotal: 485.82 });
    const stored = await call(t.app, 'GET', `/api/invoiceQuotation/${invoice._id}`, { token: people.admin.token });
    expect(stored.data.data.totals.grandTotal).toBe(485.82);

    const plain = await quotation({
      products: [{ name: 'Cement', hsn: '2523', qty: 10, unitPrice: 270, cgst: 14, sgst: 14, igst: 0, discount: 0 }],
    });
    const same = (await issue(plain._id, 'Maharashtra')).data.data;
    expect(same.quotationComparison).toEqual({ quotationTotal: 3456, reasons: [] });
  });

  it('charges IGST when the place of supply is another state', async () => {
    const q = await quotation();
    const invoice = (await issue(q._id, 'Karnataka')).data.data;
    expect(invoice).toMatchObject({ supplyType: 'inter', placeOfSupplyCode: '29' });
    expect(invoice.totals).toEqual({ taxableValue: 13430, cgst: 0, sgst: 0, igst: 1230.4, grandTotal: 14660.4 });
  });

  it('does not invoice a quotation twice, but does after a cancellation that keeps the number', async () => {
    const q = await quotation();
    const first = (await issue(q._id, 'Goa')).data.data;
    const twice = await issue(q._id, 'Goa');
    expect(twice.statusCode).toBe(409);
    expect(twice.data.code).toBe('ALREADY_INVOICED');
    const cancelled = await call(t.app, 'POST', `/api/invoiceQuotation/${first._id}/cancel`, {
      token: people.admin.token,
      body: { reason: 'Wrong place of supply' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.data.data).toMatchObject({
      status: 'cancelled',
      invoiceNo: first.invoiceNo,
      cancelReason: 'Wrong place of supply',
    });
    const again = await call(t.app, 'POST', `/api/invoiceQuotation/${first._id}/cancel`, {
      token: people.admin.token,
      body: { reason: 'again' },
    });
    expect(again.statusCode).toBe(409);
    const reissued = await issue(q._id, 'Maharashtra');
    expect(reissued.statusCode).toBe(201);
    expect(reissued.data.data.invoiceNo).not.toBe(first.invoiceNo);
    const kept = await call(t.app, 'GET', `/api/invoiceQuotation/${first._id}`, { token: people.admin.token });
    expect(kept.data.data.status).toBe('cancelled');
  });

  it('refuses bad input without using up a number', async () => {
    const before = (await call(t.app, 'GET', '/api/invoiceQuotation/list?pageSize=1', { token: people.admin.token }))
      .data;
    const q = await quotation({ products: [] });
    expect((await issue(q._id, 'Maharashtra')).statusCode).toBe(400);
    expect((await issue(q._id, 'Atlantis')).statusCode).toBe(400);
    expect((await issue('00000000-0000-4000-8000-000000000000', 'Goa')).statusCode).toBe(404);
    expect((await issue(q._id, 'Goa', people.executive.token)).statusCode).toBe(403);
    const after = (await call(t.app, 'GET', '/api/invoiceQuotation/list?pageSize=1', { token: people.admin.token }))
      .data;
    expect(after.total).toBe(before.total);
    const next = await issue((await quotation())._id, 'Goa');
    const last = before.invoices[0].invoiceNo as string;
    const serial = (no: string) => Number(no.split('/')[2]);
    expect(serial(next.data.data.invoiceNo)).toBe(serial(last) + 1);
  });

  it('allocates consecutive numbers to 20 concurrent requests: no gap, no duplicate', async () => {
    const before = (await call(t.app, 'GET', '/api/invoiceQuotation/list?pageSize=100', { token: people.admin.token }))
      .data;
    const serial = (no: string) => Number(no.split('/')[2]);
    const highest = Math.max(...before.invoices.map((i: { invoiceNo: string }) => serial(i.invoiceNo)));
    const qs = await Promise.all(Array.from({ length: 20 }, () => quotation()));
    const results = await Promise.all(qs.map((q, i) => issue(q._id, i % 2 ? 'Goa' : 'Maharashtra')));
    for (const r of results) expect(r.statusCode, r.body).toBe(201);
    const serials = results.map((r) => serial(r.data.data.invoiceNo)).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 20 }, (_, i) => highest + 1 + i));
  });

  it('lists newest first with search and paging', async () => {
    const page = (await call(t.app, 'GET', '/api/invoiceQuotation/list?pageSize=5', { token: people.admin.token }))
      .data;
    expect(page.invoices).toHaveLength(5);
    expect(page.pages).toBe(Math.ceil(page.total / 5));
    const serials = page.invoices.map((i: { invoiceNo: string }) => i.invoiceNo);
    expect([...serials].sort().reverse()).toEqual(serials);
    const found = (
      await call(t.app, 'GET', `/api/invoiceQuotation/list?search=${encodeURIComponent(serials[0])}`, {
        token: people.admin.token,
      })
    ).data;
    expect(found.invoices.map((i: { invoiceNo: string }) => i.invoiceNo)).toEqual([serials[0]]);
  });
});
