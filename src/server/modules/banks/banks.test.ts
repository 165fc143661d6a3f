import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

let t: TestApp;
let people: TestUsers;
beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
});
afterAll(() => t.close());

const hdfc = {
  name: 'HDFC Bank',
  accountHolder: 'Shree Ganesh Developers',
  accNo: '50200012345678',
  ifsc: 'hdfc0001234',
  branch: 'Baner, Pune',
  message: 'Please pay by RTGS/NEFT to the account below.',
  terms: '1. Prices valid for 15 days.\n2. Transport extra.',
};

describe('banks', () => {
  it('creates a bank with the IFSC in capitals and lists it for the quotation form', async () => {
    const res = await call(t.app, 'POST', '/api/bank/createBank', { token: people.manager.token, body: hdfc });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.bank).toMatchObject({ name: 'HDFC Bank', ifsc: 'HDFC0001234', accNo: '50200012345678' });
    const list = await call(t.app, 'GET', '/api/bank/getAllBanks', { token: people.manager.token });
    expect(list.data.banks.map((b: { _id: string }) => b._id)).toContain(res.data.bank._id);
  });

  it('checks IFSC and account number, and changes nothing on bad input', async () => {
    const before = (await call(t.app, 'GET', '/api/bank/getAllBanks', { token: people.admin.token })).data.banks.length;
    const res = await call(t.app, 'POST', '/api/bank/createBank', {
      token: people.admin.token,
      body: { ...hdfc, ifsc: 'HDFC1001234', accNo: '12ab', name: ' ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.fields).toMatchObject({
      ifsc: 'IFSC must be 11 characters like SBIN0001234 (fifth character 0).',
      accNo: 'Account number must be 9 to 18 digits.',
      name: 'Bank name is required.',
    });
    const after = (await call(t.app, 'GET', '/api/bank/getAllBanks', { token: people.admin.token })).data.banks.length;
    expect(after).toBe(before);
  });

  it('refuses the same account twice with 409', async () => {
    const res = await call(t.app, 'POST', '/api/bank/createBank', {
      token: people.admin.token,
      body: { ...hdfc, name: 'HDFC again' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.data.code).toBe('DUPLICATE_ACCOUNT');
  });

  it('updates (clearing optional fields) and deletes; unknown ids are 404', async () => {
    const created = await call(t.app, 'POST', '/api/bank/createBank', {
      token: people.admin.token,
      body: { ...hdfc, name: 'SBI', accNo: '30012345678', ifsc: 'SBIN0000456' },
    });
    const id = created.data.bank._id;
    const updated = await call(t.app, 'PUT', `/api/bank/updateBank/${id}`, {
      token: people.admin.token,
      body: { ...hdfc, name: 'State Bank of India', accNo: '30012345678', ifsc: 'SBIN0000456', branch: '', terms: '' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.data.bank).toMatchObject({ name: 'State Bank of India', branch: null, terms: null });
    const unknown = await call(t.app, 'PUT', `/api/bank/updateBank/${randomUUID()}`, {
      token: people.admin.token,
      body: hdfc,
    });
    expect(unknown.statusCode).toBe(404);
    const del = await call(t.app, 'DELETE', `/api/bank/deleteBank/${id}`, { token: people.admin.token });
    expect(del.statusCode).toBe(200);
    expect(del.data.message).toBe('State Bank of India has been deleted.');
    expect((await call(t.app, 'DELETE', `/api/bank/deleteBank/${id}`, { token: people.admin.token })).statusCode).toBe(
      404,
    );
  });

  it('refuses to delete a bank another record points at, with 409, leaving it in place', async () => {
    const created = await call(t.app, 'POST', '/api/bank/createBank', {
      token: people.admin.token,
      body: { ...hdfc, accNo: '999988887777', ifsc: 'ICIC0000104', name: 'ICICI Bank' },
    });
    const id = created.data.bank._id;
    // Stands in for a later module (quotations) that references banks with ON DELETE RESTRICT.
    await t.database.db.execute(
      sql.raw('create table test_bank_users (bank_id uuid references banks(id) on delete restrict)'),
    );
    await t.database.db.execute(sql`insert into test_bank_users values (${id})`);
    const del = await call(t.app, 'DELETE', `/api/bank/deleteBank/${id}`, { token: people.admin.token });
    expect(del.statusCode).toBe(409);
    expect(del.data).toMatchObject({
      code: 'BANK_IN_USE',
      message: 'ICICI Bank is used by other records, so it cannot be deleted.',
    });
    const list = await call(t.app, 'GET', '/api/bank/getAllBanks', { token: people.admin.token });
    expect(list.data.banks.some((b: { _id: string }) => b._id === id)).toBe(true);
  });
});
