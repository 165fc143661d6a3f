import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumRupees } from '../../../domain/money/paise';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { insertInventory } from '../projects/inventory-fixture';
import { insertBooking } from './bookings-fixture';

// The booking report (decision 185) from the bookings table: per day or month, per member who made
// the booking, per source of its lead with the conversion of the period's leads.

let t: TestApp;
let people: TestUsers;
const api = apiOf(() => ({ app: t.app, token: people.admin.token }));
const period = 'period=custom&from=2026-11-01&to=2026-11-20';

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = new Date('2026-11-20T06:30:00Z');
  people = await seedUsers(t);
});
afterAll(() => t.close());

describe('booking report', () => {
  it('counts and values bookings per day, member and source, with each source’s conversion', async () => {
    const db = t.database.db;
    const walkIn = (await api('POST', '/api/source/create', { name: 'Walk-in' })).data.source._id;
    const portal = (await api('POST', '/api/source/create', { name: '99acres' })).data.source._id;
    const a = await insertInventory(db, { name: 'Sahyadri Heights', floors: 2, perFloor: 4 });
    const b = await insertInventory(db, { name: 'Green Valley', floors: 1, perFloor: 2 });
    const lead = async (mobile: string, sourceId: string) =>
      (await api('POST', '/api/lead/create', { name: `Lead ${mobile}`, mobile, sourceId })).data.lead._id as string;
    const [w1, w2] = [await lead('9822000001', walkIn), await lead('9822000002', walkIn)];
    await lead('9822000003', walkIn);
    const [p1] = [await lead('9822000004', portal), await lead('9822000005', portal)];
    const old = await lead('9822000006', portal);
    await db.execute(sql`update leads set created_at = '2026-08-01T06:30:00Z' where id = ${old}::uuid`);

    const admin = people.admin.id;
    const manager = people.manager.id;
    const k1 = await insertBooking(db, a.units[0]!, { leadId: w1, createdBy: admin, bookingDate: '2026-11-05' });
    const k2 = await insertBooking(db, a.units[1]!, {
      leadId: w2,
      createdBy: manager,
      bookingDate: '2026-11-05',
      status: 'agreement_registered',
    });
    await insertBooking(db, a.units[2]!, {
      leadId: p1,
      createdBy: admin,
      bookingDate: '2026-11-12',
      status: 'cancelled',
    });
    const k4 = await insertBooking(db, a.units[3]!, { leadId: old, createdBy: admin, bookingDate: '2026-11-15' });
    const k5 = await insertBooking(db, b.units[0]!, { createdBy: admin, bookingDate: '2026-11-18' });
    await insertBooking(db, a.units[4]!, { leadId: w1, createdBy: admin, bookingDate: '2026-09-01' });

    const res = await api('GET', `/api/report/bookings?${period}`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.data;
    expect(r.total).toEqual({
      bookings: 4,
      value: sumRupees([k1.sheet.total, k2.sheet.total, k4.sheet.total, k5.sheet.total]),
      cancelled: 1,
    });
    expect(r.grain).toBe('day');
    expect(r.byPeriod).toHaveLength(20);
    expect(r.byPeriod.find((d: { period: string }) => d.period === '2026-11-05')).toEqual({
      period: '2026-11-05',
      bookings: 2,
      value: sumRupees([k1.sheet.total, k2.sheet.total]),
    });
    expect(r.byPeriod.find((d: { period: string }) => d.period === '2026-11-12').bookings).toBe(0);
    expect(r.byMember).toEqual([
      {
        id: admin,
        name: expect.any(String),
        bookings: 3,
        value: sumRupees([k1.sheet.total, k4.sheet.total, k5.sheet.total]),
      },
      { id: manager, name: expect.any(String), bookings: 1, value: k2.sheet.total },
    ]);
    expect(r.bySource).toEqual([
      {
        id: walkIn,
        name: 'Walk-in',
        leads: 3,
        bookedLeads: 2,
        conversion: 66.7,
        bookings: 2,
        value: sumRupees([k1.sheet.total, k2.sheet.total]),
      },
      { id: portal, name: '99acres', leads: 2, bookedLeads: 0, conversion: 0, bookings: 1, value: k4.sheet.total },
      { id: null, name: 'No source', leads: 0, bookedLeads: 0, conversion: null, bookings: 1, value: k5.sheet.total },
    ]);

    const onlyB = await api('GET', `/api/report/bookings?${period}&projectId=${b.project.id}`);
    expect(onlyB.data.total).toMatchObject({ bookings: 1, cancelled: 0 });
    expect(onlyB.data.bySource).toEqual([
      { id: null, name: 'No source', leads: 0, bookedLeads: 0, conversion: null, bookings: 1, value: k5.sheet.total },
    ]);

    const year = await api('GET', '/api/report/bookings?period=fy');
    expect(year.data.grain).toBe('month');
    expect(year.data.byPeriod.map((m: { period: string }) => m.period)).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(year.data.byPeriod.find((m: { period: string }) => m.period === '2026-09').bookings).toBe(1);

    const csv = await api('GET', `/api/report/bookings/export?${period}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Source,Walk-in,2,');
    const bad = await api('GET', '/api/report/bookings?period=custom&from=2026-11-01');
    expect(bad.statusCode).toBe(400);
    expect((await api('GET', `/api/report/bookings?${period}`, undefined, people.manager.token)).statusCode).toBe(403);
  });
});
