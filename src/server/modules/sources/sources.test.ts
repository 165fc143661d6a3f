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

const create = (body: unknown, token = people.admin.token) =>
  call(t.app, 'POST', '/api/source/create', { token, body });

describe('sources', () => {
  it('creates sources (active by default) and lists them by name', async () => {
    const res = await create({ name: '99acres', description: 'Property portal' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.source).toMatchObject({ name: '99acres', description: 'Property portal', active: true });
    await create({ name: 'Hoarding', active: false }, people.manager.token);
    const list = await call(t.app, 'GET', '/api/source/getAllSource', { token: people.manager.token });
    expect(list.data.sources.map((s: { name: string }) => s.name)).toEqual(['99acres', 'Hoarding']);
    const active = await call(t.app, 'GET', '/api/source/getAllSource?active=true', { token: people.admin.token });
    expect(active.data.sources.map((s: { name: string }) => s.name)).toEqual(['99acres']);
  });

  it('refuses a name already used, whatever its case, and an empty name', async () => {
    const dup = await create({ name: '  99ACRES ' });
    expect(dup.statusCode).toBe(409);
    expect(dup.data.fields.name).toBe('A source with this name already exists.');
    const empty = await create({ name: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.data.fields.name).toBe('Source name is required.');
  });

  it('updates, deactivates and deletes; unknown ids are 404', async () => {
    const id = (await create({ name: 'Walk-in' })).data.source._id;
    const off = await call(t.app, 'PUT', `/api/source/updateSource/${id}`, {
      token: people.admin.token,
      body: { name: 'Walk-in (site office)', active: false },
    });
    expect(off.data.source).toMatchObject({ name: 'Walk-in (site office)', active: false, description: null });
    const clash = await call(t.app, 'PUT', `/api/source/updateSource/${id}`, {
      token: people.admin.token,
      body: { name: 'hoarding' },
    });
    expect(clash.statusCode).toBe(409);
    expect(
      (
        await call(t.app, 'PUT', `/api/source/updateSource/${randomUUID()}`, {
          token: people.admin.token,
          body: { name: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    const del = await call(t.app, 'DELETE', `/api/source/deleteSource/${id}`, { token: people.admin.token });
    expect(del.statusCode).toBe(200);
    expect(
      (await call(t.app, 'DELETE', `/api/source/deleteSource/${id}`, { token: people.admin.token })).statusCode,
    ).toBe(404);
  });

  it('refuses to delete a source that leads use (409) and suggests deactivating it', async () => {
    const id = (await create({ name: 'MagicBricks' })).data.source._id;
    // Stands in for the leads table, which references sources with ON DELETE RESTRICT.
    await t.database.db.execute(
      sql.raw('create table test_leads (source_id uuid references sources(id) on delete restrict)'),
    );
    await t.database.db.execute(sql`insert into test_leads values (${id})`);
    const del = await call(t.app, 'DELETE', `/api/source/deleteSource/${id}`, { token: people.admin.token });
    expect(del.statusCode, del.body).toBe(409);
    expect(del.data).toMatchObject({
      code: 'SOURCE_IN_USE',
      message: 'MagicBricks is used by leads, so it cannot be deleted. Deactivate it instead to stop offering it.',
    });
    const list = await call(t.app, 'GET', '/api/source/getAllSource', { token: people.admin.token });
    expect(list.data.sources.some((s: { _id: string }) => s._id === id)).toBe(true);
  });
});
