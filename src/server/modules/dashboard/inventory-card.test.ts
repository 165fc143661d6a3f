import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumRupees } from '../../../domain/money/paise';
import { priceLists } from '../../db/schema/inventory';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { insertInventory } from '../projects/inventory-fixture';
import { projectPricing } from '../projects/public';
import { insertBooking } from '../reports/bookings-fixture';

// The dashboard's inventory by project (decision 185): units by state now and their all-in value.

let t: TestApp;
let people: TestUsers;
const api = apiOf(() => ({ app: t.app, token: people.admin.token }));

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = new Date('2026-11-20T06:30:00Z');
  people = await seedUsers(t);
});
afterAll(() => t.close());

describe('inventory by project', () => {
  it('counts units by state, a lapsed hold as available, and values them through the price list', async () => {
    const db = t.database.db;
    const { project, units } = await insertInventory(db, { name: 'Sahyadri Heights', floors: 2, perFloor: 4 });
    const bare = await insertInventory(db, { name: 'Aarambh Plots', floors: 1, perFloor: 2 });
    await db.delete(priceLists).where(sql`${priceLists.projectId} = ${bare.project.id}`);
    const lead = await api('POST', '/api/lead/create', { name: 'Asha', mobile: '9822012345' });
    const [held, lapsed, blocked, booked, sold, registered] = units;
    await db.execute(sql`update units set status = 'held' where id in (${held!.id}::uuid, ${lapsed!.id}::uuid)`);
    await db.execute(sql`insert into unit_holds (unit_id, lead_id, held_until) values
      (${held!.id}::uuid, ${lead.data.lead._id}::uuid, '2026-11-21T06:30:00Z'),
      (${lapsed!.id}::uuid, ${lead.data.lead._id}::uuid, '2026-11-20T06:00:00Z')`);
    await db.execute(
      sql`update units set status = 'blocked', blocked_reason = 'Show flat' where id = ${blocked!.id}::uuid`,
    );
    const b1 = await insertBooking(db, booked!, { bookingDate: '2026-10-01' });
    const b2 = await insertBooking(db, sold!, { bookingDate: '2026-10-02', status: 'possession_given' });
    const b3 = await insertBooking(db, registered!, { bookingDate: '2026-10-03', status: 'agreement_registered' });

    const res = await api('GET', '/api/dashboard/getInventoryByProject/30d');
    expect(res.statusCode, res.body).toBe(200);
    const pricing = await projectPricing(db, project, '2026-11-20');
    const price = (i: number) => pricing.price(units[i]!)!.total;
    expect(res.data.today).toBe('2026-11-20');
    expect(res.data.projects).toEqual([
      {
        _id: bare.project.id,
        name: 'Aarambh Plots',
        available: { units: 2, value: 0 },
        held: { units: 0, value: 0 },
        booked: { units: 0, value: 0 },
        sold: { units: 0, value: 0 },
        blocked: 0,
        unpriced: 2,
      },
      {
        _id: project.id,
        name: 'Sahyadri Heights',
        available: { units: 3, value: sumRupees([price(1), price(6), price(7)]) },
        held: { units: 1, value: price(0) },
        booked: { units: 2, value: sumRupees([b1.sheet.total, b3.sheet.total]) },
        sold: { units: 1, value: b2.sheet.total },
        blocked: 1,
        unpriced: 0,
      },
    ]);
    expect((await api('GET', '/api/dashboard/getInventoryByProject/custom?from=2026-11-01')).statusCode).toBe(400);
    expect(
      (await api('GET', '/api/dashboard/getInventoryByProject/30d', undefined, people.manager.token)).statusCode,
    ).toBe(403);
  });

  it('counts the discounts waiting for a decision, the number of the list the card opens', async () => {
    const { units } = await insertInventory(t.database.db, { name: 'Discount Heights', floors: 1, perFloor: 3 });
    const card = async () => (await api('GET', '/api/dashboard/getDashboardCardsData/30d')).data.discountsWaiting;
    const before = await card();
    const booked: string[] = [];
    for (const [i, unit] of units.entries()) {
      const lead = await api('POST', '/api/lead/create', { name: `Waiting ${i}`, mobile: `98330${10_000 + i}` });
      const res = await api('POST', '/api/bookings', {
        unitId: unit.id,
        leadId: lead.data.lead._id,
        bookingDate: '2026-11-20',
        bookingAmount: 100000,
        discountPercent: i === 2 ? 0 : 9,
        applicants: [{ name: `Waiting Buyer ${i}`, mobile: `98440${10_000 + i}` }],
      });
      expect(res.statusCode, res.body).toBe(201);
      booked.push(res.data.booking._id);
    }
    expect(await card()).toBe(before + 2);
    const list = await api('GET', '/api/bookings?discount=pending');
    expect(list.data.total).toBe(before + 2);
    const decided = await api('POST', `/api/bookings/${booked[0]}/discount`, { decision: 'approve' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await card()).toBe(before + 1);
  });
});
