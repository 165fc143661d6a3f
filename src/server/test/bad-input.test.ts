import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/users';
import { buildTestApp, call, type TestApp } from './test-app';
import { seedUsers, type TestUsers } from './users';

let t: TestApp;
let people: TestUsers;
beforeAll(async () => {
  t = await buildTestApp({ bodyLimitBytes: 64 * 1024 });
  people = await seedUsers(t);
});
afterAll(() => t.close());

async function userCount() {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return Number(row?.n);
}

describe('bad input gets a 4xx with a message and changes nothing', () => {
  const raw = (payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/team/createMember',
      headers: { authorization: `Bearer ${people.admin.token}`, ...headers },
      payload,
    });

  it('malformed JSON', async () => {
    const before = await userCount();
    const res = await raw('{"name": "A", ');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
    expect(await userCount()).toBe(before);
  });

  it('wrong types and missing fields', async () => {
    const res = await call(t.app, 'POST', '/api/team/createMember', {
      token: people.admin.token,
      body: { name: 42, email: ['x'], role: '1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.fields).toHaveProperty('mobile');
    expect(res.data.message.length).toBeGreaterThan(5);
  });

  it('a body that is not an object', async () => {
    const res = await raw('"just a string"');
    expect(res.statusCode).toBe(400);
    const arr = await raw('[1,2,3]');
    expect(arr.statusCode).toBe(400);
  });

  it('an oversized body', async () => {
    const before = await userCount();
    const res = await raw(JSON.stringify({ name: 'x'.repeat(100 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' });
    expect(await userCount()).toBe(before);
  });

  it('an unsupported content type', async () => {
    const res = await raw('<member/>', { 'content-type': 'application/xml' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/not accepted/);
  });

  it('an unknown API path is a JSON 404', async () => {
    const res = await call(t.app, 'GET', '/api/nothing-here', { token: people.admin.token });
    expect(res.statusCode).toBe(404);
    expect(res.data.code).toBe('NOT_FOUND');
  });

  it('an over-long text field', async () => {
    const res = await call(t.app, 'POST', '/api/branch/create', {
      token: people.admin.token,
      body: { name: 'b'.repeat(500) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.fields.name).toMatch(/at most 100/);
  });
});
