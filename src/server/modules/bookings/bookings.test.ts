import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/activities';
import { bookings } from '../../db/schema/bookings';
import { customerProperties } from '../../db/schema/customer-property';
import { entities } from '../../db/schema/entities';
import { priceLists, unitHolds, units } from '../../db/schema/inventory';
import { leads } from '../../db/schema/leads';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { addMember, seedUsers, type TestUser, type TestUsers } from '../../test/users';
import { insertInventory } from '../projects/inventory-fixture';
import { projectPricing } from '../projects/public';

let t: TestApp;
let people: TestUsers;
let farhan: TestUser;
let inv: Awaited<ReturnType<typeof insertInventory>>;

const api = apiOf(() => ({ app: t.app, token: people.admin.token }));
// 2026-11-28 12:00 IST.
const NOON = new Date('2026-11-28T06:30:00Z');
const TODAY = '2026-11-28';

let mobiles = 0;
async function addLead(name: string, token = people.admin.token, assignedTo?: string) {
  const res = await api(
    'POST',
    '/api/lead/create',
    { name, mobile: `97${String(10_000_000 + mobiles++)}`, ...(assignedTo ? { assignedTo } : {}) },
    token,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.data.lead._id as string;
}

const unitAt = (i: number) => inv.units[i]!;
let applicantNo = 0;
const applicant = (extra: Record<string, unknown> = {}) => ({
  name: `Buyer ${++applicantNo}`,
  mobile: `98${String(20_000_000 + applicantNo)}`,
  ...extra,
});

const book = (body: Record<string, unknown>, token = people.admin.token, headers?: Record<string, string>) =>
  api(
    'POST',
    '/api/bookings',
    { bookingDate: TODAY, bookingAmount: 200000, applicants: [applicant()], ...body },
    token,
    headers,
  );

const db = () => t.database.db;
const unitStatus = async (id: string) =>
  (await db().select({ s: units.status }).from(units).where(eq(units.id, id)))[0]?.s;
const countBookings = async () => (await db().select({ id: bookings.id }).from(bookings)).length;

async function hold(unitId: string, leadId: string, until: Date) {
  await db().insert(unitHolds).values({ unitId, leadId, heldBy: people.manager.id, heldAt: NOON, heldUntil: until });
  await db().update(units).set({ status: 'held' }).where(eq(units.id, unitId));
}

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = NOON;
  people = await seedUsers(t);
  farhan = await addMember(t, people.admin.token, { name: 'Farhan Exec', email: 'farhan@example.in', role: 2 });
  inv = await insertInventory(db(), { name: 'Sahyadri Heights', floors: 4, perFloor: 4, effectiveFrom: '2026-06-01' });
});
afterAll(() => t.close());

describe('booking a unit', () => {
  it('freezes the day’s cost sheet, books the unit, links the buyer and moves the lead to Booked', async () => {
    const leadId = await addLead('Anita Deshpande');
    const unit = unitAt(5);
    const res = await book({
      unitId: unit.id,
      leadId,
      applicants: [
        { name: 'Anita Deshpande', mobile: '+91 98200 11111', pan: 'abcde1234f', woman: true },
        { name: 'Rahul Deshpande', mobile: '9820022222', relation: 'Spouse' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const b = res.data.booking;
    expect(b.bookingNo).toBe('BK-2026-0001');
    expect(b.status).toBe('booked');
    const pricing = await projectPricing(db(), inv.project, TODAY);
    const expected = pricing.price(unit, { allBuyersWomen: false })!;
    expect(b.costSheet).toEqual(expected);
    expect(b.totalAmount).toBe(expected.total);
    expect(b.costSheet.lines.map((l: { key: string }) => l.key)).toContain('stampDuty');
    expect(b.applicants.map((a: { name: string; mobile: string }) => [a.name, a.mobile])).toEqual([
      ['Anita Deshpande', '9820011111'],
      ['Rahul Deshpande', '9820022222'],
    ]);
    expect(b.links.entity).toMatchObject({ name: 'Anita Deshpande', how: 'created' });
    expect(b.links.customerProperty).toMatchObject({ how: 'created' });
    expect(await unitStatus(unit.id)).toBe('booked');

    const [entity] = await db().select().from(entities).where(eq(entities.id, b.links.entity._id));
    expect(entity).toMatchObject({
      type: 'customer',
      mobile: '9820011111',
      pan: 'ABCDE1234F',
      project: 'Sahyadri Heights',
      wing: 'A',
      flatNo: unit.number,
      floor: String(unit.floor),
      agreementValue: expected.agreementValue.toFixed(2),
    });
    const [property] = await db()
      .select()
      .from(customerProperties)
      .where(eq(customerProperties.id, b.links.customerProperty._id));
    expect(property).toMatchObject({ contact: '919820011111', type: 'Residential', subType: '2BHK' });

    const [lead] = await db().select({ status: leads.status }).from(leads).where(eq(leads.id, leadId));
    expect(lead?.status).toBe('booked');
    const timeline = await api('GET', `/api/lead/getActivitiesByLeadId/${leadId}`);
    const kinds = timeline.data.activities.map((a: { kind: string }) => a.kind);
    expect(kinds).toEqual(expect.arrayContaining(['status_changed', 'booking']));
    const entry = timeline.data.activities.find((a: { kind: string }) => a.kind === 'booking');
    expect(entry.payload).toMatchObject({ refId: b._id, summary: expect.stringContaining('BK-2026-0001') });
    const history = await api('GET', `/api/lead/getLeadHistoryByLeadId/${leadId}`);
    expect(history.statusCode, history.body).toBe(200);
  });

  it('answers a retry with the same Idempotency-Key with the first booking', async () => {
    const leadId = await addLead('Retry Buyer');
    const body = { unitId: unitAt(6).id, leadId, applicants: [applicant()] };
    const first = await book(body, undefined, { 'idempotency-key': 'booking-retry-0001' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await book(body, undefined, { 'idempotency-key': 'booking-retry-0001' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.data.booking._id).toBe(first.data.booking._id);
  });

  it('refuses a booked, blocked or held unit, and a day without a price list, changing nothing', async () => {
    const leadId = await addLead('Refused Buyer');
    const before = await countBookings();
    const booked = await book({ unitId: unitAt(5).id, leadId });
    expect(booked.statusCode).toBe(409);
    expect(booked.data.message).toMatch(/already booked \(BK-2026-0001/);

    await db()
      .update(units)
      .set({ status: 'blocked', blockedReason: 'Kept for the landowner' })
      .where(eq(units.id, unitAt(7).id));
    const blocked = await book({ unitId: unitAt(7).id, leadId });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.data.message).toMatch(/blocked by management: Kept for the landowner/);

    const other = await addLead('Holding Buyer');
    await hold(unitAt(8).id, other, new Date('2026-11-29T12:30:00Z'));
    const held = await book({ unitId: unitAt(8).id, leadId });
    expect(held.statusCode).toBe(409);
    expect(held.data.code).toBe('UNIT_HELD');
    expect(held.data.message).toBe(
      'Unit A-301 is on hold for Holding Buyer by Manoj Manager until 29/11/2026, 18:00 India time. Book it for that lead, or after the hold ends.',
    );

    const early = await book({ unitId: unitAt(9).id, leadId, bookingDate: '2026-05-31' });
    expect(early.statusCode).toBe(409);
    expect(early.data.message).toBe(
      'Sahyadri Heights has no price list for 31/05/2026. Add one effective on or before that date first.',
    );
    const ahead = await book({ unitId: unitAt(9).id, leadId, bookingDate: '2026-11-29' });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.data.fields.bookingDate).toMatch(/after today/);

    expect(await countBookings()).toBe(before);
    expect(await unitStatus(unitAt(8).id)).toBe('held');
    expect(await unitStatus(unitAt(9).id)).toBe('available');
    const [lead] = await db().select({ status: leads.status }).from(leads).where(eq(leads.id, leadId));
    expect(lead?.status).toBe('new');
  });

  it('turns the lead’s own hold into the booking, and treats another lead’s passed hold as lapsed', async () => {
    const leadId = await addLead('Hold Buyer');
    await hold(unitAt(10).id, leadId, new Date('2026-11-29T12:30:00Z'));
    const own = await book({ unitId: unitAt(10).id, leadId });
    expect(own.statusCode, own.body).toBe(201);
    const [ended] = await db()
      .select()
      .from(unitHolds)
      .where(eq(unitHolds.unitId, unitAt(10).id));
    expect(ended).toMatchObject({ endReason: 'booked', endedAt: NOON });

    const other = await addLead('Late Holder');
    await hold(unitAt(11).id, other, new Date('2026-11-28T06:00:00Z'));
    const lapsed = await book({ unitId: unitAt(11).id, leadId: await addLead('Next Buyer') });
    expect(lapsed.statusCode, lapsed.body).toBe(201);
    const [gone] = await db()
      .select()
      .from(unitHolds)
      .where(eq(unitHolds.unitId, unitAt(11).id));
    expect(gone?.endReason).toBe('lapsed');
  });

  it('keeps a booking’s sheet when the price list changes afterwards', async () => {
    const leadId = await addLead('Frozen Buyer');
    const res = await book({ unitId: unitAt(12).id, leadId });
    expect(res.statusCode, res.body).toBe(201);
    const frozen = res.data.booking.costSheet;
    await db().update(priceLists).set({ baseRatePerSqft: '15000' }).where(eq(priceLists.id, inv.priceList.id));
    await db().insert(priceLists).values({
      projectId: inv.project.id,
      effectiveFrom: '2026-11-01',
      baseRatePerSqft: '18000',
      parkingPerSlot: '0',
    });
    const after = await api('GET', `/api/bookings/${res.data.booking._id}`);
    expect(after.data.booking.costSheet).toEqual(frozen);
    expect(after.data.booking.totalAmount).toBe(frozen.total);
    // A new booking today prices from the list now in force.
    const next = await book({ unitId: unitAt(13).id, leadId: await addLead('Later Buyer') });
    expect(next.data.booking.priceList.effectiveFrom).toBe('2026-11-01');
    expect(next.data.booking.costSheet.lines[0].rule).toMatch(/18,000/);
  });
});

describe('one buyer, found from all three places', () => {
  it('links the flat buyer found by mobile, then by PAN, or the one chosen', async () => {
    const [byMobile] = await db()
      .insert(entities)
      .values({ type: 'customer', name: 'Vikram Joshi', mobile: '9811100001' })
      .returning();
    const [byPan] = await db()
      .insert(entities)
      .values({ type: 'customer', name: 'Meera Kulkarni', pan: 'PQRSX6789K' })
      .returning();
    const [chosen] = await db().insert(entities).values({ type: 'customer', name: 'Chosen One' }).returning();
    const entityCount = (await db().select({ id: entities.id }).from(entities)).length;

    const a = await book({
      unitId: unitAt(14).id,
      leadId: await addLead('Vikram'),
      applicants: [{ name: 'Vikram Joshi', mobile: '9811100001' }],
    });
    expect(a.data.booking.links.entity).toEqual({ _id: byMobile!.id, name: 'Vikram Joshi', how: 'mobile' });
    const b = await book({
      unitId: unitAt(15).id,
      leadId: await addLead('Meera'),
      applicants: [{ name: 'Meera Kulkarni', mobile: '9811100002', pan: 'PQRSX6789K' }],
    });
    expect(b.data.booking.links.entity).toMatchObject({ _id: byPan!.id, how: 'pan' });
    const more = await insertInventory(db(), { name: 'Riverside Plots', type: 'Plot', floors: 1, perFloor: 3 });
    const c = await book({
      unitId: more.units[0]!.id,
      leadId: await addLead('Chosen'),
      applicants: [{ name: 'Chosen One', mobile: '9811100003', entityId: chosen!.id }],
    });
    expect(c.statusCode, c.body).toBe(201);
    expect(c.data.booking.links.entity).toMatchObject({ _id: chosen!.id, how: 'chosen' });
    // A plot has no sub-type in Customer Management.
    expect(c.data.booking.links.customerProperty).toBeNull();
    expect((await db().select({ id: entities.id }).from(entities)).length).toBe(entityCount);
    const [filled] = await db().select().from(entities).where(eq(entities.id, byMobile!.id));
    expect(filled).toMatchObject({ project: 'Sahyadri Heights', flatNo: unitAt(14).number });

    const bad = await book({
      unitId: more.units[1]!.id,
      leadId: await addLead('Nobody'),
      applicants: [{ name: 'Nobody', mobile: '9811100004', entityId: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields['applicants.0.entityId']).toMatch(/does not exist/);
    expect(await unitStatus(more.units[1]!.id)).toBe('available');
  });
});

describe('discounts above the threshold', () => {
  it('leave the agreement value of a buyer on record for another flat as it was', async () => {
    const inv3 = await insertInventory(db(), { name: 'Second Home Towers', floors: 1, perFloor: 2 });
    const first = await book({ unitId: inv3.units[0]!.id, leadId: await addLead('Two Flats') });
    expect(first.statusCode, first.body).toBe(201);
    const entityId = first.data.booking.links.entity._id;
    const second = await book({
      unitId: inv3.units[1]!.id,
      leadId: await addLead('Two Flats again'),
      discountPercent: 6,
      applicants: [applicant({ entityId })],
    });
    expect(second.statusCode, second.body).toBe(201);
    const approved = await api('POST', `/api/bookings/${second.data.booking._id}/discount`, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    const entity = await api('GET', `/api/entities/${entityId}`);
    expect(Number(entity.data.entity.agreementValue)).toBe(first.data.booking.agreementValue);
    expect(entity.data.entity.flatNo).toBe(inv3.units[0]!.number);
    expect(approved.data.booking.events.at(-1).summary).toContain('is on record for another flat');
  });

  it('wait with the undiscounted sheet until an administrator approves, who is recorded', async () => {
    const inv2 = await insertInventory(db(), { name: 'Discount Towers', floors: 2, perFloor: 4 });
    const leadId = await addLead('Haggler', people.manager.token);
    const res = await book({ unitId: inv2.units[0]!.id, leadId, discountPercent: 5 }, people.manager.token);
    expect(res.statusCode, res.body).toBe(201);
    const b = res.data.booking;
    expect(b).toMatchObject({ discountPercent: 5, discountStatus: 'pending' });
    expect(b.costSheet.lines.some((l: { key: string }) => l.key === 'discount')).toBe(false);

    const waiting = await api('GET', '/api/bookings?discount=pending');
    expect(waiting.data.bookings.map((r: { _id: string }) => r._id)).toContain(b._id);
    const byManager = await api(
      'POST',
      `/api/bookings/${b._id}/discount`,
      { decision: 'approve' },
      people.manager.token,
    );
    expect(byManager.statusCode).toBe(403);

    const approved = await api('POST', `/api/bookings/${b._id}/discount`, {
      decision: 'approve',
      note: 'Festive offer',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const a = approved.data.booking;
    expect(a).toMatchObject({ discountStatus: 'approved', discountDecidedBy: { name: 'Asha Admin' } });
    expect(a.discountDecidedAt).toBe(NOON.toISOString());
    const discount = a.costSheet.lines.find((l: { key: string }) => l.key === 'discount');
    expect(discount.rule).toMatch(/^5% of/);
    expect(a.agreementValue).toBeLessThan(b.agreementValue);
    expect(a.events.map((e: { kind: string }) => e.kind)).toEqual([
      'booked',
      'discount_requested',
      'discount_approved',
    ]);
    expect(a.events[2].by.name).toBe('Asha Admin');
    // The Entity Manager's flat buyer follows the booking's agreement value, with a history row.
    const entityId = a.links.entity._id;
    const entity = await api('GET', `/api/entities/${entityId}`);
    expect(Number(entity.data.entity.agreementValue)).toBe(a.agreementValue);
    expect(a.events[2].summary).toContain(`agreement value in the Entity Manager is now`);
    const history = await api('GET', `/api/entities/history/${entityId}`);
    const last = history.data.history.find((h: { summary: string }) => h.summary.includes('approved discount'));
    const inr = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    expect(last.changes).toEqual([
      { field: 'Agreement value', from: inr(b.agreementValue), to: inr(a.agreementValue) },
    ]);
    expect(last.summary).toContain(b.bookingNo);
    const twice = await api('POST', `/api/bookings/${b._id}/discount`, { decision: 'reject' });
    expect(twice.statusCode).toBe(409);

    // At or under the threshold it applies at once; the threshold is the administrator's to move.
    const small = await book({ unitId: inv2.units[1]!.id, leadId: await addLead('Small'), discountPercent: 2 });
    expect(small.data.booking.discountStatus).toBe('approved');
    expect(
      await api('PUT', '/api/bookings/settings', { discountThresholdPercent: 1 }, people.manager.token),
    ).toMatchObject({ statusCode: 403 });
    const set = await api('PUT', '/api/bookings/settings', { discountThresholdPercent: 1 });
    expect(set.data).toEqual({ discountThresholdPercent: 1 });
    const now = await book({ unitId: inv2.units[2]!.id, leadId: await addLead('Pending'), discountPercent: 2 });
    expect(now.data.booking.discountStatus).toBe('pending');
    const rejected = await api('POST', `/api/bookings/${now.data.booking._id}/discount`, { decision: 'reject' });
    expect(rejected.data.booking).toMatchObject({
      discountStatus: 'rejected',
      totalAmount: now.data.booking.totalAmount,
    });
    await api('PUT', '/api/bookings/settings', { discountThresholdPercent: 2 });
  });
});

describe('a booking’s life', () => {
  it('goes booked → agreement registered → possession given, refusing steps out of order', async () => {
    const leadId = await addLead('Life Buyer');
    const { data } = await book({ unitId: unitAt(1).id, leadId, bookingDate: '2026-11-20' });
    const id = data.booking._id;
    const early = await api('POST', `/api/bookings/${id}/possession`, { date: TODAY });
    expect(early.statusCode).toBe(409);
    expect(early.data.message).toBe(
      `${data.booking.bookingNo} is booked, so it cannot be marked possession given; it can next be agreement registered, cancelled, transferred.`,
    );
    const before = await api('POST', `/api/bookings/${id}/agreement`, { date: '2026-11-19' });
    expect(before.statusCode).toBe(400);
    const agreed = await api('POST', `/api/bookings/${id}/agreement`, { date: '2026-11-25' });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(await unitStatus(unitAt(1).id)).toBe('agreement_registered');
    const given = await api('POST', `/api/bookings/${id}/possession`, { date: TODAY });
    expect(given.data.booking).toMatchObject({ status: 'possession_given', possessionOn: TODAY });
    expect(await unitStatus(unitAt(1).id)).toBe('sold');
    const cancel = await api('POST', `/api/bookings/${id}/cancel`, { date: TODAY, charges: 0, reason: 'Changed mind' });
    expect(cancel.statusCode).toBe(409);
    const timeline = await api('GET', `/api/lead/getActivitiesByLeadId/${leadId}?kind=booking`);
    expect(timeline.data.activities).toHaveLength(3);
  });

  it('cancels with charges and a reason, and the unit can be booked again', async () => {
    const leadId = await addLead('Cancel Buyer');
    const { data } = await book({ unitId: unitAt(2).id, leadId });
    const res = await api('POST', `/api/bookings/${data.booking._id}/cancel`, {
      date: TODAY,
      charges: 25000,
      reason: 'Loan not sanctioned',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.booking).toMatchObject({
      status: 'cancelled',
      cancellationCharges: 25000,
      cancellationReason: 'Loan not sanctioned',
    });
    expect(await unitStatus(unitAt(2).id)).toBe('available');
    const again = await book({ unitId: unitAt(2).id, leadId: await addLead('Second Buyer') });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('transfers to another buyer: a new booking with the same frozen sheet takes the unit', async () => {
    const leadId = await addLead('Transfer Buyer');
    const { data } = await book({ unitId: unitAt(3).id, leadId });
    const res = await api('POST', `/api/bookings/${data.booking._id}/transfer`, {
      date: TODAY,
      applicants: [{ name: 'Sunil Patil', mobile: '9811199999' }],
      note: 'Brother takes it',
    });
    expect(res.statusCode, res.body).toBe(201);
    const moved = res.data.booking;
    expect(moved.bookingNo).not.toBe(data.booking.bookingNo);
    expect(moved.costSheet).toEqual(data.booking.costSheet);
    expect(moved.transferredFrom).toEqual({ _id: data.booking._id, bookingNo: data.booking.bookingNo });
    expect(moved.links.entity).toMatchObject({ name: 'Sunil Patil', how: 'created' });
    const old = await api('GET', `/api/bookings/${data.booking._id}`);
    expect(old.data.booking).toMatchObject({ status: 'transferred', transferredTo: { _id: moved._id } });
    expect(await unitStatus(unitAt(3).id)).toBe('booked');
    const twice = await api('POST', `/api/bookings/${data.booking._id}/transfer`, {
      date: TODAY,
      applicants: [applicant()],
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('who sees which bookings, and the list', () => {
  it('gives a manager the bookings of leads in their scope only', async () => {
    const theirs = await addLead('Farhan’s Lead', people.admin.token, farhan.id);
    const outside = await book({ unitId: unitAt(4).id, leadId: theirs });
    expect(outside.statusCode).toBe(201);
    const mine = await addLead('Manager’s Lead', people.manager.token);
    const inside = await book({ unitId: unitAt(0).id, leadId: mine }, people.manager.token);
    expect(inside.statusCode, inside.body).toBe(201);
    expect(
      await api('GET', `/api/bookings/${outside.data.booking._id}`, undefined, people.manager.token),
    ).toMatchObject({
      statusCode: 404,
    });
    const list = await api('GET', '/api/bookings?pageSize=100', undefined, people.manager.token);
    const ids = list.data.bookings.map((b: { _id: string }) => b._id);
    expect(ids).toContain(inside.data.booking._id);
    expect(ids).not.toContain(outside.data.booking._id);
    const forOther = await book({ unitId: unitAt(9).id, leadId: theirs }, people.manager.token);
    expect(forOther.statusCode).toBe(404);
    const cancel = await api(
      'POST',
      `/api/bookings/${outside.data.booking._id}/cancel`,
      { date: TODAY, charges: 0, reason: 'x' },
      people.manager.token,
    );
    expect(cancel.statusCode).toBe(404);
  });

  it('filters by project, status, dates and search, newest first, in pages', async () => {
    const all = await api('GET', '/api/bookings?pageSize=100');
    expect(all.statusCode).toBe(200);
    const total = all.data.total as number;
    expect(total).toBeGreaterThan(10);
    const dates = all.data.bookings.map((b: { bookingDate: string }) => b.bookingDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page2 = await api('GET', '/api/bookings?pageSize=5&page=2');
    expect(page2.data.bookings.map((b: { _id: string }) => b._id)).toEqual(
      all.data.bookings.slice(5, 10).map((b: { _id: string }) => b._id),
    );
    expect(page2.data.pageCount).toBe(Math.ceil(total / 5));
    const project = await api('GET', `/api/bookings?projectId=${inv.project.id}&status=cancelled`);
    expect(project.data.bookings.every((b: { status: string }) => b.status === 'cancelled')).toBe(true);
    expect(project.data.total).toBe(1);
    const byName = await api('GET', '/api/bookings?q=sunil');
    expect(byName.data.bookings.map((b: { buyer: string }) => b.buyer)).toEqual(['Sunil Patil']);
    expect(byName.data.total).toBe(1);
    // Past the last page of a search: no rows, and still the right count.
    const beyond = await api('GET', '/api/bookings?q=sunil&page=3');
    expect(beyond.data.bookings).toEqual([]);
    expect(beyond.data.total).toBe(1);
    // A search and a filter together: the filter still applies.
    const none = await api('GET', '/api/bookings?q=sunil&status=cancelled');
    expect(none.data.total).toBe(byName.data.bookings[0].status === 'cancelled' ? 1 : 0);
    const byNo = await api('GET', '/api/bookings?q=BK-2026-0001');
    expect(byNo.data.bookings[0].bookingNo).toBe('BK-2026-0001');
    const anyBooking = (await api('GET', '/api/bookings')).data.bookings[0];
    const byUnit = await api('GET', `/api/bookings?q=${anyBooking.unit.number}`);
    expect(byUnit.data.bookings.map((b: { _id: string }) => b._id)).toContain(anyBooking._id);
    // Every hit matches somewhere: a unit "202" also finds every "BK-2026-…" by its number.
    const q = anyBooking.unit.number.toLowerCase();
    expect(
      byUnit.data.bookings.every(
        (b: { unit: { number: string }; bookingNo: string; buyer: string | null }) =>
          b.unit.number.toLowerCase().includes(q) ||
          b.bookingNo.toLowerCase().includes(q) ||
          (b.buyer ?? '').toLowerCase().includes(q),
      ),
    ).toBe(true);
    const dated = await api('GET', '/api/bookings?from=2026-11-20&to=2026-11-20');
    expect(dated.data.total).toBe(1);
    const bad = await api('GET', '/api/bookings?from=2026-02-30');
    expect(bad.statusCode).toBe(400);
    const member = await api('GET', `/api/bookings?memberId=${people.manager.id}`);
    expect(
      member.data.bookings.every((b: { createdBy: { name: string } }) => b.createdBy.name === 'Manoj Manager'),
    ).toBe(true);
    const stale = await db()
      .select({ id: activities.id })
      .from(activities)
      .where(and(eq(activities.kind, 'booking')));
    expect(stale.length).toBeGreaterThan(0);
  });
});
