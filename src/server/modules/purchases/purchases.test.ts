import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { multipartBody, samples } from '../../test/multipart';
import { buildTestApp, call } from '../../test/test-app';
import { seedUsers } from '../../test/users';
import { setUpPurchaseFixture } from './purchase-fixture';

const f = setUpPurchaseFixture();

describe('suppliers and materials', () => {
  it('normalises and lists suppliers, refuses duplicates and a GSTIN of another state', async () => {
    const list = await f.api('GET', '/api/suppliers/list', undefined, f.people.manager.token);
    expect(list.data.suppliers.map((s: { name: string }) => s.name)).toEqual([
      'Gujarat Steel Works',
      'Pune Cement Traders',
    ]);
    expect(list.data.suppliers[1]).toMatchObject({ ifsc: 'SBIN0001234', email: null });
    const dup = await f.api('POST', '/api/suppliers/add', {
      name: 'pune cement traders',
      mobile: '9822011111',
      state: 'Maharashtra',
    });
    expect(dup.statusCode).toBe(409);
    const wrongState = await f.api('POST', '/api/suppliers/add', {
      name: 'X',
      mobile: '9822011111',
      state: 'Gujarat',
      gstin: '27AAACP1234F1Z5',
    });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.data.fields.gstin).toMatch(/Maharashtra/);
    expect(
      (await f.api('POST', '/api/suppliers/add', { name: 'Y', mobile: '9822011111', state: 'Atlantis' })).statusCode,
    ).toBe(400);
  });
  it('edits materials and refuses bad GST rates, rates with fractions of paise, duplicates', async () => {
    const res = await f.api('PUT', `/api/materials/update/${f.ids.sand}`, {
      name: 'River Sand',
      unit: 'Brass',
      rate: 6800,
      gst: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({ rate: 6800, gst: 5, hsn: null });
    expect((await f.api('POST', '/api/materials/add', { name: 'A', unit: 'Kg', rate: 1, gst: 17 })).statusCode).toBe(
      400,
    );
    expect(
      (await f.api('POST', '/api/materials/add', { name: 'A', unit: 'Kg', rate: 1.001, gst: 18 })).statusCode,
    ).toBe(400);
    expect(
      (await f.api('POST', '/api/materials/add', { name: 'A', unit: 'Kg', rate: 1, gst: 18, hsn: '12' })).statusCode,
    ).toBe(400);
    expect(
      (await f.api('POST', '/api/materials/add', { name: 'opc 53 cement', unit: 'bag', rate: 1, gst: 28 })).statusCode,
    ).toBe(409);
    expect(
      (await f.api('PUT', `/api/materials/update/${randomUUID()}`, { name: 'Q', unit: 'Kg', rate: 1, gst: 5 }))
        .statusCode,
    ).toBe(404);
  });
});

describe('purchases', () => {
  it('computes CGST + SGST for a supplier in the company’s state, ignoring any totals sent', async () => {
    const purchase = await f.addPurchase({ total: 1, subtotal: 1 });
    expect(purchase).toMatchObject({
      supplyType: 'intra',
      subtotal: 191_649.98,
      cgst: 19_561.5,
      sgst: 19_561.5,
      igst: 0,
      tax: 39_123,
      total: 230_772.98,
      paid: 0,
      balance: 230_772.98,
      payments: [],
    });
    expect(purchase.items[0]).toMatchObject({
      materialName: 'OPC 53 Cement',
      unit: 'Bag',
      taxable: 46260,
      cgst: 6476.4,
    });
    expect(purchase.items[1]).toMatchObject({ qty: 2.345, taxable: 145_389.98, cgst: 13_085.1, total: 171_560.18 });
  });
  it('charges IGST to a supplier from another state', async () => {
    const purchase = await f.addPurchase({
      supplierId: f.ids.outside,
      items: [{ materialId: f.ids.steel, qty: 1, rate: 60000, gst: 18 }],
    });
    expect(purchase).toMatchObject({ supplyType: 'inter', cgst: 0, sgst: 0, igst: 10_800, total: 70_800 });
  });
  it('refuses bad bills with a clear message and saves nothing', async () => {
    const before = (await f.api('GET', '/api/purchases/list')).data.total;
    const line = { materialId: f.ids.cement, qty: 1, rate: 1, gst: 28 };
    const bad: [Record<string, unknown>, number][] = [
      [{ items: [] }, 400],
      [{ supplierId: randomUUID() }, 400],
      [{ items: [{ ...line, materialId: randomUUID() }] }, 400],
      [{ items: [{ ...line, qty: 0 }] }, 400],
      [{ items: [{ ...line, qty: 1.0001 }] }, 400],
      [{ items: [{ ...line, gst: 19 }] }, 400],
      [{ date: '2999-01-01' }, 400],
      [{ date: '10/04/2026' }, 400],
      [{ invoiceNo: '' }, 400],
      [{ items: [{ ...line, qty: 10_000_000, rate: 999_999_999 }] }, 400],
      [{ invoiceNo: 'PCT/1' }, 409],
      [{ invoiceNo: 'pct/1' }, 409],
    ];
    for (const [change, status] of bad) {
      const res = await f.api('POST', '/api/purchases/add', {
        supplierId: f.ids.local,
        invoiceNo: 'NEW/1',
        date: '2026-04-10',
        items: [line],
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change) + res.body).toBe(status);
      expect(res.data.message).toBeTruthy();
    }
    expect((await f.api('GET', '/api/purchases/list')).data.total).toBe(before);
  });
  it('needs the company’s state to decide the tax', async () => {
    const fresh = await buildTestApp();
    try {
      const admin = (await seedUsers(fresh)).admin;
      const s = await call(fresh.app, 'POST', '/api/suppliers/add', {
        token: admin.token,
        body: { name: 'S', mobile: '9822011111', state: 'Goa' },
      });
      const m = await call(fresh.app, 'POST', '/api/materials/add', {
        token: admin.token,
        body: { name: 'M', unit: 'Kg', rate: 1, gst: 5 },
      });
      const res = await call(fresh.app, 'POST', '/api/purchases/add', {
        token: admin.token,
        body: {
          supplierId: s.data._id,
          invoiceNo: '1',
          date: '2026-04-01',
          items: [{ materialId: m.data._id, qty: 1, rate: 1, gst: 5 }],
        },
      });
      expect(res.statusCode).toBe(409);
      expect(res.data.code).toBe('COMPANY_STATE_MISSING');
    } finally {
      await fresh.close();
    }
  });
  it('edits a bill and recomputes it; deletes an unpaid one with its files', async () => {
    const bill = await f.addPurchase();
    const edited = await f.api('PUT', `/api/purchases/update/${bill._id}`, {
      supplierId: f.ids.outside,
      invoiceNo: bill.invoiceNo,
      date: '2026-04-11',
      items: [{ materialId: f.ids.cement, qty: 10, rate: 400, gst: 28 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.data.purchase).toMatchObject({ supplyType: 'inter', subtotal: 4000, igst: 1120, total: 5120 });
    expect(edited.data.purchase.items).toHaveLength(1);

    const body = multipartBody({}, [
      { field: 'bill', filename: 'bill-page1.pdf', content: samples.pdf },
      { field: 'bill', filename: 'bill-page2.jpg', content: samples.jpeg },
    ]);
    const attached = await f.t.app.inject({
      method: 'POST',
      url: `/api/purchases/${bill._id}/attachments`,
      headers: { ...body.headers, authorization: `Bearer ${f.people.manager.token}` },
      payload: body.payload,
    });
    expect(attached.statusCode, attached.body).toBe(201);
    const files = attached.json().purchase.attachments;
    expect(files.map((f: { name: string }) => f.name)).toEqual(['bill-page1.pdf', 'bill-page2.jpg']);
    const exe = multipartBody({}, [{ field: 'bill', filename: 'x.exe', content: samples.exe }]);
    const refused = await f.t.app.inject({
      method: 'POST',
      url: `/api/purchases/${bill._id}/attachments`,
      headers: { ...exe.headers, authorization: `Bearer ${f.people.admin.token}` },
      payload: exe.payload,
    });
    expect(refused.statusCode).toBe(415);
    const unattached = await f.api('DELETE', `/api/purchases/${bill._id}/attachments/${files[1]._id}`);
    expect(unattached.data.purchase.attachments).toHaveLength(1);

    expect((await f.api('DELETE', `/api/purchases/delete/${bill._id}`)).statusCode).toBe(200);
    expect((await f.api('GET', `/api/purchases/${bill._id}`)).statusCode).toBe(404);
    const file = await f.t.app.inject({
      method: 'GET',
      url: files[0].url,
      headers: { authorization: `Bearer ${f.people.admin.token}` },
    });
    expect(file.statusCode).toBe(404);
  });
  it('filters the list by supplier, dates, status and invoice number, with totals over all pages', async () => {
    const list = await f.api('GET', `/api/purchases/list?supplierId=${f.ids.outside}`);
    expect(list.data.purchases.every((p: { supplier: { _id: string } }) => p.supplier._id === f.ids.outside)).toBe(
      true,
    );
    await f.addPurchase({
      invoiceNo: 'MAR/77',
      date: '2026-03-15',
      items: [{ materialId: f.ids.sand, qty: 1, rate: 100, gst: 5 }],
    });
    const march = await f.api('GET', '/api/purchases/list?from=2026-03-01&to=2026-03-31');
    expect(march.data.purchases.map((p: { invoiceNo: string }) => p.invoiceNo)).toEqual(['MAR/77']);
    expect(march.data.totals).toEqual({ total: 105, paid: 0, balance: 105 });
    expect((await f.api('GET', '/api/purchases/list?search=mar/7')).data.total).toBe(1);
    const due = await f.api('GET', '/api/purchases/list?status=due&pageSize=1');
    const all = await f.api('GET', '/api/purchases/list?pageSize=100');
    const dueCount = all.data.purchases.filter((p: { balance: number }) => p.balance > 0).length;
    expect(due.data.total).toBe(dueCount);
    expect(due.data.purchases).toHaveLength(1);
    const paid = await f.api('GET', '/api/purchases/list?status=paid');
    expect(paid.data.total + dueCount).toBe(all.data.total);
    expect((await f.api('GET', '/api/purchases/list?from=2026-04-02&to=2026-04-01')).statusCode).toBe(400);
    const supplier = await f.api('GET', `/api/purchases/by-supplier/${f.ids.outside}`);
    expect(supplier.statusCode).toBe(200);
    expect(supplier.data.supplier.name).toBe('Gujarat Steel Works');
    expect(supplier.data.total).toBe(list.data.total);
    expect((await f.api('GET', `/api/purchases/by-supplier/${randomUUID()}`)).statusCode).toBe(404);
  });
  it('shows per-supplier purchases, paid and outstanding, by month and by material', async () => {
    const dash = await f.api('GET', '/api/purchases/dashboard?from=2026-03-01&to=2026-03-31');
    expect(dash.statusCode, dash.body).toBe(200);
    expect(dash.data).toEqual({
      suppliers: [
        {
          _id: f.ids.local,
          name: 'Pune Cement Traders',
          purchases: 105,
          bills: 1,
          paid: 0,
          outstanding: 105,
          lastPurchase: '2026-03-15',
        },
      ],
      totals: { purchases: 105, bills: 1, paid: 0, outstanding: 105 },
      byMonth: [{ month: '2026-03', total: 105 }],
      byMaterial: [{ materialId: f.ids.sand, name: 'River Sand', unit: 'Brass', qty: 1, total: 100 }],
    });
    const all = await f.api('GET', '/api/purchases/dashboard');
    const list = await f.api('GET', '/api/purchases/list?pageSize=100');
    expect(all.data.totals.purchases).toBe(list.data.totals.total);
    expect(all.data.totals.paid).toBe(list.data.totals.paid);
    expect(all.data.byMonth.map((m: { month: string }) => m.month)).toEqual(['2026-03', '2026-04']);
  });

  it('will not delete a supplier or material in use, deletes unused ones', async () => {
    const supplier = await f.api('DELETE', `/api/suppliers/delete/${f.ids.local}`);
    expect(supplier.statusCode).toBe(409);
    expect(supplier.data.message).toMatch(/purchases recorded and cannot be deleted/);
    const material = await f.api('DELETE', `/api/materials/delete/${f.ids.cement}`);
    expect(material.statusCode).toBe(409);
    expect(material.data.message).toMatch(/cannot be deleted/);
    const unused = await f.api('POST', '/api/materials/add', {
      name: 'Fly Ash Bricks',
      unit: 'Nos',
      rate: 7.5,
      gst: 5,
    });
    expect((await f.api('DELETE', `/api/materials/delete/${unused.data._id}`)).statusCode).toBe(200);
    expect((await f.api('DELETE', `/api/materials/delete/${unused.data._id}`)).statusCode).toBe(404);
    const spare = await f.api('POST', '/api/suppliers/add', {
      name: 'Unused Supplier',
      mobile: '9822033333',
      state: 'Goa',
    });
    expect((await f.api('DELETE', `/api/suppliers/delete/${spare.data._id}`)).statusCode).toBe(200);
  });
  it('is closed to executives', async () => {
    expect((await f.api('GET', '/api/purchases/list', undefined, f.people.executive.token)).statusCode).toBe(403);
    expect((await f.api('GET', '/api/materials/list', undefined, f.people.executive.token)).statusCode).toBe(403);
  });
});
