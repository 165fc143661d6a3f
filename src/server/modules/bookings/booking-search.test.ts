import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { insertInventory } from '../projects/inventory-fixture';
import { projectPricing } from '../projects/public';
import { BOOKING_SEARCH_EXACT_UP_TO } from './booking-view';

// The bookings search past BOOKING_SEARCH_EXACT_UP_TO expected matches (decision 189): the page is
// found by walking the bookings in date order, and the total is the planner's estimate.
let t: TestApp;
let people: TestUsers;
const api = apiOf(() => ({ app: t.app, token: people.admin.token }));
const ROWS = 1_600;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = new Date('2026-11-28T06:30:00Z');
  people = await seedUsers(t);
  const db = t.database.db;
  const inv = await insertInventory(db, { name: 'Search Towers', floors: 1, perFloor: 1, effectiveFrom: '2026-01-01' });
  const sheet = (await projectPricing(db, inv.project, '2026-06-01')).price(inv.units[0]!)!;
  await db.execute(sql`insert into units (project_id, tower_id, number, floor, type, carpet_sqm, saleable_sqm, status)
    select ${inv.project.id}::uuid, ${inv.tower.id}::uuid, 'S' || g, 1, '2BHK', 62.5, 85, 'booked'
    from generate_series(1, ${ROWS}) g`);
  // Three of four buyers are Patils; one booking in ten is cancelled; some share a booking date.
  await db.execute(sql`insert into bookings (booking_no, unit_id, project_id, booking_date, status, price_list_id,
      cost_sheet, agreement_value, total_amount, gst_percent, booking_amount, created_by)
    select 'BK-S-' || lpad(n::text, 5, '0'), u.id, u.project_id, date '2025-01-01' + (n / 3)::int,
      case when n % 10 = 0 then 'cancelled' else 'booked' end, ${inv.priceList.id}::uuid, ${JSON.stringify(sheet)}::jsonb,
      ${sheet.agreementValue}::numeric, ${sheet.total}::numeric, ${sheet.gstPercent}::numeric, 200000, ${people.admin.id}::uuid
    from (select id, project_id, substr(number, 2)::int as n from units where number like 'S%') u`);
  await db.execute(sql`insert into booking_applicants (booking_id, position, name, mobile)
    select b.id, 1, case when substr(b.booking_no, 6)::int % 4 = 0 then 'Meera Joshi' else 'Sai Patil' end,
      '9198' || lpad(substr(b.booking_no, 6), 8, '0')
    from bookings b where b.booking_no like 'BK-S-%'`);
  await db.execute(sql`analyze`);
});
afterAll(() => t.close());

/** The same search written plainly: every match, newest first. */
async function exactly(term: string, extra = sql`true`) {
  return rowsOf<{ id: string }>(
    await t.database.db.execute(sql`select b.id from bookings b
      where (b.booking_no ilike ${`%${term}%`}
        or exists (select 1 from units u where u.id = b.unit_id and u.number ilike ${`%${term}%`})
        or exists (select 1 from booking_applicants a where a.booking_id = b.id and a.name ilike ${`%${term}%`}))
        and ${extra}
      order by b.booking_date desc, b.id desc`),
  ).map((r) => r.id);
}
const ids = (res: { data: { bookings: { _id: string }[] } }) => res.data.bookings.map((b) => b._id);

describe('searching many bookings', () => {
  it('gives the newest matches in order with an estimated total, exact on the last page', async () => {
    const all = await exactly('patil');
    expect(all.length).toBe(1_200);
    expect(all.length).toBeGreaterThan(BOOKING_SEARCH_EXACT_UP_TO);
    const first = await api('GET', '/api/bookings?q=patil');
    expect(first.statusCode).toBe(200);
    expect(ids(first)).toEqual(all.slice(0, 25));
    expect(first.data.totalIsEstimate).toBe(true);
    // The planner's figure: near the truth, never below what the page has shown.
    expect(first.data.total).toBeGreaterThan(600);
    expect(first.data.total).toBeLessThan(2_400);
    const page3 = await api('GET', '/api/bookings?q=patil&page=3');
    expect(ids(page3)).toEqual(all.slice(50, 75));
    // A deep page would walk more bookings than there are matches: found from the matches, counted.
    const last = await api('GET', '/api/bookings?q=patil&pageSize=100&page=12');
    expect(ids(last)).toEqual(all.slice(1_100, 1_200));
    expect(last.data).toMatchObject({ total: 1_200, pageCount: 12 });
    expect(last.data.totalIsEstimate).toBeUndefined();
    const end = await api('GET', '/api/bookings?q=PATIL&pageSize=100&page=13');
    expect(end.data).toMatchObject({ bookings: [], total: 1_200 });
  });

  it('keeps the other filters and counts a narrow search exactly', async () => {
    const cancelled = await exactly('patil', sql`b.status = 'cancelled'`);
    const res = await api('GET', '/api/bookings?q=patil&status=cancelled&pageSize=100');
    expect(ids(res)).toEqual(cancelled.slice(0, 100));
    expect(res.data.total).toBe(cancelled.length);
    expect(res.data.totalIsEstimate).toBeUndefined();
    const joshi = await exactly('joshi');
    const few = await api('GET', '/api/bookings?q=joshi&page=2');
    expect(ids(few)).toEqual(joshi.slice(25, 50));
    expect(few.data.total).toBe(400);
    const unit = await api('GET', '/api/bookings?q=S1234');
    expect(unit.data.bookings.map((b: { unit: { number: string } }) => b.unit.number)).toEqual(['S1234']);
    expect(unit.data.total).toBe(1);
  });
});
