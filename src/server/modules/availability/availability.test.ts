import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { towers, units } from '../../db/schema/inventory';
import { projects } from '../../db/schema/projects';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { insertInventory } from '../projects/inventory-fixture';

let t: TestApp;
let people: TestUsers;
let projectId: string;
let unitIds: Record<string, string>;

const api = apiOf(() => ({ app: t.app, token: people.executive.token }));

interface GridUnit {
  _id: string;
  number: string;
  floor: number;
  status: string;
  allInPrice: number | null;
  match: boolean;
  facing: string;
}
const unitsOf = (data: { towers: { floors: { floor: number; units: GridUnit[] }[] }[] }) =>
  data.towers.flatMap((tw) => tw.floors.flatMap((f) => f.units));

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = new Date('2026-11-28T06:30:00Z');
  people = await seedUsers(t);
  // Tower A: floors 1–3 × 4 units (101…304), 2 BHK of 62.5 m² at ₹12,000 per sq ft.
  const inv = await insertInventory(t.database.db, { name: 'Sahyadri Heights', floors: 3, perFloor: 4 });
  projectId = inv.project.id;
  unitIds = Object.fromEntries(inv.units.map((u) => [u.number, u.id]));
  // A second tower with a refuge floor (2) and units 10 and 9 out of order, to see the grid's order.
  const [b] = await t.database.db
    .insert(towers)
    .values({ projectId, name: 'B', floorFrom: 1, floorTo: 3, sortOrder: 1 })
    .returning();
  await t.database.db.insert(units).values(
    [
      { number: '310', floor: 3 },
      { number: '39', floor: 3 },
      { number: '101', floor: 1, type: 'Shops' as const },
    ].map((u) => ({
      projectId,
      towerId: b!.id,
      type: '3BHK' as const,
      carpetSqm: '95',
      saleableSqm: '120',
      facing: 'N',
      ...u,
    })),
  );
  await t.database.db.update(units).set({ status: 'sold' }).where(eq(units.id, unitIds['304']!));
});
afterAll(() => t.close());

describe('the availability grid', () => {
  it('gives every tower from the top floor down, units across in number order, priced all-in', async () => {
    const res = await api('GET', `/api/projects/${projectId}/availability`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res;
    expect(data.project).toMatchObject({ _id: projectId, name: 'Sahyadri Heights', city: 'Thane' });
    expect(data.priceList).toMatchObject({ effectiveFrom: '2026-01-01' });
    expect(data.day).toBe('2026-11-28');
    expect(data.towers.map((tw: { name: string }) => tw.name)).toEqual(['A', 'B']);
    expect(data.towers[0].floors.map((f: { floor: number }) => f.floor)).toEqual([3, 2, 1]);
    expect(data.towers[0].floors[2].units.map((u: GridUnit) => u.number)).toEqual(['101', '102', '103', '104']);
    // Tower B: the refuge floor has no units but stays in the building; 39 before 310.
    expect(data.towers[1].floors.map((f: { floor: number; units: GridUnit[] }) => [f.floor, f.units.length])).toEqual([
      [3, 2],
      [2, 0],
      [1, 1],
    ]);
    expect(data.towers[1].floors[0].units.map((u: GridUnit) => u.number)).toEqual(['39', '310']);
    expect(data.counts).toEqual({
      available: 14,
      held: 0,
      booked: 0,
      agreement_registered: 0,
      blocked: 0,
      sold: 1,
    });
    // The grid's price is the card's total: one engine.
    const card = await api('GET', `/api/units/${unitIds['201']}/cost-sheet`);
    const u201 = unitsOf(data).find((u) => u._id === unitIds['201']);
    expect(u201?.allInPrice).toBe(card.data.costSheet.total);
    expect(u201?.allInPrice).toBeGreaterThan(90_00_000);
  });

  it('marks the units the filters leave out, and keeps the counts of the whole project', async () => {
    const res = await api('GET', `/api/projects/${projectId}/availability?type=2BHK&facing=E&floorFrom=2&floorTo=3`);
    expect(res.statusCode, res.body).toBe(200);
    const kept = unitsOf(res.data)
      .filter((u) => u.match)
      .map((u) => u.number);
    expect(kept.sort()).toEqual(['202', '204', '302', '304']);
    expect(res.data.matching).toBe(4);
    expect(res.data.counts.available).toBe(14);
    expect(unitsOf(res.data)).toHaveLength(15);

    const all = unitsOf((await api('GET', `/api/projects/${projectId}/availability`)).data);
    const prices = all.map((u) => u.allInPrice ?? 0).sort((a, b) => a - b);
    const [low, high] = [prices[3]!, prices[8]!];
    const priced = await api(
      'GET',
      `/api/projects/${projectId}/availability?priceFrom=${low}&priceTo=${high}&status=available`,
    );
    const inRange = unitsOf(priced.data).filter((u) => u.match);
    expect(inRange.length).toBeGreaterThan(0);
    for (const u of inRange) {
      expect(u.allInPrice).toBeGreaterThanOrEqual(low);
      expect(u.allInPrice).toBeLessThanOrEqual(high);
      expect(u.status).toBe('available');
    }
  });

  it('refuses bad filters with a sentence and an unknown project with 404', async () => {
    const bad = await api('GET', `/api/projects/${projectId}/availability?floorFrom=5&floorTo=2&type=Villa`);
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields).toMatchObject({ type: 'Choose a unit type from the list.' });
    const order = await api('GET', `/api/projects/${projectId}/availability?floorFrom=5&floorTo=2`);
    expect(order.statusCode).toBe(400);
    expect(order.data.fields.floorTo).toBe('Floor to must be the same as or above floor from.');
    const price = await api('GET', `/api/projects/${projectId}/availability?priceFrom=abc`);
    expect(price.statusCode).toBe(400);
    const missing = await api('GET', '/api/projects/00000000-0000-4000-8000-000000000000/availability');
    expect(missing.statusCode).toBe(404);
    expect(missing.data.message).toBe('That project does not exist.');
  });
});

describe('the cost sheet of a unit', () => {
  it('gives every line with its rule, and recomputes for a woman buyer and a discount', async () => {
    const res = await api('GET', `/api/units/${unitIds['201']}/cost-sheet`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.unit).toMatchObject({
      number: '201',
      towerName: 'A',
      floor: 2,
      carpetSqm: 62.5,
      status: 'available',
    });
    expect(res.data.project).toEqual({ _id: projectId, name: 'Sahyadri Heights' });
    const keys = res.data.costSheet.lines.map((l: { key: string }) => l.key);
    expect(keys).toEqual(expect.arrayContaining(['base', 'floorRise', 'parking', 'gst', 'stampDuty', 'registration']));
    for (const line of res.data.costSheet.lines) expect(line.rule).not.toBe('');

    const woman = await api('GET', `/api/units/${unitIds['201']}/cost-sheet?women=true`);
    const duty = (d: { costSheet: { lines: { key: string; amount: number; rule: string }[] } }) =>
      d.costSheet.lines.find((l) => l.key === 'stampDuty')!;
    expect(duty(woman.data).amount).toBeLessThan(duty(res.data).amount);
    expect(duty(woman.data).rule).toMatch(/less 1 point as every buyer is a woman/);

    const discounted = await api('GET', `/api/units/${unitIds['201']}/cost-sheet?discountPercent=2.5`);
    expect(discounted.data.costSheet.agreementValue).toBeLessThan(res.data.costSheet.agreementValue);

    const bad = await api('GET', `/api/units/${unitIds['201']}/cost-sheet?discountPercent=120&women=yes`);
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields).toMatchObject({
      discountPercent: 'Discount cannot be more than 100%.',
      women: 'Women must be true or false.',
    });
    expect((await api('GET', '/api/units/00000000-0000-4000-8000-000000000000/cost-sheet')).statusCode).toBe(404);
  });

  it('has no price before the project has a price list in force', async () => {
    const [p] = await t.database.db
      .insert(projects)
      .values({ name: 'Unpriced Park', city: 'Pune', state: 'Maharashtra', status: 'pre_launch' })
      .returning();
    const [tw] = await t.database.db.insert(towers).values({ projectId: p!.id, name: 'A', floorTo: 1 }).returning();
    const [u] = await t.database.db
      .insert(units)
      .values({
        projectId: p!.id,
        towerId: tw!.id,
        number: '1',
        floor: 1,
        type: 'Plot',
        carpetSqm: '100',
        saleableSqm: '100',
      })
      .returning();
    const grid = await api('GET', `/api/projects/${p!.id}/availability?priceFrom=1`);
    expect(grid.data.priceList).toBeNull();
    expect(unitsOf(grid.data)[0]).toMatchObject({ allInPrice: null, match: false });
    const card = await api('GET', `/api/units/${u!.id}/cost-sheet`);
    expect(card.data).toMatchObject({ priceList: null, costSheet: null });
  });
});
