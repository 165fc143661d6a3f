import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { towerWithBookings } from '../demands/demand-fixture';
import { insertInventory } from '../projects/inventory-fixture';

let t: TestApp;
let people: TestUsers;
const api = apiOf(() => ({ app: t.app, token: people.admin.token }));

beforeAll(async () => {
  t = await buildTestApp();
  // 2026-11-28 12:00 IST.
  t.clock.now = new Date('2026-11-28T06:30:00Z');
  people = await seedUsers(t);
});
afterAll(() => t.close());

describe('collections settings', () => {
  it('start at 15 days to pay and SBI’s highest MCLR plus 2%', async () => {
    const res = await api('GET', '/api/collections/settings', undefined, people.manager.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({ demandDueDays: 15, interestRatePercent: 11.1 });
  });

  it('refuses what is not a number of days or a rate, saying why, and keeps the old values', async () => {
    for (const [body, field, message] of [
      [{ demandDueDays: 0, interestRatePercent: 11 }, 'demandDueDays', 'Days to pay a demand must be at least 1.'],
      [
        { demandDueDays: 2.5, interestRatePercent: 11 },
        'demandDueDays',
        'Days to pay a demand must be a whole number.',
      ],
      [
        { demandDueDays: 15, interestRatePercent: 40 },
        'interestRatePercent',
        'Interest rate can be at most 36% a year.',
      ],
      [
        { demandDueDays: 15, interestRatePercent: 11.125 },
        'interestRatePercent',
        'Interest rate can have at most 2 decimals.',
      ],
    ] as const) {
      const res = await api('PUT', '/api/collections/settings', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.data.fields[field]).toBe(message);
    }
    expect((await api('GET', '/api/collections/settings')).data).toEqual({
      demandDueDays: 15,
      interestRatePercent: 11.1,
    });
  });

  it('are an administrator’s: a manager may read them, not change them', async () => {
    const res = await api(
      'PUT',
      '/api/collections/settings',
      { demandDueDays: 30, interestRatePercent: 12 },
      people.manager.token,
    );
    expect(res.statusCode).toBe(403);
  });

  it('give the next demand its due date', async () => {
    const saved = await api('PUT', '/api/collections/settings', { demandDueDays: 21, interestRatePercent: 11.35 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.data).toEqual({ demandDueDays: 21, interestRatePercent: 11.35 });
    const inv = await insertInventory(t.database.db, {
      name: 'Settings Heights',
      floors: 1,
      perFloor: 1,
      effectiveFrom: '2026-06-01',
    });
    await towerWithBookings(t.app.appContext, inv, 1, people.admin.id);
    await t.app.appContext.jobs.drain();
    const [demand] = rowsOf<{ raised_on: string; due_on: string }>(
      await t.database.db.execute(sql`select raised_on::text, due_on::text from demands`),
    );
    expect(demand).toEqual({ raised_on: '2026-11-28', due_on: '2026-12-19' });
  });
});
