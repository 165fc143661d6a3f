import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { buildTestApp, call, openTestDatabase, type TestApp } from './test-app';
import { seedUsers, type TestUsers } from './users';

let t: TestApp;
let people: TestUsers;
beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
});
afterAll(() => t.close());

describe('Cache-Control', () => {
  it('is no-store on every answer of a signed-in route, errors included', async () => {
    for (const url of ['/api/auth/me', '/api/branch/getAllBranch', '/api/lead/getLeads', '/api/lead/getLeadById/x']) {
      const res = await call(t.app, 'GET', url, { token: people.admin.token });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const anonymous = await call(t.app, 'GET', '/api/branch/getAllBranch');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it('is left alone on public routes', async () => {
    const res = await call(t.app, 'GET', '/api/auth/setup');
    expect(res.headers['cache-control']).toBeUndefined();
  });
});

describe('the NUL character', () => {
  const nul = { code: 'NUL_CHARACTER', message: expect.stringMatching(/NUL character/) };

  it('in a JSON body is a 400 naming the field, even anonymously', async () => {
    const res = await call(t.app, 'POST', '/api/auth/register', {
      body: { name: 'Ab\u0000c', email: 'nul@example.in', password: 'Kavita2026' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject({ ...nul, fields: { name: expect.any(String) } });
  });

  it('deep in a body, in a key, in a query and in a path', async () => {
    const token = people.admin.token;
    const cases = [
      call(t.app, 'POST', '/api/branch/create', { token, body: { name: 'B', extra: { list: ['ok', 'x\u0000'] } } }),
      call(t.app, 'POST', '/api/branch/create', { token, body: { name: 'B', 'a\u0000': 1 } }),
      call(t.app, 'GET', '/api/lead/getLeads?search=%00', { token }),
      call(t.app, 'GET', '/api/lead/getLeadById/%00', { token }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.data).toMatchObject(nul);
    }
  });

  it('in the lead CSV export query is a 400, never a 200 that stops half-way', async () => {
    const res = await call(t.app, 'GET', '/api/lead/exportLeadsCSV?search=a%00b', { token: people.admin.token });
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject(nul);
  });
});

describe('the error log after a failed query', () => {
  let database: DatabaseHandle;
  afterAll(() => database?.close());

  it('records the database code and constraint, never the values', async () => {
    database = await openTestDatabase();
    // A fault the database raises on the register's insert, as any unexpected one would be: a 500.
    await database.db.execute(sql`
      create function test_refuse_user() returns trigger language plpgsql as $$
      begin
        raise exception 'refused by test' using errcode = '55000', constraint = 'users_test_guard';
      end $$`);
    await database.db.execute(
      sql`create trigger test_refuse_user before insert on users for each row execute function test_refuse_user()`,
    );
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = { ...loadConfig({}), webDistDir: '/nonexistent', uploadsDir: '/nonexistent-uploads' };
    const app = await buildApp({ database, config, logger: { level: 'info', stream } });
    try {
      const person = { name: 'Secret Sharma', email: 'secret.sharma@example.in', password: 'Kavita2026' };
      const res = await call(app, 'POST', '/api/auth/register', { body: person });
      expect(res.statusCode).toBe(500);
      expect(res.data.message).not.toMatch(/refused|users|insert/);
      const log = lines.join('');
      const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
      expect(failure?.err).toMatchObject({ code: '55000', constraint: 'users_test_guard' });
      for (const secret of ['Secret Sharma', 'secret.sharma@example.in', '$argon2id', 'Kavita2026', 'params']) {
        expect(log, secret).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});
