import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDate } from '../../../domain/india-date';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

let t: TestApp;
let people: TestUsers;
beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
});
afterAll(() => t.close());

const lawyer = { name: 'Adv. Meera Joshi', mobile: '9822012345', email: 'Meera@Joshi.in', profession: 'Lawyer' };
const post = (body: unknown, token = people.admin.token) =>
  call(t.app, 'POST', '/api/important-contacts', { token, body });

describe('important contacts', () => {
  it('stores the mobile with +91, the PAN in capitals and today’s date', async () => {
    const res = await post({ ...lawyer, pan: 'abcde1234f' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data).toMatchObject({
      name: 'Adv. Meera Joshi',
      mobile: '+919822012345',
      email: 'meera@joshi.in',
      pan: 'ABCDE1234F',
      profession: 'Lawyer',
      date: istDate(t.clock.now),
    });
    const list = await call(t.app, 'GET', '/api/important-contacts', { token: people.admin.token });
    expect(list.data.contacts[0]).toMatchObject({ _id: res.data._id, mobile: '+919822012345' });
  });

  it('accepts a number already carrying +91, and no PAN', async () => {
    const res = await post({ ...lawyer, mobile: '+91 98220 55555', pan: '' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data).toMatchObject({ mobile: '+919822055555', pan: null });
  });

  it('enforces the form rules on the server with field messages, saving nothing', async () => {
    const before = (await call(t.app, 'GET', '/api/important-contacts', { token: people.admin.token })).data.contacts
      .length;
    const res = await post({ name: '', mobile: '98220123', email: 'not-mail', pan: 'ABCDE12345', profession: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.data.fields).toEqual({
      name: 'Name is required.',
      mobile: 'Mobile must be 10 digits starting with 6, 7, 8 or 9.',
      email: 'Enter a valid email address.',
      pan: 'PAN must be 10 characters like ABCDE1234F.',
      profession: 'Profession is required.',
    });
    expect((await post({ ...lawyer, mobile: '98220123456' })).statusCode).toBe(400);
    expect((await post({ ...lawyer, mobile: '98220abcde' })).statusCode).toBe(400);
    expect((await post({ ...lawyer, date: '05/03/2026' })).statusCode).toBe(400);
    const after = (await call(t.app, 'GET', '/api/important-contacts', { token: people.admin.token })).data.contacts
      .length;
    expect(after).toBe(before);
  });

  it('updates a contact keeping its date, and deletes it; unknown ids are 404', async () => {
    const created = await post({ ...lawyer, date: '2026-01-15' });
    expect(created.data.date).toBe('2026-01-15');
    const id = created.data._id;
    const updated = await call(t.app, 'PUT', `/api/important-contacts/${id}`, {
      token: people.admin.token,
      body: { ...lawyer, mobile: '9000000001', profession: 'Notary', pan: 'pqrst6789k' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.data).toMatchObject({
      mobile: '+919000000001',
      profession: 'Notary',
      pan: 'PQRST6789K',
      date: '2026-01-15',
    });
    const missing = await call(t.app, 'PUT', `/api/important-contacts/${randomUUID()}`, {
      token: people.admin.token,
      body: lawyer,
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await call(t.app, 'DELETE', `/api/important-contacts/${id}`, { token: people.admin.token })).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, 'DELETE', `/api/important-contacts/${id}`, { token: people.admin.token })).statusCode,
    ).toBe(404);
  });

  it('is refused to the ABM (role 1) and the executive', async () => {
    expect((await call(t.app, 'GET', '/api/important-contacts', { token: people.manager.token })).statusCode).toBe(403);
    expect((await post(lawyer, people.manager.token)).statusCode).toBe(403);
    expect((await post(lawyer, people.executive.token)).statusCode).toBe(403);
  });
});
