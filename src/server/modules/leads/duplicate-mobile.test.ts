import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { assertMobileFree } from './service';

let t: TestApp;
let people: TestUsers;
const api = apiOf(() => ({ app: t.app, token: people.admin.token }));

beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
});
afterAll(() => t.close());

describe('the duplicate-mobile warning', () => {
  it("carries the existing lead's id, name and owner to someone who may open it", async () => {
    const first = await api('POST', '/api/lead/create', {
      name: 'Sunita Gaikwad',
      mobile: '9890044455',
      assignedTo: people.executive.id,
    });
    expect(first.statusCode, first.body).toBe(201);
    const dup = await api(
      'POST',
      '/api/lead/create',
      { name: 'S Gaikwad', mobile: '+91 98900 44455' },
      people.manager.token,
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.data).toEqual({
      code: 'DUPLICATE_MOBILE',
      message: 'A lead with this mobile already exists: Sunita Gaikwad (owner: Esha Executive).',
      fields: { mobile: 'A lead with this mobile already exists: Sunita Gaikwad (owner: Esha Executive).' },
      duplicateOf: { _id: first.data.lead._id, name: 'Sunita Gaikwad', owner: 'Esha Executive' },
    });
    const other = await api('POST', '/api/lead/create', { name: 'Other', mobile: '9890044456' });
    const edit = await api('PUT', `/api/lead/update/${other.data.lead._id}`, { name: 'Other', mobile: '9890044455' });
    expect(edit.statusCode).toBe(409);
    expect(edit.data.duplicateOf).toMatchObject({ _id: first.data.lead._id, owner: 'Esha Executive' });
  });

  it('says only that another team has it, with no link, to someone whose list does not show that lead', async () => {
    const first = await api('POST', '/api/lead/create', {
      name: 'Prakash More',
      mobile: '9890044477',
      assignedTo: people.manager.id,
    });
    expect(first.statusCode, first.body).toBe(201);
    const executive = { id: people.executive.id, name: 'Esha Executive', role: 2 as const };
    const refused = await assertMobileFree(t.database.db, '9890044477', undefined, executive).catch((e) => e);
    expect(refused).toMatchObject({
      statusCode: 409,
      code: 'DUPLICATE_MOBILE',
      message: 'A lead with this mobile already exists with another team.',
    });
    expect(refused.duplicateOf).toBeUndefined();
    expect(refused.message).not.toContain('Prakash');
    // Their own lead is named and linked.
    const own = await api('POST', '/api/lead/create', {
      name: 'Kiran Shinde',
      mobile: '9890044488',
      assignedTo: people.executive.id,
    });
    const mine = await assertMobileFree(t.database.db, '9890044488', undefined, executive).catch((e) => e);
    expect(mine.duplicateOf).toEqual({ _id: own.data.lead._id, name: 'Kiran Shinde', owner: 'Esha Executive' });
  });
});
