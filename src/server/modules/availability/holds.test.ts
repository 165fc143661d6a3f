import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/activities';
import { unitHolds, units } from '../../db/schema/inventory';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { addMember, seedUsers, type TestUser, type TestUsers } from '../../test/users';
import { insertInventory } from '../projects/inventory-fixture';

let t: TestApp;
let people: TestUsers;
let farhan: TestUser;
/** Esha's (the executive's, who reports to Manoj the manager) lead, and one of Farhan's (no manager). */
let eshaLead: string;
let farhanLead: string;
let unitIds: string[];
let projectId: string;

const api = apiOf(() => ({ app: t.app, token: people.admin.token }));

// 2026-05-01 22:30 IST: a 2-hour hold runs past India's midnight.
const LATE_EVENING = new Date('2026-05-01T17:00:00Z');

async function addLead(name: string, mobile: string, assignedTo: string) {
  const res = await api('POST', '/api/lead/create', { name, mobile, assignedTo });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.lead._id as string;
}

const hold = (unitId: string, leadId: string, token = people.admin.token) =>
  api('POST', `/api/units/${unitId}/hold`, { leadId }, token);

async function unitState(unitId: string) {
  const [unit] = await t.database.db.select({ status: units.status }).from(units).where(eq(units.id, unitId));
  const open = await t.database.db
    .select()
    .from(unitHolds)
    .where(and(eq(unitHolds.unitId, unitId), isNull(unitHolds.endedAt)));
  return { status: unit?.status, open };
}

const timeline = async (leadId: string) =>
  (
    await t.database.db
      .select({ kind: activities.kind, payload: activities.payload, actorId: activities.actorId })
      .from(activities)
      .where(eq(activities.leadId, leadId))
      .orderBy(activities.seq)
  ).filter((a) => a.kind.startsWith('unit_'));

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = LATE_EVENING;
  people = await seedUsers(t);
  farhan = await addMember(t, people.admin.token, { name: 'Farhan Exec', email: 'farhan@example.in', role: 2 });
  eshaLead = await addLead('Esha Buyer', '9822010010', people.executive.id);
  farhanLead = await addLead('Farhan Buyer', '9822019999', farhan.id);
  const inventory = await insertInventory(t.database.db, { floors: 4, perFloor: 4, name: 'Sahyadri Heights' });
  projectId = inventory.project.id;
  unitIds = inventory.units.map((u) => u.id);
});
afterAll(() => t.close());

describe('holding a unit', () => {
  it('holds a free unit for the setting’s hours, shows it on the grid and on the lead’s timeline', async () => {
    const res = await hold(unitIds[0]!, eshaLead, people.executive.token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.heldUntil).toBe(new Date(LATE_EVENING.getTime() + 48 * 3_600_000).toISOString());
    expect(await unitState(unitIds[0]!)).toMatchObject({ status: 'held', open: [expect.anything()] });

    const grid = await api('GET', `/api/projects/${projectId}/availability`, undefined, people.executive.token);
    expect(grid.statusCode, grid.body).toBe(200);
    const held = grid.data.towers[0].floors
      .flatMap((f: { units: unknown[] }) => f.units)
      .find((u: { _id: string }) => u._id === unitIds[0]);
    expect(held).toMatchObject({ status: 'held', heldBy: { _id: people.executive.id, name: 'Esha Executive' } });
    expect(grid.data.counts).toMatchObject({ held: 1, available: 15 });

    const [entry] = await timeline(eshaLead);
    expect(entry).toMatchObject({ kind: 'unit_held', actorId: people.executive.id });
    expect((entry!.payload as { summary: string }).summary).toMatch(
      /^Held A-101 \(Sahyadri Heights\) until 03\/05\/2026, 22:30/,
    );
  });

  it('refuses a second hold with who holds it and until when, and changes nothing', async () => {
    const again = await hold(unitIds[0]!, farhanLead);
    expect(again.statusCode).toBe(409);
    expect(again.data).toMatchObject({
      code: 'UNIT_HELD',
      heldBy: { _id: people.executive.id, name: 'Esha Executive' },
      heldUntil: new Date(LATE_EVENING.getTime() + 48 * 3_600_000).toISOString(),
    });
    expect(again.data.message).toMatch(/A-101 is on hold by Esha Executive until 03\/05\/2026, 22:30/);
    expect((await unitState(unitIds[0]!)).open).toHaveLength(1);
  });

  it('lets an executive hold only for their own lead, a manager for the leads they work', async () => {
    const notTheirs = await hold(unitIds[1]!, farhanLead, people.executive.token);
    expect(notTheirs.statusCode).toBe(404);
    const outOfScope = await hold(unitIds[1]!, farhanLead, people.manager.token);
    expect(outOfScope.statusCode).toBe(404);
    expect((await unitState(unitIds[1]!)).status).toBe('available');
    const inScope = await hold(unitIds[1]!, eshaLead, people.manager.token);
    expect(inScope.statusCode, inScope.body).toBe(201);
  });

  it('refuses a booked, blocked or sold unit, an unknown unit and a binned lead, with a sentence', async () => {
    await t.database.db
      .update(units)
      .set({ status: 'blocked', blockedReason: 'Owner’s quota' })
      .where(eq(units.id, unitIds[2]!));
    const blocked = await hold(unitIds[2]!, eshaLead);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.data).toMatchObject({
      message: 'A-103 is not available: blocked by management.',
      heldBy: null,
      heldUntil: null,
    });
    const missing = await hold('00000000-0000-4000-8000-000000000000', eshaLead);
    expect(missing.statusCode).toBe(404);
    const badBody = await api('POST', `/api/units/${unitIds[3]}/hold`, { leadId: 'nope' });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.data.fields.leadId).toBe('Choose a lead to hold the unit for.');
    const binnedLead = await addLead('Binned Buyer', '9822010099', people.executive.id);
    expect((await api('PUT', `/api/lead/moveToRecycleBin/${binnedLead}`)).statusCode).toBe(200);
    const binned = await hold(unitIds[3]!, binnedLead);
    expect(binned.statusCode).toBe(409);
    expect((await unitState(unitIds[3]!)).status).toBe('available');
  });
});

describe('releasing and extending', () => {
  it('lets the holder or a manager release, not another executive', async () => {
    const other = await api('DELETE', `/api/units/${unitIds[0]}/hold`, undefined, farhan.token);
    expect(other.statusCode).toBe(403);
    const res = await api('DELETE', `/api/units/${unitIds[0]}/hold`, undefined, people.executive.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await unitState(unitIds[0]!)).toMatchObject({ status: 'available', open: [] });
    const twice = await api('DELETE', `/api/units/${unitIds[0]}/hold`, undefined, people.executive.token);
    expect(twice.statusCode).toBe(409);
    expect((await timeline(eshaLead)).map((a) => a.kind)).toContain('unit_released');
    // Unit 102 was held by the manager for Esha's lead: the manager releases it.
    expect((await api('DELETE', `/api/units/${unitIds[1]}/hold`, undefined, people.manager.token)).statusCode).toBe(
      200,
    );
  });

  it('extends a hold once by the setting’s hours, by a manager or an administrator', async () => {
    expect((await hold(unitIds[4]!, eshaLead, people.executive.token)).statusCode).toBe(201);
    const byExecutive = await api('POST', `/api/units/${unitIds[4]}/hold/extend`, undefined, people.executive.token);
    expect(byExecutive.statusCode).toBe(403);
    const res = await api('POST', `/api/units/${unitIds[4]}/hold/extend`, undefined, people.manager.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.heldUntil).toBe(new Date(LATE_EVENING.getTime() + 96 * 3_600_000).toISOString());
    const again = await api('POST', `/api/units/${unitIds[4]}/hold/extend`);
    expect(again.statusCode).toBe(409);
    expect(again.data.message).toMatch(/extended only once/);
    const card = await api('GET', `/api/units/${unitIds[4]}/cost-sheet`);
    expect(card.data.unit).toMatchObject({ status: 'held', holdExtended: true, heldUntil: res.data.heldUntil });
    expect((await api('DELETE', `/api/units/${unitIds[4]}/hold`)).statusCode).toBe(200);
  });

  it('keeps the hold-hours setting: an administrator changes it, a manager may not', async () => {
    expect((await api('GET', '/api/settings/hold-hours', undefined, people.executive.token)).data).toEqual({
      holdHours: 48,
    });
    const manager = await api('PUT', '/api/settings/hold-hours', { holdHours: 24 }, people.manager.token);
    expect(manager.statusCode).toBe(403);
    const bad = await api('PUT', '/api/settings/hold-hours', { holdHours: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields.holdHours).toBe('Hours must be at least 1.');
    const res = await api('PUT', '/api/settings/hold-hours', { holdHours: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await api('GET', `/api/projects/${projectId}/availability`)).data.holdHours).toBe(2);
  });
});

describe('holds lapse at their time', () => {
  it('shows a lapsed hold as available at once, and the job ends it across India’s midnight', async () => {
    // 22:30 IST on 1 May, 2 hours: until 00:30 IST on 2 May.
    t.clock.now = LATE_EVENING;
    const res = await hold(unitIds[5]!, eshaLead, people.executive.token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.heldUntil).toBe('2026-05-01T19:00:00.000Z');

    // 00:29 IST on 2 May, the next India day: still held, and the job leaves it.
    t.clock.now = new Date('2026-05-01T18:59:00Z');
    await t.app.appContext.jobs.drain();
    expect((await unitState(unitIds[5]!)).status).toBe('held');

    // 00:31 IST: the grid shows it available before the job runs; another lead may hold it.
    t.clock.now = new Date('2026-05-01T19:01:00Z');
    const grid = await api('GET', `/api/projects/${projectId}/availability?status=available`);
    const unit = grid.data.towers[0].floors
      .flatMap((f: { units: unknown[] }) => f.units)
      .find((u: { _id: string }) => u._id === unitIds[5]);
    expect(unit).toMatchObject({ status: 'available', match: true });
    expect(unit.heldBy).toBeUndefined();

    await t.app.appContext.jobs.drain();
    expect(await unitState(unitIds[5]!)).toMatchObject({ status: 'available', open: [] });
    const [ended] = await t.database.db.select().from(unitHolds).where(eq(unitHolds.unitId, unitIds[5]!));
    expect(ended).toMatchObject({ endReason: 'lapsed', endedAt: new Date('2026-05-01T19:01:00Z') });
    const lapsed = (await timeline(eshaLead)).at(-1);
    expect(lapsed).toMatchObject({ kind: 'unit_released', actorId: null, payload: { reason: 'lapsed' } });
    expect((lapsed!.payload as { summary: string }).summary).toBe(
      'The hold on A-202 (Sahyadri Heights) lapsed at 02/05/2026, 00:30',
    );
  });

  it('lets a new hold take a lapsed one the job has not ended yet', async () => {
    t.clock.now = LATE_EVENING;
    expect((await hold(unitIds[6]!, eshaLead, people.executive.token)).statusCode).toBe(201);
    t.clock.now = new Date('2026-05-01T19:30:00Z');
    const res = await hold(unitIds[6]!, farhanLead, farhan.token);
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.database.db.select().from(unitHolds).where(eq(unitHolds.unitId, unitIds[6]!));
    expect(rows.map((r) => r.endReason).sort()).toEqual(['lapsed', null].sort());
  });
});

describe('50 holds at once', () => {
  it('lets exactly one succeed; the others get 409 with the holder', async () => {
    t.clock.now = LATE_EVENING;
    const target = unitIds[7]!;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0 ? hold(target, eshaLead, people.executive.token) : hold(target, farhanLead, farhan.token),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const winner = answers.find((a) => a.statusCode === 201)!;
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.data.heldUntil).toBe(winner.data.heldUntil);
      expect(refused.data.heldBy).toEqual(expect.objectContaining({ _id: expect.any(String) }));
    }
    const state = await unitState(target);
    expect(state).toMatchObject({ status: 'held', open: [expect.anything()] });
  });
});
