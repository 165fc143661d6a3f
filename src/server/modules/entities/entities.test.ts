import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityHistory } from '../../db/schema/entities';
import { fileAccessLog } from '../../db/schema/files';
import { multipartBody, samples } from '../../test/multipart';
import { apiOf, buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

let t: TestApp;
let people: TestUsers;
beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
});
afterAll(() => t.close());

const buyer = {
  type: 'customer',
  name: 'Ravi Kulkarni',
  mobile: '+91 98220 12345',
  email: 'Ravi.K@example.in',
  pan: 'abcpk1234d',
  address: 'Flat 12, Kothrud, Pune',
  project: 'Shree Heights',
  wing: 'B',
  flatNo: '704',
  floor: '7',
  carpetArea: 652.5,
  agreementValue: 4_850_000,
};

const api = apiOf(() => ({ app: t.app, token: people.admin.token }));

async function addEntity(overrides: Record<string, unknown> = {}) {
  const res = await api('POST', '/api/entities', { ...buyer, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.entity as { _id: string; [k: string]: unknown };
}

async function history(id: string) {
  const res = await api('GET', `/api/entities/history/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.data.history as { action: string; summary: string; changes: unknown[]; by: { name: string } }[];
}

describe('entities', () => {
  it('adds a flat buyer with normalised fields and records who created it', async () => {
    const entity = await addEntity();
    expect(entity).toMatchObject({
      type: 'customer',
      mobile: '9822012345',
      email: 'ravi.k@example.in',
      pan: 'ABCPK1234D',
      gstin: null,
      carpetArea: 652.5,
      agreementValue: 4_850_000,
      documents: [],
    });
    const [created] = await history(entity._id);
    expect(created).toMatchObject({ action: 'created', by: { name: 'Asha Admin' } });
    expect(created?.changes).toContainEqual({ field: 'Agreement value', from: null, to: '₹48,50,000.00' });
  });

  it('refuses bad input with field messages and saves nothing', async () => {
    const before = (await api('GET', '/api/entities?pageSize=100')).data.total;
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'tenant' }, 'type'],
      [{ name: '  ' }, 'name'],
      [{ mobile: '12345' }, 'mobile'],
      [{ pan: 'ABC' }, 'pan'],
      [{ gstin: '27ABC' }, 'gstin'],
      [{ agreementValue: -1 }, 'agreementValue'],
      [{ agreementValue: 10.555 }, 'agreementValue'],
      [{ agreementValue: '48 lakh' }, 'agreementValue'],
      [{ flatNo: '' }, 'flatNo'],
      [{ project: undefined }, 'project'],
    ];
    for (const [change, field] of cases) {
      const res = await api('POST', '/api/entities', { ...buyer, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.data.fields ?? {}), JSON.stringify(change)).toContain(field);
    }
    expect((await api('GET', '/api/entities?pageSize=100')).data.total).toBe(before);
  });

  it('keeps flat fields only for flat buyers; other parties need no project', async () => {
    const owner = await addEntity({ type: 'land_owner', name: 'Sakharam Jadhav', project: 'X', flatNo: '1' });
    expect(owner).toMatchObject({ type: 'land_owner', project: null, flatNo: null, agreementValue: 4_850_000 });
  });

  it('lists by type with search, paging and per-type counts', async () => {
    await addEntity({ type: 'contractor', name: 'Om Sai Constructions', project: null, flatNo: null });
    await addEntity({ type: 'channel_partner', name: 'Anand Realty', project: null, flatNo: null });
    await addEntity({ name: 'Meera Deshpande', flatNo: '1102', mobile: '9890011122' });
    const customers = await api('GET', '/api/entities?type=customer');
    expect(customers.statusCode).toBe(200);
    expect(customers.data.entities.map((e: { name: string }) => e.name)).toEqual(['Meera Deshpande', 'Ravi Kulkarni']);
    expect(customers.data.counts).toMatchObject({
      customer: 2,
      contractor: 1,
      channel_partner: 1,
      land_owner: 1,
      other: 0,
    });
    const found = await api('GET', '/api/entities?search=1102');
    expect(found.data.entities.map((e: { name: string }) => e.name)).toEqual(['Meera Deshpande']);
    const byMobile = await api('GET', '/api/entities?search=98900');
    expect(byMobile.data.total).toBe(1);
    const wildcard = await api('GET', '/api/entities?search=%25');
    expect(wildcard.data.total).toBe(0);
    const page = await api('GET', '/api/entities?pageSize=2&page=2');
    expect(page.data).toMatchObject({ total: 5, page: 2, pages: 3 });
    expect(page.data.entities).toHaveLength(2);
    expect((await api('GET', '/api/entities?type=tenant')).statusCode).toBe(400);
    expect((await api('GET', '/api/entities?pageSize=1000')).statusCode).toBe(400);
  });

  it('records every changed field on edit as old → new, and nothing for an unchanged save', async () => {
    const entity = await addEntity({ name: 'Sunil Patil', flatNo: '305' });
    const res = await api(
      'PUT',
      `/api/entities/${entity._id}`,
      { ...buyer, name: 'Sunil Patil', flatNo: '306', agreementValue: 5_000_000, email: '' },
      people.manager.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.entity).toMatchObject({ flatNo: '306', email: null, agreementValue: 5_000_000 });
    const same = await api('PUT', `/api/entities/${entity._id}`, {
      ...buyer,
      name: 'Sunil Patil',
      flatNo: '306',
      agreementValue: 5_000_000,
      email: null,
    });
    expect(same.statusCode).toBe(200);
    const rows = await history(entity._id);
    expect(rows.map((r) => r.action)).toEqual(['updated', 'created']);
    expect(rows[0]?.by.name).toBe('Manoj Manager');
    expect(rows[0]?.changes).toEqual([
      { field: 'Email', from: 'ravi.k@example.in', to: null },
      { field: 'Flat number', from: '305', to: '306' },
      { field: 'Agreement value', from: '₹48,50,000.00', to: '₹50,00,000.00' },
    ]);
  });

  it('404s unknown ids and 400s malformed ones', async () => {
    const id = randomUUID();
    expect((await api('GET', `/api/entities/${id}`)).statusCode).toBe(404);
    expect((await api('PUT', `/api/entities/${id}`, buyer)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/entities/${id}`)).statusCode).toBe(404);
    expect((await api('GET', `/api/entities/history/${id}`)).statusCode).toBe(404);
    expect((await api('GET', `/api/entities/payment/${id}`)).statusCode).toBe(404);
    expect((await api('GET', '/api/entities/not-an-id')).statusCode).toBe(400);
  });
});

describe('entity payments', () => {
  it('keeps received, paid, running total and balance right through adds, edits and deletes', async () => {
    const entity = await addEntity({ name: 'Kavita Joshi', agreementValue: 3_000_000.5 });
    const url = `/api/entities/payment/${entity._id}`;
    const first = await api('POST', url, {
      amount: 500_000,
      date: '2026-04-05',
      mode: 'cheque',
      reference: '004512',
      bank: 'HDFC Bank',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.data.payment).toMatchObject({ amount: 500_000, direction: 'received', runningTotal: 500_000 });
    expect(first.data).toMatchObject({
      totalReceived: 500_000,
      totalPaid: 0,
      agreementValue: 3_000_000.5,
      balance: 2_500_000.5,
    });
    // Dated earlier: it comes first and the running totals follow the dates.
    await api('POST', url, { amount: 0.1, date: '2026-04-01', mode: 'upi' });
    await api('POST', url, { amount: 0.2, date: '2026-04-02', mode: 'cash' });
    const refund = await api('POST', url, {
      amount: 1000.3,
      date: '2026-04-10',
      mode: 'rtgs',
      reference: 'UTR778',
      direction: 'paid',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    let summary = (await api('GET', url)).data;
    expect(summary.payments.map((p: { runningTotal: number }) => p.runningTotal)).toEqual([
      0.1, 0.3, 500_000.3, 499_000,
    ]);
    expect(summary).toMatchObject({ totalReceived: 500_000.3, totalPaid: 1000.3, balance: 2_501_000.5 });

    const edited = await api('PUT', `${url}/${first.data.payment._id}`, {
      amount: 750_000,
      date: '2026-04-05',
      mode: 'cheque',
      reference: '004513',
      bank: 'HDFC Bank',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.data).toMatchObject({ totalReceived: 750_000.3, balance: 2_251_000.5 });

    const removed = await api('DELETE', `${url}/${refund.data.payment._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    summary = (await api('GET', url)).data;
    expect(summary).toMatchObject({ totalReceived: 750_000.3, totalPaid: 0, balance: 2_250_000.2 });
    expect(summary.payments).toHaveLength(3);

    const rows = await history(entity._id);
    expect(rows.map((r) => r.action).slice(0, 6)).toEqual([
      'payment_deleted',
      'payment_updated',
      'payment_added',
      'payment_added',
      'payment_added',
      'payment_added',
    ]);
    expect(rows[1]?.changes).toEqual([
      { field: 'Amount', from: '₹5,00,000.00', to: '₹7,50,000.00' },
      { field: 'Reference', from: '004512', to: '004513' },
    ]);
    expect(rows[0]?.summary).toBe('Payment of ₹1,000.30 paid on 10/04/2026 by RTGS/NEFT deleted');
    expect(rows[0]?.changes).toContainEqual({ field: 'Amount', from: '₹1,000.30', to: null });
  });

  it('refuses bad payments and payments of another entity', async () => {
    const a = await addEntity({ name: 'Entity A' });
    const b = await addEntity({ name: 'Entity B' });
    const url = `/api/entities/payment/${a._id}`;
    const bad: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, 'amount'],
      [{ amount: -5 }, 'amount'],
      [{ amount: 1.234 }, 'amount'],
      [{ date: '2026-02-30' }, 'date'],
      [{ mode: 'bitcoin' }, 'mode'],
      [{ mode: 'cheque', reference: '' }, 'reference'],
      [{ direction: 'sideways' }, 'direction'],
    ];
    for (const [change, field] of bad) {
      const res = await api('POST', url, { amount: 100, date: '2026-04-01', mode: 'cash', ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.data.fields ?? {})).toContain(field);
    }
    const ok = await api('POST', url, { amount: 100, date: '2026-04-01', mode: 'cash' });
    const crossed = `/api/entities/payment/${b._id}/${ok.data.payment._id}`;
    expect((await api('PUT', crossed, { amount: 1, date: '2026-04-01', mode: 'cash' })).statusCode).toBe(404);
    expect((await api('DELETE', crossed)).statusCode).toBe(404);
    expect((await api('GET', url)).data.payments).toHaveLength(1);
  });

  it('refuses to delete an entity with payments, deletes one without', async () => {
    const kept = await addEntity({ name: 'Has Payments' });
    await api('POST', `/api/entities/payment/${kept._id}`, { amount: 10, date: '2026-04-01', mode: 'cash' });
    const refused = await api('DELETE', `/api/entities/${kept._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.data.message).toMatch(/1 payment/);
    const gone = await addEntity({ name: 'No Payments' });
    expect((await api('DELETE', `/api/entities/${gone._id}`)).statusCode).toBe(200);
    expect((await api('GET', `/api/entities/${gone._id}`)).statusCode).toBe(404);
    const [left] = await t.database.db
      .select({ n: count() })
      .from(entityHistory)
      .where(eq(entityHistory.entityId, gone._id));
    expect(Number(left?.n)).toBe(0);
  });
});

describe('entity documents', () => {
  const upload = (id: string, fields: Record<string, string>, file = samples.pdf, name = 'agreement.pdf') => {
    const body = multipartBody(fields, [{ field: 'file', filename: name, content: file }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/entities/${id}/add-document`,
      headers: { ...body.headers, authorization: `Bearer ${people.admin.token}` },
      payload: body.payload,
    });
  };

  it('stores general documents for entity managers and KYC papers as audited KYC files', async () => {
    const entity = await addEntity({ name: 'Docs Buyer' });
    const agreement = await upload(entity._id, { kind: 'Agreement', title: 'Sale agreement' });
    expect(agreement.statusCode, agreement.body).toBe(201);
    const pan = await upload(entity._id, { kind: 'PAN card' }, samples.png, 'pan.png');
    expect(pan.statusCode, pan.body).toBe(201);
    const docs = pan.json().entity.documents;
    expect(docs.map((d: { kind: string }) => d.kind).sort()).toEqual(['Agreement', 'PAN card']);
    const panDoc = docs.find((d: { kind: string }) => d.kind === 'PAN card');
    const view = await t.app.inject({
      method: 'GET',
      url: panDoc.file.url,
      headers: { authorization: `Bearer ${people.manager.token}` },
    });
    expect(view.statusCode).toBe(200);
    const [logged] = await t.database.db
      .select({ n: count() })
      .from(fileAccessLog)
      .where(eq(fileAccessLog.fileId, panDoc.file._id));
    expect(Number(logged?.n)).toBe(1);
    const rows = await history(entity._id);
    expect(rows[0]).toMatchObject({ action: 'document_added', summary: 'PAN card uploaded: pan.png' });

    const removed = await call(t.app, 'DELETE', `/api/entities/${entity._id}/documents/${panDoc._id}`, {
      token: people.admin.token,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.data.entity.documents).toHaveLength(1);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: panDoc.file.url,
          headers: { authorization: `Bearer ${people.admin.token}` },
        })
      ).statusCode,
    ).toBe(404);
    expect((await history(entity._id))[0]).toMatchObject({ action: 'document_deleted' });
  });

  it('refuses a missing kind, a program, and an unknown entity', async () => {
    const entity = await addEntity({ name: 'Docs Refused' });
    expect((await upload(entity._id, {})).statusCode).toBe(400);
    expect((await upload(entity._id, { kind: 'Other' }, samples.exe, 'setup.exe')).statusCode).toBe(415);
    expect((await upload(randomUUID(), { kind: 'Other' })).statusCode).toBe(404);
    expect((await api('GET', `/api/entities/${entity._id}`)).data.entity.documents).toEqual([]);
  });
});

describe('customer contacts', () => {
  it('keeps co-applicants and family contacts of a flat buyer, each change in the history', async () => {
    const entity = await addEntity({ name: 'Contact Buyer' });
    const add = await api('POST', '/api/customerContact', {
      entityId: entity._id,
      kind: 'co_applicant',
      name: 'Sneha Kulkarni',
      relation: 'Spouse',
      mobile: '9822099999',
      pan: 'abcps1234k',
    });
    expect(add.statusCode, add.body).toBe(201);
    expect(add.data).toMatchObject({ kind: 'co_applicant', pan: 'ABCPS1234K', email: null });
    await api('POST', '/api/customerContact/', {
      entityId: entity._id,
      kind: 'family',
      name: 'Vasant Kulkarni',
      relation: 'Father',
    });
    const list = await api('GET', `/api/customerContact?entityId=${entity._id}`);
    expect(list.data.contacts.map((c: { name: string }) => c.name)).toEqual(['Sneha Kulkarni', 'Vasant Kulkarni']);
    const edit = await api('PUT', `/api/customerContact/${add.data._id}`, {
      entityId: entity._id,
      kind: 'co_applicant',
      name: 'Sneha Kulkarni',
      relation: 'Spouse',
      mobile: '9822088888',
      pan: 'ABCPS1234K',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await api('DELETE', `/api/customerContact/${add.data._id}`)).statusCode).toBe(200);
    const rows = await history(entity._id);
    expect(rows.slice(0, 4).map((r) => r.action)).toEqual([
      'contact_deleted',
      'contact_updated',
      'contact_added',
      'contact_added',
    ]);
    expect(rows[1]?.changes).toEqual([{ field: 'Mobile', from: '9822099999', to: '9822088888' }]);
  });

  it('refuses contacts for parties other than flat buyers and for unknown ones', async () => {
    const contractor = await addEntity({ type: 'contractor', name: 'C Contractor', project: null, flatNo: null });
    const body = { kind: 'family', name: 'X', relation: 'Son' };
    expect((await api('POST', '/api/customerContact', { ...body, entityId: contractor._id })).statusCode).toBe(400);
    expect((await api('POST', '/api/customerContact', { ...body, entityId: randomUUID() })).statusCode).toBe(400);
    expect(
      (await api('POST', '/api/customerContact', { ...body, entityId: contractor._id, relation: 'Cousin' })).statusCode,
    ).toBe(400);
    expect((await api('GET', `/api/customerContact?entityId=${randomUUID()}`)).statusCode).toBe(404);
    expect((await api('GET', '/api/customerContact')).statusCode).toBe(400);
  });

  it('is closed to executives', async () => {
    expect((await api('GET', '/api/entities', undefined, people.executive.token)).statusCode).toBe(403);
  });
});
