import { afterAll, beforeAll, expect } from 'vitest';
import { multipartBody } from '../../test/multipart';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

/**
 * A test app with the company in Maharashtra, a supplier inside the state and one outside it, and
 * three materials. Registers its own beforeAll/afterAll; read the fields inside tests.
 */
export function setUpPurchaseFixture() {
  const state = { t: undefined as unknown as TestApp, people: undefined as unknown as TestUsers, invoiceCounter: 0 };
  const ids = { local: '', outside: '', cement: '', steel: '', sand: '' };
  const api = apiOf(() => ({ app: state.t.app, token: state.people.admin.token }));
  async function setCompanyState(companyState: string) {
    const body = multipartBody({ name: 'Shree Ganesh Developers', address: 'Baner Road, Pune', state: companyState });
    const res = await state.t.app.inject({
      method: 'PUT',
      url: '/api/company',
      headers: { ...body.headers, authorization: `Bearer ${state.people.admin.token}` },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  async function addPurchase(overrides: Record<string, unknown> = {}) {
    const res = await api('POST', '/api/purchases/add', {
      supplierId: ids.local,
      invoiceNo: `PCT/${++state.invoiceCounter}`,
      date: '2026-04-10',
      items: [
        { materialId: ids.cement, qty: 120, rate: 385.5, gst: 28 },
        { materialId: ids.steel, qty: 2.345, rate: 61999.99, gst: 18 },
      ],
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.data.purchase;
  }

  beforeAll(async () => {
    state.t = await buildTestApp();
    state.people = await seedUsers(state.t);
    await setCompanyState('Maharashtra');
    const local = await api('POST', '/api/suppliers/add', {
      name: 'Pune Cement Traders',
      contactPerson: 'Nitin Shah',
      mobile: '9822011111',
      gstin: '27AAACP1234F1Z5',
      address: 'Market Yard, Pune',
      state: 'Maharashtra',
      bankName: 'State Bank of India',
      accNo: '30012345678',
      ifsc: 'sbin0001234',
    });
    expect(local.statusCode, local.body).toBe(201);
    const outside = await api('POST', '/api/suppliers/add', {
      name: 'Gujarat Steel Works',
      mobile: '9898011111',
      state: 'Gujarat',
    });
    expect(outside.statusCode, outside.body).toBe(201);
    ids.local = local.data._id;
    ids.outside = outside.data._id;
    for (const [key, m] of [
      ['cement', { name: 'OPC 53 Cement', unit: 'Bag', hsn: '2523', rate: 385.5, gst: 28 }],
      ['steel', { name: 'TMT Bar 12mm', unit: 'Tonne', hsn: '7214', rate: 61999.99, gst: 18 }],
      ['sand', { name: 'River Sand', unit: 'Brass', rate: 6500, gst: 5 }],
    ] as const) {
      const res = await api('POST', '/api/materials/add', m);
      expect(res.statusCode, res.body).toBe(201);
      ids[key] = res.data._id;
    }
  });
  afterAll(() => state.t.close());
  return {
    get t() {
      return state.t;
    },
    get people() {
      return state.people;
    },
    ids,
    api,
    setCompanyState,
    addPurchase,
  };
}
