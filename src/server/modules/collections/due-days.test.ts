import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import type { SmtpCatcher } from '../../test/smtp-catcher';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { towerWithBookings } from '../demands/demand-fixture';
import { configureSmtp, startCatcher } from '../mail/mail-fixture';
import { insertInventory } from '../projects/inventory-fixture';
import { insertDemand } from './collections-fixture';
import { compactDueDays, dueDaysDrift } from './due-days';

/*
 * The collections rollup (decision 195) against the truth after every kind of write that moves a
 * demand's figures: a stage's demands raised by the real job, receipts, a bounced cheque, a
 * cancelled booking, a unit moved to another tower, a deleted demand, the compaction. Two checks
 * each time: the rollup, key by key, equals the demands summed the long way; and an administrator
 * (whose answers come from the rollup) sees the same summary and lists, to the paisa, as a manager
 * whose scope holds every booking (whose answers are read from the demands).
 */

let t: TestApp;
let people: TestUsers;
let catcher: SmtpCatcher;
let bookings: { id: string; unitId: string }[] = [];
let otherTowerId: string;
let apiBookingId: string;
const admin = apiOf(() => ({ app: t.app, token: people.admin.token }));
const manager = apiOf(() => ({ app: t.app, token: people.manager.token }));
const db = () => t.database.db;

// Saturday 28 November 2026, 12:00 IST; the Plinth demands fall due in December.
const NOON = new Date('2026-11-28T06:30:00Z');
const LATER = new Date('2027-02-10T06:30:00Z');

const LISTS = [
  '/api/collections/demands',
  '/api/collections/demands?window=overdue',
  '/api/collections/demands?window=d31_60',
  '/api/collections/demands?window=month',
  '/api/collections/demands?dueMonth=2026-12&open=all',
  '/api/collections/demands?dueMonth=2026-12',
];

async function bothAgree() {
  expect(await dueDaysDrift(db())).toEqual([]);
  for (const now of [NOON, LATER]) {
    t.clock.now = now;
    const [a, m] = [await admin('GET', '/api/collections/summary'), await manager('GET', '/api/collections/summary')];
    expect(a.statusCode, a.body).toBe(200);
    expect(a.data).toEqual(m.data);
    for (const url of [...LISTS, `/api/collections/demands?towerId=${otherTowerId}`]) {
      const [la, lm] = [await admin('GET', url), await manager('GET', url)];
      expect(la.statusCode, la.body).toBe(200);
      expect({ url, total: la.data.total, due: la.data.dueTotal }).toEqual({
        url,
        total: lm.data.total,
        due: lm.data.dueTotal,
      });
      expect(la.data.items).toEqual(lm.data.items);
    }
  }
  t.clock.now = NOON;
  const s = await admin('GET', '/api/collections/summary');
  return s.data;
}

const rollupRows = async () =>
  rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from collection_due_days`))[0]!.n;

beforeAll(async () => {
  // A year's sessions: the checks move the clock past the demands' due dates and back.
  t = await buildTestApp({ sessionTtlHours: 24 * 365 });
  t.clock.now = NOON;
  people = await seedUsers(t);
  catcher = await startCatcher();
  await configureSmtp(t, people.admin.token, catcher);
  const inv = await insertInventory(db(), {
    name: 'Rollup Heights',
    floors: 1,
    perFloor: 8,
    effectiveFrom: '2026-06-01',
  });
  const [other] = rowsOf<{ id: string }>(
    await db().execute(sql`insert into towers (project_id, name, floor_from, floor_to, sort_order)
      values (${inv.project.id}, 'B', 1, 4, 2) returning id`),
  );
  otherTowerId = other!.id;
  await towerWithBookings(t.app.appContext, inv, 6, people.admin.id);
  // Every booking is a lead of the manager's: their scope (read live) holds what the rollup holds.
  const lead = await admin('POST', '/api/lead/create', {
    name: 'Rollup Buyer',
    mobile: '9730000001',
    assignedTo: people.manager.id,
  });
  expect(lead.statusCode, lead.body).toBe(201);
  await db().execute(sql`update bookings set lead_id = ${lead.data.lead._id}::uuid`);
  bookings = rowsOf<{ id: string; unitId: string }>(
    await db().execute(sql`select id, unit_id as "unitId" from bookings order by booking_no`),
  );
  // One booking made through the API (the fixture's bookings carry no cost sheet the booking view
  // can print), with a ₹1,00,000 demand due with the Plinth ones: the one the test cancels.
  const booked = await admin('POST', '/api/bookings', {
    unitId: inv.units.find((u) => !bookings.some((b) => b.unitId === u.id))!.id,
    leadId: lead.data.lead._id,
    bookingDate: '2026-09-01',
    bookingAmount: 0,
    applicants: [{ name: 'Rollup Buyer', mobile: '9840000001', email: 'rollup@example.in' }],
  });
  expect(booked.statusCode, booked.body).toBe(201);
  apiBookingId = booked.data.booking._id;
});
afterAll(async () => {
  await catcher?.close();
  await t?.close();
});

const pay = (bookingId: string, body: Record<string, unknown>) =>
  admin('POST', `/api/bookings/${bookingId}/receipts`, {
    receivedOn: '2026-11-28',
    mode: 'upi',
    reference: `UPI${Math.random().toString(36).slice(2, 10)}`,
    ...body,
  });

describe('the collections rollup stays the truth', () => {
  it('counts the demands a stage raised, through the raise job', async () => {
    expect(await rollupRows()).toBe(0);
    await t.app.appContext.jobs.drain();
    const s = await bothAgree();
    // Six Plinth demands of ₹7,50,000 and 5% GST, none due yet.
    expect(s.towers).toHaveLength(1);
    expect(s.towers[0].notYetDue).toEqual({ amount: 6 * 787_500, count: 6 });
  });

  it('follows a demand written straight into the table', async () => {
    await insertDemand(db(), apiBookingId, { dueOn: '2026-12-12', amountPaise: 1_00_000_00 });
    expect((await bothAgree()).towers[0].notYetDue).toEqual({ amount: 6 * 787_500 + 100_000, count: 7 });
  });

  it('follows receipts, part and whole', async () => {
    expect((await pay(bookings[0]!.id, { amount: 300_000 })).statusCode).toBe(201);
    expect((await pay(bookings[1]!.id, { amount: 787_500 })).statusCode).toBe(201);
    const s = await bothAgree();
    expect(s.towers[0].notYetDue).toEqual({ amount: 4 * 787_500 + 487_500 + 100_000, count: 6 });
  });

  it('puts a bounced cheque’s demand back', async () => {
    const cheque = await pay(bookings[2]!.id, {
      mode: 'cheque',
      reference: '771001',
      bank: 'HDFC Bank',
      amount: 500_000,
    });
    expect(cheque.statusCode, cheque.body).toBe(201);
    expect((await bothAgree()).towers[0].notYetDue.amount).toBe(3 * 787_500 + 487_500 + 287_500 + 100_000);
    const bounced = await admin('POST', `/api/receipts/${cheque.data.receipt._id}/bounce`, {
      bouncedOn: '2026-11-28',
      charge: 590,
      reason: 'Funds insufficient',
    });
    expect(bounced.statusCode, bounced.body).toBe(200);
    expect((await bothAgree()).towers[0].notYetDue).toEqual({ amount: 4 * 787_500 + 487_500 + 100_000, count: 6 });
  });

  it('drops a cancelled booking’s demands', async () => {
    const before = (await bothAgree()).towers[0].notYetDue;
    expect(before).toEqual({ amount: 4 * 787_500 + 487_500 + 100_000, count: 6 });
    const res = await admin('POST', `/api/bookings/${apiBookingId}/cancel`, {
      date: '2026-11-28',
      charges: 0,
      reason: 'Buyer withdrew',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await bothAgree()).towers[0].notYetDue).toEqual({ amount: 4 * 787_500 + 487_500, count: 5 });
  });

  it('moves a demand with its unit to another tower, and forgets a deleted one', async () => {
    await db().execute(sql`update units set tower_id = ${otherTowerId}::uuid where id = ${bookings[4]!.unitId}::uuid`);
    const moved = await bothAgree();
    expect(moved.towers.map((x: { notYetDue: { count: number } }) => x.notYetDue.count)).toEqual([4, 1]);
    await db().execute(sql`delete from demands where booking_id = ${bookings[5]!.id}::uuid`);
    expect((await bothAgree()).towers.map((x: { notYetDue: { count: number } }) => x.notYetDue.count)).toEqual([3, 1]);
  });

  it('appends nothing for a write that changes no figure (a reminder’s stamp)', async () => {
    const before = await rollupRows();
    await db().execute(sql`update demands set reminded_at = now()`);
    await db().execute(sql`update bookings set updated_at = now()`);
    expect(await rollupRows()).toBe(before);
  });

  it('compacts each key to one row without changing an answer', async () => {
    const before = await bothAgree();
    expect(await compactDueDays(db())).toBeGreaterThan(0);
    const [keys] = rowsOf<{ n: number; keys: number }>(
      await db().execute(sql`select count(*)::int as n,
        count(distinct (project_id, tower_id, due_on))::int as keys from collection_due_days`),
    );
    expect(keys!.n).toBe(keys!.keys);
    expect(await bothAgree()).toEqual(before);
    expect(await compactDueDays(db())).toBe(0);
  });
});
