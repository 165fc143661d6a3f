import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPaise } from '../../../domain/money/paise';
import { bookingEvents } from '../../db/schema/bookings';
import { bookingInstalments, demands, towerStages } from '../../db/schema/collections';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { insertInventory } from '../projects/inventory-fixture';

let t: TestApp;
let people: TestUsers;
let inv: Awaited<ReturnType<typeof insertInventory>>;
let clp = '';
let downPayment = '';
const api = apiOf(() => ({ app: t.app, token: people.admin.token }));
// 2026-11-28 12:00 IST.
const NOON = new Date('2026-11-28T06:30:00Z');
const db = () => t.database.db;
let n = 0;

async function bookUnit(i: number, paymentPlanId?: string) {
  const lead = await api('POST', '/api/lead/create', { name: `Buyer ${i}`, mobile: `97${String(30_000_000 + n++)}` });
  const res = await api('POST', '/api/bookings', {
    unitId: inv.units[i]!.id,
    leadId: lead.data.lead._id,
    bookingDate: '2026-11-20',
    bookingAmount: 100000,
    applicants: [{ name: `Buyer ${i}`, mobile: `98${String(30_000_000 + n++)}` }],
    paymentPlanId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.booking;
}

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = NOON;
  people = await seedUsers(t);
  inv = await insertInventory(db(), { name: 'Schedule Heights', floors: 4, perFloor: 4, effectiveFrom: '2026-06-01' });
  const plan = (body: Record<string, unknown>) =>
    api('POST', '/api/payment-plans', { projectId: inv.project.id, ...body });
  clp = (
    await plan({
      name: 'CLP',
      kind: 'construction_linked',
      milestones: [
        { name: 'On booking', trigger: 'booking', percent: 10 },
        { name: 'On agreement', trigger: 'agreement', percent: 10 },
        { name: 'Plinth', trigger: 'stage', stage: 'Plinth', percent: 33.33 },
        { name: 'Possession', trigger: 'stage', stage: 'Possession', percent: 46.67 },
      ],
    })
  ).data._id;
  downPayment = (
    await plan({
      name: 'Down payment',
      kind: 'down_payment',
      parkingSplit: 'milestones',
      milestones: [
        { name: 'On booking', trigger: 'booking', percent: 10, parkingPercent: 100 },
        { name: 'Balance', trigger: 'days_after_booking', dueAfterDays: 30, percent: 90, parkingPercent: 0 },
      ],
    })
  ).data._id;
});
afterAll(() => t.close());

describe('a booking’s payment schedule', () => {
  it('is copied from the plan chosen at booking, amounts from the frozen agreement value to the paisa', async () => {
    const booking = await bookUnit(1, clp);
    await db()
      .insert(towerStages)
      .values({ towerId: inv.tower.id, stageKey: 'plinth', name: 'Plinth', reachedOn: '2026-11-25' });
    const res = await api('GET', `/api/bookings/${booking._id}/schedule`);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.data;
    expect(s.paymentPlan).toEqual({ _id: clp, name: 'CLP' });
    expect(s.agreementValue).toBe(booking.agreementValue);
    const total = s.instalments.reduce((sum: number, i: { amount: number }) => sum + toPaise(i.amount), 0);
    expect(total).toBe(toPaise(booking.agreementValue));
    expect(
      s.instalments.map((i: { name: string; state: string; dueDate: string | null }) => [i.name, i.state, i.dueDate]),
    ).toEqual([
      ['On booking', 'due', '2026-11-20'],
      ['On agreement', 'upcoming', null],
      ['Plinth', 'due', '2026-11-25'],
      ['Possession', 'upcoming', null],
    ]);
    expect(s.instalments[2].amount).toBe(Math.round(booking.agreementValue * 33.33) / 100);
    const events = await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking._id));
    expect(events[0]!.detail.summary).toContain('on the plan “CLP”');
  });

  it('splits parking by its own shares: all of it on booking', async () => {
    const booking = await bookUnit(2, downPayment);
    const s = (await api('GET', `/api/bookings/${booking._id}/schedule`)).data;
    const parking = booking.costSheet.lines.find((l: { key: string }) => l.key === 'parking').amount;
    expect(s.parkingSplit).toBe('milestones');
    expect(s.instalments[0].amount).toBeCloseTo(Math.round((booking.agreementValue - parking) * 10) / 100 + parking, 2);
    expect(s.instalments[1]).toMatchObject({ state: 'upcoming', dueDate: '2026-12-20' });
  });

  it('refuses a plan of another project or an archived one, and books nothing', async () => {
    const other = await insertInventory(db(), {
      name: 'Other Towers',
      floors: 1,
      perFloor: 1,
      effectiveFrom: '2026-06-01',
    });
    const foreign = await api('POST', '/api/payment-plans', {
      projectId: other.project.id,
      name: 'Foreign',
      kind: 'down_payment',
      milestones: [{ name: 'All', trigger: 'booking', percent: 100 }],
    });
    const lead = await api('POST', '/api/lead/create', { name: 'Buyer X', mobile: '9733333333' });
    const res = await api('POST', '/api/bookings', {
      unitId: inv.units[3]!.id,
      leadId: lead.data.lead._id,
      bookingDate: '2026-11-20',
      bookingAmount: 1,
      applicants: [{ name: 'Buyer X', mobile: '9833333333' }],
      paymentPlanId: foreign.data._id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toBe('That payment plan is not one of this project’s plans.');
    const unit = await api('GET', `/api/units/${inv.units[3]!.id}`);
    expect(unit.data.status ?? unit.data.unit?.status).toBe('available');
  });

  it('is edited for the booking alone, the change on its history; a raised instalment stays as it was', async () => {
    const booking = await bookUnit(4, clp);
    const s = (await api('GET', `/api/bookings/${booking._id}/schedule`)).data;
    // Unchanged, it changes nothing and records nothing.
    const same = await api('PUT', `/api/bookings/${booking._id}/schedule`, s);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.data).toEqual(s);
    const short = await api('PUT', `/api/bookings/${booking._id}/schedule`, {
      ...s,
      instalments: s.instalments.slice(0, 3),
    });
    expect(short.statusCode).toBe(400);
    expect(short.data.message).toBe('The instalments add up to 53.33%: 46.67% short of 100%.');
    const [bookingRow, , plinth, possession] = s.instalments;
    const edited = await api('PUT', `/api/bookings/${booking._id}/schedule`, {
      ...s,
      instalments: [
        bookingRow,
        { ...plinth, percent: 43.33 },
        { name: 'Slab 1', trigger: 'stage', stage: 'Slab 1', percent: 10 },
        possession,
      ].map((i, k) => (k === 3 ? { ...i, percent: 36.67 } : i)),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.data.instalments.map((i: { name: string; percent: number }) => [i.name, i.percent])).toEqual([
      ['On booking', 10],
      ['Plinth', 43.33],
      ['Slab 1', 10],
      ['Possession', 36.67],
    ]);
    const events = await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking._id));
    const changed = events.filter((e) => e.kind === 'schedule_changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]!.detail.summary).toBe(
      'Payment schedule changed: “Plinth” 33.33% → 43.33%; added “Slab 1” (10%); “Possession” 46.67% → 36.67%; removed “On agreement” (10%)',
    );

    // A demand raised for the plinth: its share cannot change, it cannot go, and another plan cannot replace the schedule.
    const plinthRow = edited.data.instalments[1];
    await db()
      .insert(demands)
      .values({
        demandNo: 'DM-TEST-1',
        bookingId: booking._id,
        instalmentId: plinthRow._id,
        raisedOn: '2026-11-28',
        dueOn: '2026-12-13',
        amountPaise: toPaise(plinthRow.amount),
        gstPercent: '5',
        gstPaise: 0,
        totalPaise: toPaise(plinthRow.amount),
      });
    const after = (await api('GET', `/api/bookings/${booking._id}/schedule`)).data;
    expect(after.instalments[1]).toMatchObject({
      state: 'raised',
      demand: { demandNo: 'DM-TEST-1', status: 'raised' },
    });
    const moved = await api('PUT', `/api/bookings/${booking._id}/schedule`, {
      ...after,
      instalments: after.instalments.map((i: { percent: number }, k: number) =>
        k === 1 ? { ...i, percent: 33.33 } : k === 3 ? { ...i, percent: 46.67 } : i,
      ),
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.data.message).toBe(
      '“Plinth” has demand DM-TEST-1 raised; its share and when it falls due stay as they are.',
    );
    const dropped = await api('PUT', `/api/bookings/${booking._id}/schedule`, {
      ...after,
      instalments: after.instalments.filter((_: unknown, k: number) => k !== 1),
    });
    expect(dropped.statusCode).toBe(400); // the shares no longer make 100%
    const replanned = await api('POST', `/api/bookings/${booking._id}/schedule/from-plan`, {
      paymentPlanId: downPayment,
    });
    expect(replanned.statusCode).toBe(409);
    const rows = await db().select().from(bookingInstalments).where(eq(bookingInstalments.bookingId, booking._id));
    expect(rows).toHaveLength(4);
  });

  it('says on the history who changed when an instalment falls due, before and after', async () => {
    const booking = await bookUnit(6, clp);
    const s = (await api('GET', `/api/bookings/${booking._id}/schedule`)).data;
    t.clock.now = new Date('2026-11-28T09:00:00Z');
    const res = await api('PUT', `/api/bookings/${booking._id}/schedule`, {
      ...s,
      instalments: s.instalments.map((i: { name: string }, k: number) =>
        k === 1 ? { ...i, name: 'Agreement', trigger: 'days_after_booking', dueAfterDays: 45 } : i,
      ),
    });
    t.clock.now = NOON;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.instalments[1]).toMatchObject({ name: 'Agreement', state: 'upcoming', dueDate: '2027-01-04' });
    const events = await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking._id));
    const changed = events.find((e) => e.kind === 'schedule_changed')!;
    expect(changed.detail.summary).toBe(
      'Payment schedule changed: renamed “On agreement” to “Agreement”; “Agreement” on agreement → 45 days after booking',
    );
    expect(changed.by).toBe(people.admin.id);
    expect(changed.at.toISOString()).toBe('2026-11-28T09:00:00.000Z');
    const page = (await api('GET', `/api/bookings/${booking._id}`)).data.booking;
    expect(page.events).toContainEqual(
      expect.objectContaining({
        summary: changed.detail.summary,
        by: expect.objectContaining({ _id: people.admin.id }),
      }),
    );
  });

  it('gives a booking made without a plan its schedule from one later', async () => {
    const booking = await bookUnit(5);
    expect((await api('GET', `/api/bookings/${booking._id}/schedule`)).data.instalments).toEqual([]);
    const res = await api('POST', `/api/bookings/${booking._id}/schedule/from-plan`, { paymentPlanId: downPayment });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.paymentPlan.name).toBe('Down payment');
    expect(res.data.instalments).toHaveLength(2);
  });

  it('answers 404 for a booking that does not exist', async () => {
    const none = await api('GET', '/api/bookings/00000000-0000-4000-8000-000000000000/schedule');
    expect(none.statusCode).toBe(404);
  });
});
