import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dueDaysDrift } from '../modules/collections/due-days';
import { migrationHarness } from '../test/migration-harness';
import { MIGRATIONS_FOLDER } from './open-database';

// Decision 198: migration 0043 makes a flat buyer's Entity Manager payments receipts of their
// booking. The database is migrated up to the step before it, given buyers with payments, bookings
// and demands, then migrated to the end.
const TAG = '0043_entity_payments_to_receipts';

const { handle: database, before, migrateFrom } = migrationHarness(TAG, 'rcptmig');

async function rows<T = Record<string, unknown>>(query: SQL): Promise<T[]> {
  return ((await database().db.execute(query)) as unknown as { rows: T[] }).rows;
}
const firstRow = async <T>(query: SQL) => (await rows<T>(query))[0]!;
const one = async (query: SQL) => (await rows<{ id: string }>(query))[0]!.id;

describe('entity payments to receipts (migration 0043)', () => {
  it('moves a linked flat buyer’s payments to their booking to the paisa, oldest demand first; others stay', async () => {
    await migrateFrom(before);
    const user = await one(
      sql`insert into users (name, email, password_hash, role) values ('Asha Patil', 'asha@example.in', 'x', 0) returning id`,
    );
    const project = await one(
      sql`insert into projects (name, city, state) values ('Migr Heights', 'Pune', 'Maharashtra') returning id`,
    );
    const tower = await one(
      sql`insert into towers (project_id, name, floor_from, floor_to) values (${project}, 'A', 1, 2) returning id`,
    );
    const unit = async (n: string) =>
      one(sql`insert into units (project_id, tower_id, number, floor, type, carpet_sqm, saleable_sqm, status)
        values (${project}, ${tower}, ${n}, 1, '2BHK', 60, 80, 'booked') returning id`);
    const entity = async (name: string, type = 'customer') =>
      one(sql`insert into entities (type, name) values (${type}, ${name}) returning id`);
    let bookingNo = 0;
    const booking = async (entityId: string | null, status = 'booked') =>
      one(sql`insert into bookings (booking_no, unit_id, project_id, entity_id, booking_date, status, cost_sheet,
          agreement_value, total_amount, gst_percent)
        values (${`BK-2026-${String(++bookingNo).padStart(4, '0')}`}, ${await unit(`10${bookingNo}`)}, ${project},
          ${entityId}, '2026-01-10', ${status}, '{}'::jsonb, 5000000, 5500000, 5) returning id`);
    const payment = (
      entityId: string,
      amount: string,
      date: string,
      mode: string,
      direction = 'received',
      reference: string | null = null,
    ) =>
      database().db.execute(sql`insert into entity_payments (entity_id, amount, date, mode, reference, bank, note, direction, created_by)
        values (${entityId}, ${amount}, ${date}, ${mode}, ${reference}, ${mode === 'cheque' ? 'HDFC Bank' : null}, 'Token', ${direction}, ${user})`);
    let demandNo = 0;
    const demand = async (bookingId: string, dueOn: string, amountPaise: number, gstPaise: number) => {
      const inst =
        await one(sql`insert into booking_instalments (booking_id, position, name, trigger, percent_bp, amount_paise)
        values (${bookingId}, ${++demandNo}, 'On booking', 'booking', 1000, ${amountPaise}) returning id`);
      return one(sql`insert into demands (demand_no, booking_id, instalment_id, raised_on, due_on, amount_paise, gst_percent,
          gst_paise, total_paise)
        values (${`DM-${demandNo}`}, ${bookingId}, ${inst}, '2026-01-10', ${dueOn}, ${amountPaise}, 5, ${gstPaise},
          ${amountPaise + gstPaise}) returning id`);
    };

    // A linked buyer: three payments received (one a refund paid back stays), and two demands.
    const anita = await entity('Anita Deshpande');
    const anitaBooking = await booking(anita);
    await payment(anita, '100000.50', '2026-01-12', 'cheque', 'received', '004512');
    await payment(anita, '19999.99', '2026-02-01', 'cash');
    await payment(anita, '250000.00', '2026-03-05', 'rtgs', 'received', 'UTR1');
    await payment(anita, '5000.00', '2026-03-06', 'upi', 'paid');
    const second = await demand(anitaBooking, '2026-06-01', 20_000_000, 1_000_000);
    const first = await demand(anitaBooking, '2026-02-01', 10_000_000, 500_000);
    // Not migrated: a land owner, a buyer with no booking, a buyer whose only booking is cancelled,
    // and a buyer of two flats (which booking a payment was for is not known).
    const owner = await entity('Land Owner', 'land_owner');
    await booking(owner);
    await payment(owner, '700000.00', '2026-01-15', 'rtgs', 'received', 'UTR2');
    const loose = await entity('No Booking Yet');
    await payment(loose, '1000.00', '2026-01-15', 'upi');
    const cancelled = await entity('Cancelled Buyer');
    await booking(cancelled, 'cancelled');
    await payment(cancelled, '2000.00', '2026-01-15', 'upi');
    const twoFlats = await entity('Two Flats');
    await booking(twoFlats);
    await booking(twoFlats);
    await payment(twoFlats, '3000.00', '2026-01-15', 'upi');
    const { total: paymentsBefore } = await firstRow<{ total: string }>(
      sql`select sum(amount)::text as total from entity_payments`,
    );

    await migrateFrom(MIGRATIONS_FOLDER);

    const migrated = await rows<Record<string, unknown>>(
      sql`select r.receipt_no, r.mode, r.reference, r.bank_name, r.received_on::text as on, r.amount_paise::text as paise,
          r.cheque_status, r.form16b_status, r.advance, r.note, r.created_by, p.amount::text as source
        from receipts r join entity_payments p on p.id = r.entity_payment_id
        where r.booking_id = ${anitaBooking} order by r.received_on`,
    );
    expect(migrated).toEqual([
      {
        receipt_no: 'RC-2026-0001',
        mode: 'cheque',
        reference: '004512',
        bank_name: 'HDFC Bank',
        on: '2026-01-12',
        paise: '10000050',
        cheque_status: 'cleared',
        form16b_status: 'not_applicable',
        advance: false,
        note: 'Token\nFrom the Entity Manager',
        created_by: user,
        source: '100000.50',
      },
      expect.objectContaining({
        receipt_no: 'RC-2026-0002',
        mode: 'cash',
        reference: null,
        paise: '1999999',
        cheque_status: null,
      }),
      expect.objectContaining({
        receipt_no: 'RC-2026-0003',
        mode: 'rtgs_neft',
        reference: 'UTR1',
        paise: '25000000',
        advance: true,
      }),
    ]);
    // Only Anita's received payments moved; every payment is still there.
    expect(await rows(sql`select count(*)::int as n from receipts`)).toEqual([{ n: 3 }]);
    const { total: paymentsAfter } = await firstRow<{ total: string }>(
      sql`select sum(amount)::text as total from entity_payments`,
    );
    expect(paymentsAfter).toBe(paymentsBefore);

    // Oldest demand first: ₹1,05,000 due first is settled by the cheque and part of the cash.
    const settled = await rows<{ id: string; settled: string; status: string }>(
      sql`select id, settled_paise::text as settled, status from demands order by due_on`,
    );
    expect(settled).toEqual([
      { id: first, settled: '10500000', status: 'paid' },
      { id: second, settled: '21000000', status: 'paid' },
    ]);
    const { n: allocated } = await firstRow<{ n: string }>(
      sql`select sum(amount_paise)::text as n from receipt_allocations`,
    );
    expect(allocated).toBe('31500000');
    // Credit 3,70,000.49 − demanded 3,15,000 = ₹55,000.49 left over on the last receipt.
    const { left } = await firstRow<{
      left: string;
    }>(sql`select (r.amount_paise - coalesce(sum(a.amount_paise), 0))::text as left
      from receipts r left join receipt_allocations a on a.receipt_id = r.id where r.receipt_no = 'RC-2026-0003' group by r.id`);
    expect(left).toBe('5500049');
    // Migration 0044 (decision 195) summed these demands, as 0043 settled them, into the collections rollup.
    expect(await dueDaysDrift(database().db)).toEqual([]);
    const [built] = await rows<{ n: number; open: string }>(
      sql`select sum(n)::int as n, sum(open_paise)::text as open from collection_due_days`,
    );
    // Two demands of the live booking, paid in full by the payments moved.
    expect(built).toEqual({ n: 2, open: '0' });

    // Running it again adds nothing (entity_payment_id is unique and already used).
    const sqlText = readFileSync(join(MIGRATIONS_FOLDER, `${TAG}.sql`), 'utf8');
    for (const statement of sqlText.split('--> statement-breakpoint')) await database().db.execute(sql.raw(statement));
    expect(await rows(sql`select count(*)::int as n from receipts`)).toEqual([{ n: 3 }]);
    const { n: again } = await firstRow<{ n: string }>(
      sql`select sum(amount_paise)::text as n from receipt_allocations`,
    );
    expect(again).toBe('31500000');
    expect(await dueDaysDrift(database().db)).toEqual([]);
  });
});
