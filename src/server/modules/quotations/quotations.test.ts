import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { quotationBody } from './quotation-fixture';

let t: TestApp;
let people: TestUsers;
beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
});
afterAll(() => t.close());

const as = (token: string) => ({
  get: (url: string) => call(t.app, 'GET', url, { token }),
  post: (url: string, body: unknown) => call(t.app, 'POST', url, { token, body }),
  put: (url: string, body: unknown) => call(t.app, 'PUT', url, { token, body }),
  del: (url: string) => call(t.app, 'DELETE', url, { token }),
});

async function create(over: Record<string, unknown> = {}) {
  const res = await as(people.manager.token).post('/api/quotations/create', quotationBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.data.data;
}

describe('quotations CRUD', () => {
  it('creates, reads back, updates and deletes a quotation', async () => {
    const admin = as(people.admin.token);
    const made = await create({ quoteNo: 'CRUD-1' });
    expect(made).toMatchObject({ quoteNo: 'CRUD-1', name: 'Sai Constructions', branchtype: 'Residential' });
    expect(made.bank).toEqual(quotationBody().bank);
    expect(made.products[0]).toMatchObject({ name: 'Cement', customName: '', qty: 10, unitPrice: 270 });

    const got = await admin.get(`/api/quotations/featch/${made._id}`);
    expect(got.statusCode).toBe(200);
    expect(got.data.data).toEqual(made);

    const updated = await admin.put(`/api/quotations/update/${made._id}`, {
      ...quotationBody({ quoteNo: 'CRUD-1A', name: 'Sai Infra' }),
      products: [
        {
          name: 'Other',
          customName: 'Paver blocks',
          hsn: '6810',
          qty: '4',
          unitPrice: '250',
          cgst: 9,
          sgst: 9,
          igst: 0,
          discount: '',
        },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.data.data).toMatchObject({ quoteNo: 'CRUD-1A', name: 'Sai Infra' });
    expect(updated.data.data.products).toEqual([
      {
        name: 'Other',
        customName: 'Paver blocks',
        hsn: '6810',
        qty: 4,
        unitPrice: 250,
        cgst: 9,
        sgst: 9,
        igst: 0,
        discount: 0,
      },
    ]);
    expect(updated.data.data.total).toEqual({
      totalAmountBeforeTax: 1000,
      totalCGST: 90,
      totalSGST: 90,
      totalIGST: 0,
      grandTotal: 1180,
    });

    const deleted = await admin.del(`/api/quotations/delete/${made._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.data.message).toBe('Quotation CRUD-1A has been deleted.');
    expect((await admin.get(`/api/quotations/featch/${made._id}`)).statusCode).toBe(404);
    expect((await admin.del(`/api/quotations/delete/${made._id}`)).statusCode).toBe(404);
    expect((await admin.put(`/api/quotations/update/${made._id}`, quotationBody())).statusCode).toBe(404);
  });

  it('recomputes the totals itself and ignores a tampered total and date', async () => {
    const made = await create({
      total: { totalAmountBeforeTax: 1, totalCGST: 0, totalSGST: 0, totalIGST: 0, grandTotal: 1 },
      date: '1999-01-01',
      _id: '00000000-0000-0000-0000-000000000000',
    });
    // Cement: 2700 − 10% = 2430, CGST/SGST 14% of 2700 (pre-discount, decision 010); Bricks 11000 + IGST 5%.
    expect(made.total).toEqual({
      totalAmountBeforeTax: 13430,
      totalCGST: 378,
      totalSGST: 378,
      totalIGST: 550,
      grandTotal: 14736,
    });
    expect(made._id).not.toBe('00000000-0000-0000-0000-000000000000');
    expect(made.date.startsWith('1999')).toBe(false);
  });

  it('refuses a duplicate quotation number with 409, whatever its case', async () => {
    await create({ quoteNo: 'DUP-7' });
    const again = await as(people.admin.token).post('/api/quotations/create', quotationBody({ quoteNo: 'dup-7' }));
    expect(again.statusCode).toBe(409);
    expect(again.data).toMatchObject({ code: 'DUPLICATE_QUOTE_NO', fields: { quoteNo: expect.any(String) } });
    const other = await create({ quoteNo: 'DUP-8' });
    const clash = await as(people.admin.token).put(
      `/api/quotations/update/${other._id}`,
      quotationBody({ quoteNo: 'DUP-7' }),
    );
    expect(clash.statusCode).toBe(409);
  });

  it('explains bad input with 400 and field messages, and stores nothing', async () => {
    const before = (await as(people.admin.token).get('/api/quotations/featch')).data.length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ products: [{ ...quotationBody().products[0], qty: 'ten' }] }, 'products.0.qty', 'Quantity must be a number.'],
      [{ products: [{ ...quotationBody().products[0], cgst: 140 }] }, 'products.0.cgst', 'CGST % must be at most 100.'],
      [
        { products: [{ ...quotationBody().products[0], unitPrice: -5 }] },
        'products.0.unitPrice',
        'Unit price must be at least 0.',
      ],
      [{ gstin: '27ABCDE1234' }, 'gstin', 'GSTIN must be 15 characters, like 27ABCDE1234F1Z5.'],
      [{ valid: 'next week' }, 'valid', 'Valid Until must be a date like 2026-04-01.'],
      [{ valid: '2026-02-30' }, 'valid', 'Valid Until is not a real date.'],
      [{ branchtype: 'Industrial' }, 'branchtype', 'Branch Detail must be Residential or Commercial.'],
      [{ quoteNo: '  ' }, 'quoteNo', 'Quotation No is required.'],
      [{ mobile: '12345' }, 'mobile', 'Lead Mobile No must be 10 digits starting with 6, 7, 8 or 9.'],
      [
        { products: [{ ...quotationBody().products[0], name: 'Other', customName: '' }] },
        'products.0.customName',
        'Enter the product name for Other.',
      ],
    ];
    for (const [over, field, message] of cases) {
      const res = await as(people.admin.token).post('/api/quotations/create', quotationBody(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.data.fields?.[field], JSON.stringify(res.data)).toBe(message);
    }
    const huge = await as(people.admin.token).post(
      '/api/quotations/create',
      quotationBody({ products: [{ ...quotationBody().products[0], qty: 10_000_000, unitPrice: 1_000_000_000 }] }),
    );
    expect(huge.statusCode).toBe(400);
    expect((await as(people.admin.token).get('/api/quotations/featch')).data.length).toBe(before);
    expect((await as(people.admin.token).get('/api/quotations/featch/not-a-uuid')).statusCode).toBe(400);
  });

  it('accepts an empty GSTIN and a mobile written with +91', async () => {
    const made = await create({ gstin: '', mobile: '+91 98765 43210' });
    expect(made).toMatchObject({ gstin: '', mobile: '9876543210' });
  });

  it('is for administrators and managers only', async () => {
    expect((await as(people.executive.token).get('/api/quotations/featch')).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/quotations/featch')).statusCode).toBe(401);
  });
});

describe('quotation numbers', () => {
  it('suggests the current financial year and the next free number', async () => {
    t.clock.now = new Date('2024-06-15T06:00:00Z');
    const first = await as(people.admin.token).get('/api/quotations/next-number');
    expect(first.data.quoteNo).toBe('24-25/001');
    await create({ quoteNo: '24-25/001' });
    await create({ quoteNo: '24-25/005' });
    await create({ quoteNo: '23-24/900' });
    expect((await as(people.admin.token).get('/api/quotations/next-number')).data.quoteNo).toBe('24-25/006');
    t.clock.now = new Date();
  });
});

describe('the list endpoint', () => {
  beforeAll(async () => {
    const at = async (iso: string, over: Record<string, unknown>) => {
      t.clock.now = new Date(iso);
      await create(over);
    };
    // Created in date order: newest first must then be the reverse.
    const made = {
      april: await at('2023-04-01T00:30:00+05:30', {
        quoteNo: 'L-APR',
        name: 'Patil Builders',
        mobile: '9000000001',
        type: 'Retail',
      }),
      may: await at('2023-05-10T12:00:00+05:30', {
        quoteNo: 'L-MAY',
        name: 'Kulkarni & Sons',
        mobile: '9000000002',
        type: 'wholesale',
      }),
      june: await at('2023-06-30T23:59:00+05:30', {
        quoteNo: 'L-JUN',
        name: 'patil infra',
        mobile: '9123456789',
        type: 'Retail',
      }),
      under: await at('2023-07-01T10:00:00+05:30', {
        quoteNo: 'L_100%',
        name: 'Desai',
        mobile: '9000000004',
        type: 'Retailer',
      }),
    };
    expect(Object.keys(made)).toHaveLength(4);
    t.clock.now = new Date();
  });
  const list = async (query: string) => {
    const res = await as(people.admin.token).get(`/api/quotations/featch?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.data;
  };
  const quoteNos = (page: { quotations: { quoteNo: string }[] }) => page.quotations.map((q) => q.quoteNo);

  it('without parameters answers every quotation as an array, newest first', async () => {
    const all = await as(people.admin.token).get('/api/quotations/featch');
    expect(Array.isArray(all.data)).toBe(true);
    const ours = all.data.filter((q: { quoteNo: string }) => q.quoteNo.startsWith('L'));
    expect(ours.map((q: { quoteNo: string }) => q.quoteNo)).toEqual(['L_100%', 'L-JUN', 'L-MAY', 'L-APR']);
  });

  it('searches case-insensitively over quote number, name and mobile', async () => {
    expect(quoteNos(await list('search=PATIL'))).toEqual(['L-JUN', 'L-APR']);
    expect(quoteNos(await list('search=l-ma'))).toEqual(['L-MAY']);
    expect(quoteNos(await list('search=234567'))).toEqual(['L-JUN']);
    expect(quoteNos(await list('search=%25'))).toEqual(['L_100%']);
    expect(quoteNos(await list('search=L_'))).toEqual(['L_100%']);
  });

  it('matches the type exactly, ignoring case', async () => {
    expect(quoteNos(await list('type=retail&from=2023-04-01&to=2023-07-31'))).toEqual(['L-JUN', 'L-APR']);
    expect(quoteNos(await list('type=WHOLESALE'))).toEqual(['L-MAY']);
  });

  it('includes both date bounds, in India’s dates', async () => {
    expect(quoteNos(await list('from=2023-04-01&to=2023-06-30'))).toEqual(['L-JUN', 'L-MAY', 'L-APR']);
    expect(quoteNos(await list('from=2023-05-10&to=2023-05-10'))).toEqual(['L-MAY']);
    expect(quoteNos(await list('from=2023-07-01&to=2023-07-31'))).toEqual(['L_100%']);
    expect(quoteNos(await list('to=2023-04-01&search=L-'))).toEqual(['L-APR']);
  });

  it('pages 10 at a time by default and reports the page count', async () => {
    const page = await list('from=2023-04-01&to=2023-07-31&page=1&pageSize=3');
    expect(page).toMatchObject({ total: 4, page: 1, pages: 2 });
    expect(page.quotations).toHaveLength(3);
    const second = await list('from=2023-04-01&to=2023-07-31&page=2&pageSize=3');
    expect(quoteNos(second)).toEqual(['L-APR']);
    expect((await list('page=1')).quotations.length).toBeLessThanOrEqual(10);
    expect(await list('search=nothing-like-this')).toEqual({ quotations: [], total: 0, page: 1, pages: 1 });
  });

  it('refuses bad filter values with 400', async () => {
    for (const q of ['from=31-12-2031', 'page=0', 'page=abc', 'pageSize=1000', 'to=2023-13-01']) {
      const res = await as(people.admin.token).get(`/api/quotations/featch?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });
});
