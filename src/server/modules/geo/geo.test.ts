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

describe('geography in the countries service’s shapes', () => {
  it('lists countries as data[].name', async () => {
    const res = await call(t.app, 'GET', '/api/geo/countries', { token: people.manager.token });
    expect(res.statusCode).toBe(200);
    expect(res.data.error).toBe(false);
    expect(res.data.data.length).toBeGreaterThan(200);
    expect(res.data.data).toContainEqual({ name: 'India', iso2: 'IN' });
  });

  it('answers states as data.states[].name, matching the GST state names for India', async () => {
    const res = await call(t.app, 'POST', '/api/geo/states', {
      token: people.manager.token,
      body: { country: 'india' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data.name).toBe('India');
    const names = res.data.data.states.map((s: { name: string }) => s.name);
    expect(names).toContain('Maharashtra');
    expect(names).toContain('Dadra and Nagar Haveli and Daman and Diu');
  });

  it('answers cities as data, a list of names', async () => {
    const res = await call(t.app, 'POST', '/api/geo/cities', {
      token: people.executive.token,
      body: { country: 'India', state: 'Maharashtra' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toContain('Pune');
    expect(typeof res.data.data[0]).toBe('string');
  });

  it('says 404 for an unknown country or state and 400 for a missing one', async () => {
    const token = people.admin.token;
    expect((await call(t.app, 'POST', '/api/geo/states', { token, body: { country: 'Atlantis' } })).statusCode).toBe(
      404,
    );
    const state = await call(t.app, 'POST', '/api/geo/cities', {
      token,
      body: { country: 'India', state: 'Atlantis' },
    });
    expect(state.statusCode).toBe(404);
    expect(state.data.message).toBe('India has no state called Atlantis.');
    expect((await call(t.app, 'POST', '/api/geo/cities', { token, body: { country: 'India' } })).statusCode).toBe(400);
  });
});
