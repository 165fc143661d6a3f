import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings';
import { receipts } from '../../db/schema/collections';
import { entities, entityHistory, entityPayments } from '../../db/schema/entities';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { insertDemand } from '../collections/collections-fixture';
import { insertInventory } from '../projects/inventory-fixture';

/*
 * Decision 201: a flat buyer linked to a booking has their money in one place — the booking's
 * receipts. The Entity Manager shows them (balance as the statement's), refuses a second ledger,
 * and the dashboard counts each rupee once.
 */

let t: TestApp;
let people: TestUsers;
let inv: Awaited<ReturnType<typeof insertInventory>>;
const api = apiOf(() => ({ app: t.app, token: people.admin.token }));
const db = () => t.database.db;
// 2026-11-28 12:00 IST.
const NOON = new Date('2026-11-28T06:30:00Z');

let serial = 0;
/** A lead booked on a unit through the API: the booking makes (and links) the flat buyer. */
async function newBooking(name: string) {
  serial += 1;
  const lead = await api('POST', '/api/lead/create', {
    name,
    mobile: `96${String(10_000_000 + serial)}`,
    assignedTo: people.manager.id,
  });
  expect(lead.statusCode, lead.body).toBe(201);
  const res = await api('POST', '/api/bookings', {
    unitId: inv.units[serial]!.id,
    leadId: lead.data.lead._id,
    bookingDate: '2026-09-01',
    bookingAmount: 0,
    applicants: [{ name, mobile: `95${String(20_000_000 + serial)}`, email: `buyer${serial}@example.in` }],
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await db().select().from(bookings).where(eq(bookings.id, res.data.booking._id));
  expect(row?.entityId).toBeTruthy();
  return { id: row!.id, no: row!.bookingNo, entityId: row!.entityId!, agreementValue: Number(row!.agreementValue) };
}

const pay = (bookingId: string, body: Record<string, unknown>) =>
  api('POST', `/api/bookings/${bookingId}/receipts`, { receivedOn: '2026-11-20', mode: 'upi', ...body });
const money = async (entityId: string) => {
  const res = await api('GET', `/api/entities/payment/${entityId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.data;
};
const statement = async (bookingId: string) => {
  const res = await api('GET', `/api/collections/bookings/${bookingId}/statement`);
  expect(res.statusCode, res.body).toBe(200);
  return res.data.statement;
};
const cards = async () => {
  const res = await api('GET', '/api/dashboard/getDashboardCardsData/custom?from=2026-11-01&to=2026-11-30');
  expect(res.statusCode, res.body).toBe(200);
  return res.data.buyerPayments as { count: number; value: number };
};

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = NOON;
  people = await seedUsers(t);
  inv = await insertInventory(db(), { name: 'One Place Towers', floors: 3, perFloor: 4, effectiveFrom: '2026-06-01' });
});
afterAll(() => t.close());

describe("a linked buyer's money in the Entity Manager", () => {
  it('shows the booking receipts, with the balance of its statement, and refuses a second ledger', async () => {
    const b = await newBooking('Meera Joshi');
    await insertDemand(db(), b.id, { dueOn: '2026-10-01', amountPaise: 10_000_000, gstPaise: 500_000 });
    await insertDemand(db(), b.id, { dueOn: '2026-11-15', amountPaise: 20_000_000, gstPaise: 1_000_000 });
    const cheque = await pay(b.id, {
      mode: 'cheque',
      reference: '990011',
      bank: 'HDFC Bank',
      amount: 103_950.45,
      tdsAmount: 1_049.55,
      receivedOn: '2026-10-05',
    });
    expect(cheque.statusCode, cheque.body).toBe(201);
    expect((await pay(b.id, { amount: 50_000, reference: 'UPI-1' })).statusCode).toBe(201);

    const m = await money(b.entityId);
    expect(m.payments).toEqual([]);
    expect(m.bookings).toHaveLength(1);
    const [booking] = m.bookings;
    expect(booking).toMatchObject({ _id: b.id, bookingNo: b.no, live: true, status: 'booked', received: 153_950.45 });
    expect(booking.tds).toBe(1_049.55);
    expect(booking.receipts.map((r: { receiptNo: string }) => r.receiptNo)).toEqual([
      cheque.data.receipt.receiptNo,
      expect.stringMatching(/^RC-2026-/),
    ]);
    expect(booking.receipts[0]).toMatchObject({ mode: 'cheque', chequeStatus: 'deposited', reversed: false });
    // The booking's statement of account says the same, to the paisa.
    const s = await statement(b.id);
    expect(booking.due).toBe(s.totals.balance);
    expect(booking.asOf).toBe(s.asOf);
    expect(booking.received + booking.tds).toBe(s.totals.received + s.totals.tds - s.totals.reversed);
    expect(m.due).toBe(s.totals.balance);
    expect(m.totalReceived).toBe(155_000);
    expect(m.balance).toBe(Math.round((b.agreementValue - 155_000) * 100) / 100);

    const before = await db().select({ n: count() }).from(entityHistory).where(eq(entityHistory.entityId, b.entityId));
    const refused = await api('POST', `/api/entities/payment/${b.entityId}`, {
      amount: 25_000,
      date: '2026-11-21',
      mode: 'cash',
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.data).toMatchObject({ code: 'PAYMENT_ON_BOOKING' });
    expect(refused.data.message).toContain(`Meera Joshi is the buyer of booking ${b.no}`);
    expect(refused.data.message).toContain('Payments card');
    const [payments] = await db()
      .select({ n: count() })
      .from(entityPayments)
      .where(eq(entityPayments.entityId, b.entityId));
    expect(Number(payments?.n)).toBe(0);
    const after = await db().select({ n: count() }).from(entityHistory).where(eq(entityHistory.entityId, b.entityId));
    expect(after).toEqual(before);

    // Deleting the record would take the buyer off the booking.
    const del = await api('DELETE', `/api/entities/${b.entityId}`);
    expect(del.statusCode, del.body).toBe(409);
    expect(del.data).toMatchObject({ code: 'ENTITY_ON_BOOKING' });
    expect(del.data.message).toContain(b.no);
  });

  it('a bounced cheque leaves the received and moves the balance as the statement does', async () => {
    const b = await newBooking('Arjun Rao');
    await insertDemand(db(), b.id, { dueOn: '2026-10-01', amountPaise: 10_000_000 });
    const cheque = await pay(b.id, {
      mode: 'cheque',
      reference: '445566',
      bank: 'ICICI Bank',
      amount: 60_000,
      receivedOn: '2026-11-02',
    });
    expect(cheque.statusCode, cheque.body).toBe(201);
    expect((await pay(b.id, { amount: 40_000, reference: 'UPI-2' })).statusCode).toBe(201);
    const paid = (await money(b.entityId)).bookings[0];
    // Paid in full, with interest earned on the cheque's month late.
    expect(paid).toMatchObject({ received: 100_000, due: (await statement(b.id)).totals.balance });

    const bounced = await api('POST', `/api/receipts/${cheque.data.receipt._id}/bounce`, {
      bouncedOn: '2026-11-25',
      charge: 590,
      reason: 'Funds insufficient',
    });
    expect(bounced.statusCode, bounced.body).toBe(200);
    const m = await money(b.entityId);
    const [booking] = m.bookings;
    expect(booking.received).toBe(40_000);
    expect(booking.receipts.find((r: { _id: string }) => r._id === cheque.data.receipt._id)).toMatchObject({
      chequeStatus: 'bounced',
      reversed: true,
      amount: 60_000,
    });
    const s = await statement(b.id);
    expect(booking.due).toBe(s.totals.balance);
    // The demand left unpaid, the charge, and interest on the late part if the rate is set.
    expect(booking.due).toBeGreaterThanOrEqual(60_590);
    expect(m.totalReceived).toBe(40_000);
  });

  it("keeps a migrated payment as its receipt, and the other parties' payments as they were", async () => {
    const b = await newBooking('Kavita Shah');
    // As migration 0043 left it: the Entity Manager row kept, a receipt made from it.
    const [old] = await db()
      .insert(entityPayments)
      .values({ entityId: b.entityId, amount: '75000.25', date: '2026-11-10', mode: 'rtgs', reference: 'UTR77' })
      .returning();
    const [refund] = await db()
      .insert(entityPayments)
      .values({ entityId: b.entityId, amount: '1000.00', date: '2026-11-12', mode: 'cash', direction: 'paid' })
      .returning();
    await db().insert(receipts).values({
      receiptNo: 'RC-2026-9001',
      bookingId: b.id,
      mode: 'rtgs_neft',
      reference: 'UTR77',
      receivedOn: '2026-11-10',
      amountPaise: 7_500_025,
      entityPaymentId: old!.id,
    });
    const m = await money(b.entityId);
    // The refund paid out stays an Entity Manager entry; the migrated payment is shown once, as a receipt.
    expect(m.payments.map((p: { _id: string }) => p._id)).toEqual([refund!.id]);
    expect(m.bookings[0].receipts).toEqual([
      expect.objectContaining({ receiptNo: 'RC-2026-9001', mode: 'rtgs', amount: 75_000.25 }),
    ]);
    expect(m.totalReceived).toBe(75_000.25);
    expect(m.totalPaid).toBe(1_000);
    expect(m.balance).toBe(Math.round((b.agreementValue - 74_000.25) * 100) / 100);

    const edit = await api('PUT', `/api/entities/payment/${b.entityId}/${old!.id}`, {
      amount: 1,
      date: '2026-11-10',
      mode: 'cash',
    });
    expect(edit.statusCode, edit.body).toBe(409);
    expect(edit.data).toMatchObject({ code: 'PAYMENT_IS_RECEIPT' });
    expect(edit.data.message).toContain('RC-2026-9001');
    expect((await api('DELETE', `/api/entities/payment/${b.entityId}/${old!.id}`)).statusCode).toBe(409);
    const [kept] = await db().select().from(entityPayments).where(eq(entityPayments.id, old!.id));
    expect(kept?.amount).toBe('75000.25');
    // The refund, not a receipt, is still the Entity Manager's to edit.
    const fixed = await api('PUT', `/api/entities/payment/${b.entityId}/${refund!.id}`, {
      amount: 1_200,
      date: '2026-11-12',
      mode: 'cash',
      direction: 'paid',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.data).toMatchObject({ totalPaid: 1_200, bookings: [expect.objectContaining({ _id: b.id })] });

    // Another party, and a flat buyer with no booking: their payments as today.
    for (const type of ['land_owner', 'customer'] as const) {
      const [e] = await db()
        .insert(entities)
        .values({ type, name: `Unbooked ${type}`, ...(type === 'customer' ? { project: 'P', flatNo: '1' } : {}) })
        .returning();
      const added = await api('POST', `/api/entities/payment/${e!.id}`, {
        amount: 5_000,
        date: '2026-11-15',
        mode: 'cash',
        direction: 'received',
      });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.data).toMatchObject({ bookings: [], due: null, totalReceived: 5_000 });
    }
  });

  it('a cancelled booking shows its receipts but no longer takes the payments', async () => {
    const b = await newBooking('Sameer Kulkarni');
    await db().update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, b.id));
    const m = await money(b.entityId);
    expect(m.bookings[0]).toMatchObject({ live: false, status: 'cancelled' });
    expect(m.due).toBeNull();
    const refund = await api('POST', `/api/entities/payment/${b.entityId}`, {
      amount: 2_000,
      date: '2026-11-22',
      mode: 'cheque',
      reference: '120001',
      direction: 'paid',
    });
    expect(refund.statusCode, refund.body).toBe(201);
  });
});

describe("the dashboard's buyer payments", () => {
  it('counts receipts not bounced and the other buyers payments, each once', async () => {
    // Everything above is in November 2026; recount it here from the tables' own rules.
    const rows = await db().select().from(receipts);
    const kept = rows.filter(
      (r) => r.reversedAt === null && r.receivedOn >= '2026-11-01' && r.receivedOn <= '2026-11-30',
    );
    const loose = await db()
      .select({
        amount: entityPayments.amount,
        type: entities.type,
        direction: entityPayments.direction,
        id: entityPayments.id,
      })
      .from(entityPayments)
      .innerJoin(entities, eq(entities.id, entityPayments.entityId));
    const migrated = new Set(rows.map((r) => r.entityPaymentId));
    const counted = loose.filter((p) => p.type === 'customer' && p.direction === 'received' && !migrated.has(p.id));
    // The unbooked buyer's 5,000; not the land owner's, the refunds, or the migrated 75,000.25.
    expect(counted.map((p) => p.amount)).toEqual(['5000.00']);
    const expected = kept.reduce((s, r) => s + r.amountPaise, 0) + 500_000;
    const card = await cards();
    expect(card).toEqual({ count: kept.length + 1, value: expected / 100 });
    // Receipts: Meera's UPI 50,000, Arjun's UPI 40,000 (his cheque bounced), Kavita's 75,000.25.
    expect(card).toEqual({ count: 4, value: 170_000.25 });
  });
});
