import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

let t: TestApp;
let people: TestUsers;
const api = apiOf(() => ({ app: t.app, token: people.admin.token }));

beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
});
afterAll(() => t.close());

describe("an executive's walk-in lead (the phone app)", () => {
  it('is the executive’s own, whatever the assignment rules would pick', async () => {
    const res = await api(
      'POST',
      '/api/lead/create',
      { name: 'Walk-in Buyer', mobile: '9890077701', notes: 'Came to the site office' },
      people.executive.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.lead.assignedTo).toEqual({ _id: people.executive.id, name: 'Esha Executive' });
    const mine = await api('GET', `/api/lead/getLeadById/${res.data.lead._id}`, undefined, people.executive.token);
    expect(mine.statusCode).toBe(200);
  });

  it('sent again with its Idempotency-Key, answers the lead it made instead of a duplicate mobile', async () => {
    const body = { name: 'Lost Answer', mobile: '9890077704' };
    const key = { 'idempotency-key': 'walk-in-9890077704' };
    const first = await api('POST', '/api/lead/create', body, people.executive.token, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await api('POST', '/api/lead/create', body, people.executive.token, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.data.lead._id).toBe(first.data.lead._id);
    const other = await api('POST', '/api/lead/create', { ...body, name: 'Changed' }, people.executive.token, key);
    expect(other.statusCode).toBe(409);
    expect(other.data.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses another assignee and writes nothing', async () => {
    const res = await api(
      'POST',
      '/api/lead/create',
      { name: 'For Someone Else', mobile: '9890077702', assignedTo: people.manager.id },
      people.executive.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject({ code: 'ASSIGNEE_NOT_ALLOWED', fields: { assignedTo: expect.any(String) } });
    const search = await api('GET', '/api/lead/getLeads?search=9890077702');
    expect(search.data.leads).toEqual([]);
  });

  it('meets the duplicate-mobile check, without opening another member’s lead to them', async () => {
    const first = await api('POST', '/api/lead/create', {
      name: 'Already Here',
      mobile: '9890077703',
      assignedTo: people.manager.id,
    });
    expect(first.statusCode, first.body).toBe(201);
    const dup = await api(
      'POST',
      '/api/lead/create',
      { name: 'Same Person', mobile: '+91 98900 77703' },
      people.executive.token,
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.data.code).toBe('DUPLICATE_MOBILE');
  });
});
