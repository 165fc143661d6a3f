import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPaise } from '../../../domain/money/paise';
import { rowsOf } from '../../db/rows';
import { bookingEvents } from '../../db/schema/bookings';
import { demands } from '../../db/schema/collections';
import { multipartBody } from '../../test/multipart';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { insertInventory } from '../projects/inventory-fixture';

/** A transferred booking hands its schedule to the new one (decision 203). */

let t: TestApp;
let people: TestUsers;
let inv: Awaited<ReturnType<typeof insertInventory>>;
let clp = '';
const api = apiOf(() => ({ app: t.app, token: people.admin.token }));
// 2026-11-28 12:00 IST.
const NOON = new Date('2026-11-28T06:30:00Z');
const db = () => t.database.db;
let n = 0;

async function bookUnit(i: number) {
  const lead = await api('POST', '/api/lead/create', { name: `Buyer ${i}`, mobile: `96${String(40_000_000 + n++)}` });
  const res = await api('POST', '/api/bookings', {
    unitId: inv.units[i]!.id,
    leadId: lead.data.lead._id,
    bookingDate: '2026-11-20',
    bookingAmount: 100000,
    applicants: [{ name: `Buyer ${i}`, mobile: `95${String(40_000_000 + n++)}` }],
    paymentPlanId: clp,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.booking;
}

/** A demand for an instalment, as a raise would have left it, `settled` of it paid. */
async function demandFor(bookingId: string, instalment: { _id: string; amount: number }, no: string, settled = 0) {
  const amount = toPaise(instalment.amount);
  const status = settled === 0 ? 'sent' : settled >= amount ? 'paid' : 'part_paid';
  await db().insert(demands).values({
    demandNo: no,
    bookingId,
    instalmentId: instalment._id,
    raisedOn: '2026-11-21',
    dueOn: '2026-12-06',
    amountPaise: amount,
    gstPercent: '5',
    gstPaise: 0,
    totalPaise: amount,
    settledPaise: settled,
    status,
  });
}

const markStage = (name: string) => {
  const body = multipartBody({ name, reachedOn: '2026-11-27' }, []);
  return t.app.inject({
    method: 'POST',
    url: `/api/towers/${inv.tower.id}/stages`,
    headers: { ...body.headers, authorization: `Bearer ${people.admin.token}` },
    payload: body.payload,
  });
};

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = NOON;
  people = await seedUsers(t);
  inv = await insertInventory(db(), { name: 'Transfer Heights', floors: 2, perFloor: 4, effectiveFrom: '2026-06-01' });
  clp = (
    await api('POST', '/api/payment-plans', {
      projectId: inv.project.id,
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
});
afterAll(() => t.close());

describe('a transferred booking’s schedule', () => {
  it('goes to the new booking whole; what the earlier buyer was demanded stays demanded and locked', async () => {
    const first = await bookUnit(1);
    const before = (await api('GET', `/api/bookings/${first._id}/schedule`)).data;
    const [onBooking, onAgreement, plinth] = before.instalments;
    await demandFor(first._id, onBooking, 'DM-T-1', toPaise(onBooking.amount));
    await demandFor(first._id, plinth, 'DM-T-2', 1_000_00);
    // A cancelled demand is no demand: its instalment is asked of the new buyer.
    await demandFor(first._id, onAgreement, 'DM-T-3');
    await db().update(demands).set({ status: 'cancelled' }).where(eq(demands.demandNo, 'DM-T-3'));

    const res = await api('POST', `/api/bookings/${first._id}/transfer`, {
      date: '2026-11-28',
      applicants: [{ name: 'Second Buyer', mobile: '9811177777' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const moved = res.data.booking;

    const s = (await api('GET', `/api/bookings/${moved._id}/schedule`)).data;
    expect(s.paymentPlan).toEqual({ _id: clp, name: 'CLP' });
    expect(
      s.instalments.map((i: { name: string; percent: number; amount: number; state: string; demand: unknown }) => [
        i.name,
        i.percent,
        i.amount,
        i.state,
        i.demand,
      ]),
    ).toEqual([
      [
        'On booking',
        10,
        onBooking.amount,
        'raised',
        expect.objectContaining({ demandNo: 'DM-T-1', earlierBuyer: true }),
      ],
      ['On agreement', 10, onAgreement.amount, 'upcoming', null],
      ['Plinth', 33.33, plinth.amount, 'raised', expect.objectContaining({ demandNo: 'DM-T-2', earlierBuyer: true })],
      ['Possession', 46.67, before.instalments[3].amount, 'upcoming', null],
    ]);
    const events = await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, moved._id));
    expect(events.map((e) => e.kind)).toEqual(['booked', 'schedule_changed']);
    const unpaid = toPaise(plinth.amount) - 1_000_00;
    expect(events[1]!.detail.summary).toBe(
      `Payment schedule carried from ${first.bookingNo}: 4 instalments; 2 to be demanded of this buyer; ` +
        `2 already demanded of the earlier buyer (DM-T-1, DM-T-2), ₹${new Intl.NumberFormat('en-IN', {
          minimumFractionDigits: 2,
        }).format(unpaid / 100)} of it unpaid on ${first.bookingNo}’s account`,
    );

    // The GET's record is a valid PUT; a carried instalment keeps its share as a raised one does.
    const same = await api('PUT', `/api/bookings/${moved._id}/schedule`, s);
    expect(same.statusCode, same.body).toBe(200);
    const shifted = await api('PUT', `/api/bookings/${moved._id}/schedule`, {
      ...s,
      instalments: s.instalments.map((i: { percent: number }, k: number) =>
        k === 2 ? { ...i, percent: 30 } : k === 3 ? { ...i, percent: 50 } : i,
      ),
    });
    expect(shifted.statusCode).toBe(409);
    expect(shifted.data.message).toBe(
      '“Plinth” has demand DM-T-2 raised; its share and when it falls due stay as they are.',
    );
    const replanned = await api('POST', `/api/bookings/${moved._id}/schedule/from-plan`, { paymentPlanId: clp });
    expect(replanned.statusCode).toBe(409);
  });

  it('is never demanded again when its stage is raised; the rest is demanded of the new buyer', async () => {
    const first = await bookUnit(2);
    const before = (await api('GET', `/api/bookings/${first._id}/schedule`)).data;
    await demandFor(first._id, before.instalments[2], 'DM-T-4');
    const moved = (
      await api('POST', `/api/bookings/${first._id}/transfer`, {
        date: '2026-11-28',
        applicants: [{ name: 'Third Buyer', mobile: '9811166666' }],
      })
    ).data.booking;
    // Registered, so RERA's 10% cap does not refuse the possession demand.
    const agreement = await api('POST', `/api/bookings/${moved._id}/agreement`, { date: '2026-11-28' });
    expect(agreement.statusCode, agreement.body).toBe(200);
    for (const stage of ['Plinth', 'Possession']) {
      const res = await markStage(stage);
      expect(res.statusCode, res.body).toBe(201);
      await t.app.appContext.jobs.drain();
    }
    const raised = rowsOf<{ name: string }>(
      await db().execute(sql`select i.name from demands d join booking_instalments i on i.id = d.instalment_id
        where d.booking_id = ${moved._id} order by i.position`),
    );
    expect(raised.map((r) => r.name)).toEqual(['Possession']);
  });

  it('carries nothing from a booking that had no schedule', async () => {
    const lead = await api('POST', '/api/lead/create', { name: 'No plan', mobile: '9622222222' });
    const first = (
      await api('POST', '/api/bookings', {
        unitId: inv.units[3]!.id,
        leadId: lead.data.lead._id,
        bookingDate: '2026-11-20',
        bookingAmount: 1,
        applicants: [{ name: 'No plan', mobile: '9522222222' }],
      })
    ).data.booking;
    const moved = (
      await api('POST', `/api/bookings/${first._id}/transfer`, {
        date: '2026-11-28',
        applicants: [{ name: 'Fourth Buyer', mobile: '9811155555' }],
      })
    ).data.booking;
    expect((await api('GET', `/api/bookings/${moved._id}/schedule`)).data.instalments).toEqual([]);
    const events = await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, moved._id));
    expect(events.map((e) => e.kind)).toEqual(['booked']);
  });
});
