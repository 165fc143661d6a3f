import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/activities';
import { bookingEvents } from '../../db/schema/bookings';
import { bookingInstalments, demands, receiptAllocations, receipts } from '../../db/schema/collections';
import { emailOutbox } from '../../db/schema/email-outbox';
import { tasks } from '../../db/schema/tasks';
import type { SmtpCatcher } from '../../test/smtp-catcher';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { configureSmtp, startCatcher } from '../mail/mail-fixture';
import { insertInventory } from '../projects/inventory-fixture';

let t: TestApp;
let people: TestUsers;
let catcher: SmtpCatcher;
let inv: Awaited<ReturnType<typeof insertInventory>>;

const api = apiOf(() => ({ app: t.app, token: people.admin.token }));
// 2026-11-28 12:00 IST.
const NOON = new Date('2026-11-28T06:30:00Z');
const TODAY = '2026-11-28';
const db = () => t.database.db;

let mobiles = 0;
let unitIndex = 0;
/** A lead (assigned to the manager) booked on a unit, through the API. */
async function newBooking() {
  const lead = await api('POST', '/api/lead/create', {
    name: `Buyer ${mobiles}`,
    mobile: `97${String(30_000_000 + mobiles++)}`,
    assignedTo: people.manager.id,
  });
  expect(lead.statusCode, lead.body).toBe(201);
  const res = await api('POST', '/api/bookings', {
    unitId: inv.units[unitIndex++]!.id,
    leadId: lead.data.lead._id,
    bookingDate: '2026-09-01',
    bookingAmount: 0,
    applicants: [
      { name: `Buyer ${mobiles}`, mobile: `98${String(40_000_000 + mobiles)}`, email: `buyer${mobiles}@example.in` },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.data.booking._id as string, leadId: lead.data.lead._id as string, no: res.data.booking.bookingNo };
}

let demandNo = 0;
/** A demand as the demands job raises it (that job is another part of issue 28): amounts in rupees. */
async function addDemand(bookingId: string, dueOn: string, amount: number, gst: number) {
  const [inst] = await db()
    .insert(bookingInstalments)
    .values({
      bookingId,
      position: ++demandNo,
      name: `Instalment ${demandNo}`,
      trigger: 'booking',
      percentBp: 1000,
      amountPaise: amount * 100,
    })
    .returning();
  const [d] = await db()
    .insert(demands)
    .values({
      demandNo: `DM-2026-${String(demandNo).padStart(4, '0')}`,
      bookingId,
      instalmentId: inst!.id,
      raisedOn: dueOn < '2026-09-01' ? dueOn : '2026-09-01',
      dueOn,
      amountPaise: amount * 100,
      gstPercent: '5',
      gstPaise: gst * 100,
      totalPaise: (amount + gst) * 100,
    })
    .returning();
  return d!.id;
}

const pay = (bookingId: string, body: Record<string, unknown>, token = people.admin.token) =>
  api(
    'POST',
    `/api/bookings/${bookingId}/receipts`,
    { receivedOn: TODAY, mode: 'upi', reference: `UPI${Math.random().toString(36).slice(2, 10)}`, ...body },
    token,
  );

const demandRow = async (id: string) => (await db().select().from(demands).where(eq(demands.id, id)))[0]!;
const allocationsOf = async (receiptId: string) =>
  (
    await db()
      .select({ demandId: receiptAllocations.demandId, paise: receiptAllocations.amountPaise })
      .from(receiptAllocations)
      .where(eq(receiptAllocations.receiptId, receiptId))
  ).sort((a, b) => a.demandId.localeCompare(b.demandId));
const countReceipts = async (bookingId: string) =>
  (await db().select({ id: receipts.id }).from(receipts).where(eq(receipts.bookingId, bookingId))).length;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = NOON;
  people = await seedUsers(t);
  catcher = await startCatcher();
  await configureSmtp(t, people.admin.token, catcher);
  inv = await insertInventory(db(), { name: 'Receipts Heights', floors: 4, perFloor: 4, effectiveFrom: '2026-06-01' });
});
afterAll(async () => {
  await catcher.close();
  await t.close();
});

describe('recording a payment', () => {
  it('settles the oldest demand first, in the same transaction as the receipt, and says so everywhere', async () => {
    const b = await newBooking();
    // Raised in the other order: the one due first is settled first.
    const later = await addDemand(b.id, '2026-11-15', 200_000, 10_000);
    const older = await addDemand(b.id, '2026-10-01', 100_000, 5_000);

    const res = await pay(b.id, {
      mode: 'cheque',
      reference: '004512',
      bank: 'HDFC Bank',
      amount: 148_500,
      tdsAmount: 1_500,
    });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.data.receipt;
    expect(r.receiptNo).toMatch(/^RC-2026-\d{4}$/);
    expect(r).toMatchObject({
      mode: 'cheque',
      chequeStatus: 'deposited',
      amount: 148_500,
      tdsAmount: 1_500,
      advance: 0,
    });
    expect(r.form16bStatus).toBe('pending');
    expect(r.allocations.map((a: { demandId: string; amount: number }) => [a.demandId, a.amount])).toEqual([
      [older, 105_000],
      [later, 45_000],
    ]);
    expect(await demandRow(older)).toMatchObject({ settledPaise: 10_500_000, status: 'paid' });
    expect(await demandRow(later)).toMatchObject({ settledPaise: 4_500_000, status: 'part_paid' });

    const list = await api('GET', `/api/bookings/${b.id}/receipts`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.data).toMatchObject({
      demanded: 315_000,
      credited: 150_000,
      due: 165_000,
      advance: 0,
      canRecord: true,
    });

    const events = await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, b.id));
    expect(events.find((e) => e.kind === 'receipt')?.detail.summary).toContain(r.receiptNo);
    const timeline = await db()
      .select({ payload: activities.payload })
      .from(activities)
      .where(and(eq(activities.leadId, b.leadId), eq(activities.kind, 'booking')));
    expect(timeline.some((a) => String(a.payload.summary).includes(r.receiptNo))).toBe(true);
    expect(res.data.emailedTo).toMatch(/@example\.in$/);
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.relatedId, r._id));
    expect(mail?.subject).toBe(`Payment receipt ${r.receiptNo} for booking ${b.no}`);
    expect(mail?.text).toContain('₹1,48,500');
  });

  it('asks before keeping a payment above what is due as an advance, and changes nothing until told', async () => {
    const b = await newBooking();
    await addDemand(b.id, '2026-10-01', 100_000, 5_000);
    const refused = await pay(b.id, { amount: 120_000 });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.data.code).toBe('ADVANCE_NOT_CONFIRMED');
    expect(refused.data.message).toContain('₹1,05,000.00 due');
    expect(refused.data.message).toContain('₹15,000');
    expect(await countReceipts(b.id)).toBe(0);

    const kept = await pay(b.id, { amount: 120_000, acceptAdvance: true });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.data.receipt.advance).toBe(15_000);
    const list = await api('GET', `/api/bookings/${b.id}/receipts`);
    expect(list.data).toMatchObject({ due: 0, advance: 15_000 });

    // A booking with no demand yet: all of it is an advance, asked about the same way.
    const fresh = await newBooking();
    expect((await pay(fresh.id, { amount: 50_000 })).statusCode).toBe(409);
    expect((await pay(fresh.id, { amount: 50_000, acceptAdvance: true })).statusCode).toBe(201);
  });

  it('refuses cash at the section 269SS limit, alone or with what was paid before', async () => {
    const b = await newBooking();
    await addDemand(b.id, '2026-10-01', 500_000, 25_000);
    const big = await pay(b.id, { mode: 'cash', reference: null, amount: 20_000 });
    expect(big.statusCode, big.body).toBe(400);
    expect(big.data.message).toContain('269SS');
    expect((await pay(b.id, { mode: 'cash', reference: null, amount: 19_999 })).statusCode).toBe(201);
    const more = await pay(b.id, { mode: 'cash', reference: null, amount: 1_000 });
    expect(more.statusCode, more.body).toBe(400);
    expect(more.data.code).toBe('CASH_LIMIT');
    expect(more.data.fields.amount).toContain('already paid');
    expect(await countReceipts(b.id)).toBe(1);
  });

  it('refuses a day ahead, a missing cheque number and a booking out of the manager’s scope', async () => {
    const b = await newBooking();
    await addDemand(b.id, '2026-10-01', 100_000, 5_000);
    const ahead = await pay(b.id, { amount: 1_000, receivedOn: '2026-11-29' });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.data.fields.receivedOn).toContain('after today');
    const noNumber = await pay(b.id, { mode: 'cheque', reference: null, bank: 'SBI', amount: 1_000 });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.data.fields.reference).toBe('Cheque number is required for Cheque.');
    const bad = await api('POST', `/api/bookings/${b.id}/receipts`, { amount: 'lots' });
    expect(bad.statusCode).toBe(400);
    // The manager sees the bookings of the leads assigned to them (all here); another's is a 404.
    const other = await api('POST', '/api/lead/create', { name: 'Not theirs', mobile: '9712345678' });
    const ob = await api('POST', '/api/bookings', {
      unitId: inv.units[unitIndex++]!.id,
      leadId: other.data.lead._id,
      bookingDate: '2026-09-01',
      bookingAmount: 0,
      applicants: [{ name: 'Not theirs', mobile: '9812345678' }],
    });
    expect(ob.statusCode, ob.body).toBe(201);
    const hidden = await pay(ob.data.booking._id, { amount: 1_000, acceptAdvance: true }, people.manager.token);
    expect(hidden.statusCode).toBe(404);
    expect(await countReceipts(ob.data.booking._id)).toBe(0);
    expect((await pay(b.id, { amount: 1_000 }, people.manager.token)).statusCode).toBe(201);
  });
});

describe('cheques', () => {
  it('a bounce after later receipts reverses it, re-allocates oldest first, adds the charge and opens a task', async () => {
    const b = await newBooking();
    const d1 = await addDemand(b.id, '2026-10-01', 100_000, 5_000);
    const d2 = await addDemand(b.id, '2026-11-15', 200_000, 10_000);
    const cheque = await pay(b.id, {
      mode: 'cheque',
      reference: '771001',
      bank: 'ICICI Bank',
      amount: 105_000,
      receivedOn: '2026-11-01',
    });
    expect(cheque.statusCode, cheque.body).toBe(201);
    const upi = await pay(b.id, { amount: 100_000, receivedOn: '2026-11-20' });
    expect(upi.statusCode, upi.body).toBe(201);
    expect(await allocationsOf(upi.data.receipt._id)).toEqual([{ demandId: d2, paise: 10_000_000 }]);

    const register = await api('GET', '/api/receipts/cheques?status=deposited&q=771001');
    expect(register.statusCode, register.body).toBe(200);
    expect(register.data.cheques.map((c: { _id: string }) => c._id)).toEqual([cheque.data.receipt._id]);
    expect(register.data.cheques[0]).toMatchObject({ daysDeposited: 27, booking: { bookingNo: b.no } });

    const bounced = await api('POST', `/api/receipts/${cheque.data.receipt._id}/bounce`, {
      bouncedOn: '2026-11-25',
      charge: 590,
      reason: 'Funds insufficient',
    });
    expect(bounced.statusCode, bounced.body).toBe(200);
    expect(bounced.data.receipt).toMatchObject({
      chequeStatus: 'bounced',
      bouncedOn: '2026-11-25',
      bounceCharge: 590,
      allocations: [],
    });
    // The UPI payment moves up to the oldest demand.
    expect(await allocationsOf(upi.data.receipt._id)).toEqual([{ demandId: d1, paise: 10_000_000 }]);
    expect(await demandRow(d1)).toMatchObject({ settledPaise: 10_000_000, status: 'part_paid' });
    expect(await demandRow(d2)).toMatchObject({ settledPaise: 0, status: 'raised' });
    const list = await api('GET', `/api/bookings/${b.id}/receipts`);
    expect(list.data).toMatchObject({ credited: 100_000, bounceCharges: 590, due: 215_590 });

    const [task] = await db().select().from(tasks).where(eq(tasks.leadId, b.leadId));
    expect(task).toMatchObject({ assigneeId: people.manager.id, priority: 'high', status: 'open' });
    expect(task?.title).toContain('771001');
    expect(task?.title).toContain(b.no);
    const events = await db()
      .select({ kind: bookingEvents.kind })
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, b.id))
      .orderBy(asc(bookingEvents.seq));
    expect(events.map((e) => e.kind)).toContain('cheque_bounced');

    const again = await api('POST', `/api/receipts/${cheque.data.receipt._id}/bounce`, { bouncedOn: '2026-11-26' });
    expect(again.statusCode).toBe(409);
    expect(again.data.message).toContain('is bounced');
    const notCheque = await api('POST', `/api/receipts/${upi.data.receipt._id}/clear`, { clearedOn: TODAY });
    expect(notCheque.statusCode).toBe(409);
  });

  it('clears a deposited cheque, not before it was received', async () => {
    const b = await newBooking();
    await addDemand(b.id, '2026-10-01', 100_000, 5_000);
    const c = await pay(b.id, {
      mode: 'dd',
      reference: 'DD-88',
      bank: 'SBI',
      amount: 50_000,
      receivedOn: '2026-11-20',
    });
    const early = await api('POST', `/api/receipts/${c.data.receipt._id}/clear`, { clearedOn: '2026-11-19' });
    expect(early.statusCode).toBe(400);
    const ok = await api('POST', `/api/receipts/${c.data.receipt._id}/clear`, { clearedOn: '2026-11-23' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.data.receipt).toMatchObject({
      chequeStatus: 'cleared',
      chequeStatusOn: '2026-11-23',
      allocations: [{ amount: 50_000 }],
    });
    const cleared = await api('GET', '/api/receipts/cheques?status=cleared');
    expect(cleared.data.cheques.some((r: { _id: string }) => r._id === c.data.receipt._id)).toBe(true);
    expect(cleared.data.counts.cleared).toBeGreaterThanOrEqual(1);
  });
});

describe('the TDS tracker', () => {
  it('lists receipts whose Form 16B is 30 days late, and forgets one marked received', async () => {
    const b = await newBooking();
    await addDemand(b.id, '2026-09-15', 1_000_000, 50_000);
    const old = await pay(b.id, { amount: 99_000, tdsAmount: 1_000, receivedOn: '2026-10-29' });
    const recent = await pay(b.id, { amount: 99_000, tdsAmount: 1_000, receivedOn: '2026-10-30' });
    const none = await pay(b.id, { amount: 10_000, receivedOn: '2026-10-01' });
    expect(none.data.receipt.form16bStatus).toBe('not_applicable');

    const late = await api('GET', '/api/receipts/tds');
    expect(late.statusCode, late.body).toBe(200);
    const ids = late.data.rows.map((r: { _id: string }) => r._id);
    expect(ids).toContain(old.data.receipt._id); // 30 days
    expect(ids).not.toContain(recent.data.receipt._id); // 29 days
    expect(late.data.rows.find((r: { _id: string }) => r._id === old.data.receipt._id)).toMatchObject({
      daysPending: 30,
      late: true,
      tdsAmount: 1_000,
    });

    const marked = await api('POST', `/api/receipts/${old.data.receipt._id}/form16b`, { receivedOn: TODAY });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.data.receipt).toMatchObject({ form16bStatus: 'received', form16bReceivedOn: TODAY });
    const after = await api('GET', '/api/receipts/tds');
    expect(after.data.rows.map((r: { _id: string }) => r._id)).not.toContain(old.data.receipt._id);
    const twice = await api('POST', `/api/receipts/${old.data.receipt._id}/form16b`, { receivedOn: TODAY });
    expect(twice.statusCode).toBe(409);
    const noTds = await api('POST', `/api/receipts/${none.data.receipt._id}/form16b`, { receivedOn: TODAY });
    expect(noTds.statusCode).toBe(409);
    const received = await api('GET', '/api/receipts/tds?show=received');
    expect(received.data.rows.map((r: { _id: string }) => r._id)).toContain(old.data.receipt._id);
  });
});
