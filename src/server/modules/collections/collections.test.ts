import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageDues } from '../../../domain/collections/ageing';
import { addDays } from '../../../domain/india-date';
import { fromPaise } from '../../../domain/money/paise';
import { rowsOf } from '../../db/rows';
import { readPdf } from '../../test/pdf-text';
import type { SmtpCatcher } from '../../test/smtp-catcher';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { configureSmtp, startCatcher } from '../mail/mail-fixture';
import { insertInventory } from '../projects/inventory-fixture';
import { insertBooking } from '../reports/bookings-fixture';
import { addApplicant, allocate, insertDemand, insertReceipt } from './collections-fixture';
import { overdueRemindersJob } from './public';

let t: TestApp;
let people: TestUsers;
let inv: Awaited<ReturnType<typeof insertInventory>>;
let catcher: SmtpCatcher;
const api = apiOf(() => ({ app: t.app, token: people.admin.token }));
const db = () => t.database.db;

// Saturday 28 November 2026, 12:00 IST. Its India week runs Monday 23 to Sunday 29 November.
const NOON = new Date('2026-11-28T06:30:00Z');
const TODAY = '2026-11-28';
const back = (days: number) => addDays(TODAY, -days);

/** Due dates at each boundary, with amounts that tell the buckets apart. */
const AGES: { dueOn: string; paise: number }[] = [
  { dueOn: addDays(TODAY, 3), paise: 1_000_00 }, // 1 December: not this week nor this month
  { dueOn: addDays(TODAY, 2), paise: 2_000_00 }, // 30 November: this month, not this week
  { dueOn: addDays(TODAY, 1), paise: 4_000_00 }, // Sunday 29 November: this week and month
  { dueOn: TODAY, paise: 8_000_00 }, // due today: not overdue yet
  { dueOn: back(1), paise: 16_000_00 },
  { dueOn: back(30), paise: 32_000_00 },
  { dueOn: back(31), paise: 64_000_00 },
  { dueOn: back(60), paise: 128_000_00 },
  { dueOn: back(61), paise: 256_000_00 },
  { dueOn: back(90), paise: 512_000_00 },
  { dueOn: back(91), paise: 1_024_000_00 },
];

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = NOON;
  people = await seedUsers(t);
  catcher = await startCatcher();
  inv = await insertInventory(db(), { name: 'Sahyadri Heights', floors: 3, perFloor: 4, effectiveFrom: '2026-01-01' });
  const { booking } = await insertBooking(db(), inv.units[0]!, { bookingDate: '2026-02-01' });
  await addApplicant(db(), booking.id, 'Anita Deshpande', null);
  for (const a of AGES) await insertDemand(db(), booking.id, { dueOn: a.dueOn, amountPaise: a.paise });
  // Paid, cancelled and fully settled demands count nowhere.
  await insertDemand(db(), booking.id, { dueOn: back(5), amountPaise: 7_00, status: 'paid', settledPaise: 7_00 });
  await insertDemand(db(), booking.id, { dueOn: back(5), amountPaise: 9_00, status: 'cancelled' });
});
afterAll(async () => {
  await catcher?.close();
  await t.close();
});

const summary = async () => {
  const res = await api('GET', '/api/collections/summary');
  expect(res.statusCode, res.body).toBe(200);
  return res.data;
};

describe('the collections figures', () => {
  it('puts each due date in its bucket on the India day, as the money engine ages it', async () => {
    const s = await summary();
    expect(s.today).toBe(TODAY);
    const rupees = (p: number) => fromPaise(p);
    expect(s.dueThisWeek).toEqual({ amount: rupees(8_000_00 + 4_000_00), count: 2 });
    expect(s.dueThisMonth).toEqual({ amount: rupees(8_000_00 + 4_000_00 + 2_000_00), count: 3 });
    expect(s.overdue.d0_30).toEqual({ amount: rupees(16_000_00 + 32_000_00), count: 2 });
    expect(s.overdue.d31_60).toEqual({ amount: rupees(64_000_00 + 128_000_00), count: 2 });
    expect(s.overdue.d61_90).toEqual({ amount: rupees(256_000_00 + 512_000_00), count: 2 });
    expect(s.overdue.d90_plus).toEqual({ amount: rupees(1_024_000_00), count: 1 });
    // The same as the domain's ageing over the same dues, to the paisa.
    const engine = ageDues(
      AGES.map((a) => ({ dueOn: a.dueOn, duePaise: a.paise })),
      TODAY,
    );
    expect(s.overdueTotal).toEqual({ amount: rupees(engine.overdueTotal.paise), count: engine.overdueTotal.count });
    for (const key of ['d0_30', 'd31_60', 'd61_90', 'd90_plus'] as const) {
      expect(s.overdue[key].amount).toBe(rupees(engine.overdue[key].paise));
    }
    expect(s.dueThisMonth.amount).toBe(rupees(engine.dueThisMonth.paise));
    expect(s.towers).toEqual([
      expect.objectContaining({
        towerId: inv.tower.id,
        overdue: { amount: rupees(2_032_000_00), count: 7 },
        notYetDue: { amount: rupees(15_000_00), count: 4 },
      }),
    ]);
    // Expected against collected per month: November's demands (the paid one is collected).
    const november = s.months.find((m: { month: string }) => m.month === '2026-11');
    expect(s.months).toHaveLength(12);
    expect(s.months.at(-1).month).toBe('2026-11');
    expect(november).toEqual({
      month: '2026-11',
      expected: rupees(16_000_00 + 8_000_00 + 4_000_00 + 2_000_00 + 7_00),
      collected: rupees(7_00),
      count: 5,
    });
  });

  it('moves a due date into "overdue 0–30" at India midnight, not the server’s', async () => {
    try {
      t.clock.now = new Date('2026-11-28T18:29:00Z'); // 23:59 IST on the 28th
      expect((await summary()).overdue.d0_30.count).toBe(2);
      t.clock.now = new Date('2026-11-28T18:31:00Z'); // 00:01 IST on the 29th
      const s = await summary();
      expect(s.today).toBe('2026-11-29');
      // Due on the 28th is now 1 day late; what was 30 days late is 31.
      expect(s.overdue.d0_30).toEqual({ amount: fromPaise(8_000_00 + 16_000_00), count: 2 });
      expect(s.overdue.d31_60).toEqual({ amount: fromPaise(32_000_00 + 64_000_00), count: 2 });
    } finally {
      t.clock.now = NOON;
    }
  });

  it('opens the demands behind a figure, with the URL’s filters, and exports them', async () => {
    const list = await api('GET', '/api/collections/demands?window=d0_30');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.data.total).toBe(2);
    expect(list.data.items.map((d: { dueOn: string }) => d.dueOn)).toEqual([back(30), back(1)]);
    expect(list.data.items[0]).toMatchObject({ daysOverdue: 30, buyer: 'Anita Deshpande', due: 32_000 });
    expect(list.data.dueTotal).toBe(48_000);
    const month = await api('GET', '/api/collections/demands?dueMonth=2026-11&open=all&pageSize=2&page=3');
    expect(month.data.total).toBe(5);
    expect(month.data.items).toHaveLength(1);
    const tower = await api('GET', `/api/collections/demands?towerId=${inv.tower.id}&window=overdue`);
    expect(tower.data.total).toBe(7);
    const csv = await api('GET', '/api/collections/demands/export?window=d90_plus&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Demand,Booking,Buyer');
    expect(csv.body).toContain('1024000');
    const xlsx = await api('GET', '/api/collections/demands/export?window=overdue&format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses a bad filter with a sentence and hides collections from executives', async () => {
    const bad = await api('GET', '/api/collections/demands?window=someday');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Window is not valid.');
    const month = await api('GET', '/api/collections/demands?dueMonth=2026-13');
    expect(month.statusCode).toBe(400);
    expect((await api('GET', '/api/collections/summary', undefined, people.executive.token)).statusCode).toBe(403);
  });
});

describe('a booking’s statement of account', () => {
  it('has totals that are the sums of its lines, and the same due as the collections list', async () => {
    const { booking } = await insertBooking(db(), inv.units[1]!, { bookingDate: '2026-06-01' });
    await addApplicant(db(), booking.id, 'Rohit Kulkarni', 'rohit@example.in');
    const first = await insertDemand(db(), booking.id, {
      raisedOn: '2026-06-01',
      dueOn: '2026-06-16',
      amountPaise: 10_00_000_00,
      gstPaise: 50_000_00,
      name: 'Booking amount',
    });
    const second = await insertDemand(db(), booking.id, {
      raisedOn: '2026-11-20',
      dueOn: addDays(TODAY, 7),
      amountPaise: 5_00_000_00,
      gstPaise: 25_000_00,
      name: 'Plinth',
    });
    // 10,40,000 received with 10,000 TDS settles the first demand in full, on time.
    const paid = await insertReceipt(db(), booking.id, {
      receivedOn: '2026-06-10',
      amountPaise: 10_40_000_00,
      tdsPaise: 10_000_00,
    });
    await allocate(db(), paid.id, first.id, 10_50_000_00);
    await db().execute(sql`update demands set status = 'paid' where id = ${first.id}::uuid`);
    // A cheque that bounced: it credits nothing and costs a bounce charge of 590.
    await insertReceipt(db(), booking.id, {
      receivedOn: '2026-11-22',
      amountPaise: 1_00_000_00,
      bouncedOn: '2026-11-25',
      bounceChargePaise: 590_00,
    });

    const res = await api('GET', `/api/collections/bookings/${booking.id}/statement`);
    expect(res.statusCode, res.body).toBe(200);
    const { statement } = res.data;
    expect(res.data.booking).toMatchObject({ bookingNo: booking.bookingNo, buyer: 'Rohit Kulkarni' });
    const sum = (kinds: string[], side: 'debit' | 'credit') =>
      Math.round(
        statement.lines
          .filter((l: { kind: string }) => kinds.includes(l.kind))
          .reduce((s: number, l: Record<string, number>) => s + (l[side] ?? 0) * 100, 0),
      ) / 100;
    const totals = statement.totals;
    expect(totals.instalments).toBe(sum(['instalment'], 'debit'));
    expect(totals.instalments).toBe(15_00_000);
    expect(totals.gst).toBe(75_000);
    expect(totals.received).toBe(11_40_000);
    expect(totals.tds).toBe(10_000);
    expect(totals.bounceCharges).toBe(590);
    expect(totals.reversed).toBe(1_00_000);
    expect(totals.debit).toBe(
      sum(
        ['instalment', 'gst', 'interest', 'interestAccrued', 'bounceCharge', 'receiptReversed', 'tdsReversed'],
        'debit',
      ),
    );
    expect(totals.credit).toBe(sum(['receipt', 'tds'], 'credit'));
    expect(totals.balance).toBe(Math.round((totals.debit - totals.credit) * 100) / 100);
    expect(statement.lines.at(-1).balance).toBe(totals.balance);
    // Nothing is late (the first was paid before its due date), so no interest to date.
    expect(totals.interest).toBe(0);
    // What is owed: the second demand in full and the bounce charge — the list's due plus the charge.
    const list = await api('GET', `/api/collections/demands?projectId=${inv.project.id}&pageSize=100`);
    const listed = list.data.items.filter((d: { bookingId: string }) => d.bookingId === booking.id);
    expect(listed.map((d: { _id: string }) => d._id)).toEqual([second.id]);
    expect(totals.balance).toBe(listed[0].due + 590);
    expect(statement.balanceInWords).toContain('Five Lakh Twenty Five Thousand Five Hundred Ninety');
    // The PDF prints the same lines and closing balance.
    const pdf = await api('GET', `/api/collections/bookings/${booking.id}/statement/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const read = await readPdf(pdf.rawPayload);
    expect(read.text).toContain('STATEMENT OF ACCOUNT');
    expect(read.text).toContain('Bounce charge on receipt');
    expect(read.text).toContain('5,25,590.00');
  });

  it('adds the interest earned to date on a late demand as a line of its own', async () => {
    const { booking } = await insertBooking(db(), inv.units[2]!, { bookingDate: '2026-06-01' });
    await insertDemand(db(), booking.id, { raisedOn: back(40), dueOn: back(25), amountPaise: 1_00_000_00 });
    const res = await api('GET', `/api/collections/bookings/${booking.id}/statement`);
    const accrued = res.data.statement.lines.filter((l: { kind: string }) => l.kind === 'interestAccrued');
    expect(accrued).toHaveLength(1);
    // 1,00,000 × 11.10% × 25 / 365 = 760.27
    expect(accrued[0].debit).toBe(760.27);
    expect(res.data.statement.totals.balance).toBe(1_00_760.27);
  });

  it('is a 404 for a booking that does not exist', async () => {
    const res = await api('GET', '/api/collections/bookings/7d0e6f0a-8a56-4a4c-9c1f-1d1a5e0c3b11/statement');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('That booking does not exist.');
  });
});

describe('overdue reminders', () => {
  const outbox = async (bookingId: string) =>
    rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from email_outbox o join demands d on d.id::text = o.related_id::text
        where o.related_kind = 'demand-reminder' and d.booking_id = ${bookingId}::uuid`),
    )[0]!.n;
  const run = async () => {
    await t.app.appContext.jobs.enqueue(db(), overdueRemindersJob, {});
    await t.app.appContext.jobs.drain();
  };

  it('emails an overdue demand at most once a week, and not at all when turned off', async () => {
    const { booking } = await insertBooking(db(), inv.units[3]!, { bookingDate: '2026-06-01' });
    await addApplicant(db(), booking.id, 'Meera Iyer', 'meera@example.in');
    await insertDemand(db(), booking.id, { dueOn: back(10), amountPaise: 2_00_000_00, name: 'Slab 2' });
    await insertDemand(db(), booking.id, { dueOn: addDays(TODAY, 10), amountPaise: 2_00_000_00, name: 'Slab 3' });
    // Without SMTP nothing is sent and nothing stamped.
    await run();
    expect(await outbox(booking.id)).toBe(0);
    await configureSmtp(t, people.admin.token, catcher);
    try {
      await run();
      expect(await outbox(booking.id)).toBe(1);
      await run(); // the same day again
      t.clock.now = new Date(NOON.getTime() + 6 * 86_400_000); // six India days later
      await run();
      expect(await outbox(booking.id)).toBe(1);
      t.clock.now = new Date(NOON.getTime() + 7 * 86_400_000); // a week later: due again
      await run();
      expect(await outbox(booking.id)).toBe(2);
      const off = await api('PUT', '/api/collections/reminders', { enabled: false });
      expect(off.statusCode, off.body).toBe(200);
      expect((await api('GET', '/api/collections/reminders')).data).toEqual({ enabled: false });
      t.clock.now = new Date(NOON.getTime() + 14 * 86_400_000);
      await run();
      expect(await outbox(booking.id)).toBe(2);
      const mail = await catcher.waitFor((m) => m.to.includes('meera@example.in'));
      expect(mail.parsed.subject).toContain('Payment reminder: Slab 2');
    } finally {
      t.clock.now = NOON;
      await api('PUT', '/api/collections/reminders', { enabled: true });
    }
  });
});
