import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { findProject, projectPricing } from './pricing';

let t: TestApp;
let people: TestUsers;
let projectId = '';
beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
  // 01:30 on 16 June in India, still 15 June in UTC: "today" is India's day.
  t.clock.now = new Date('2026-06-15T20:00:00Z');
  projectId = (
    await call(t.app, 'POST', '/api/projects', {
      token: people.admin.token,
      body: { name: 'Price Point', city: 'Thane', state: 'Maharashtra', metro: true },
    })
  ).data._id;
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(t.app, method, url, { token: people.admin.token, body });

const june = {
  effectiveFrom: '2026-06-16',
  rateBasis: 'carpet',
  baseRatePerSqft: 12000,
  floorRiseAboveFloor: 4,
  floorRisePerSqft: 50,
  parkingPerSlot: 300000,
  locationCharges: [{ key: 'corner', label: 'Corner', ratePerSqft: 200 }],
  otherCharges: [
    { key: 'club', label: 'Club membership', basis: 'lumpSum', value: 150000, gstPercent: 18 },
    { key: 'maintenance', label: 'Maintenance deposit', basis: 'monthlyPerSqft', value: 4, months: 24, gstPercent: 18 },
  ],
};

describe('price lists', () => {
  it('starts a version today in India, not on a past day', async () => {
    const past = await admin('POST', `/api/projects/${projectId}/price-lists`, {
      ...june,
      effectiveFrom: '2026-06-15',
    });
    expect(past.statusCode).toBe(400);
    expect(past.data.message).toBe(
      'A price list can start today (2026-06-16) or later; past days keep the prices they had.',
    );
    const res = await admin('POST', `/api/projects/${projectId}/price-lists`, june);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data).toMatchObject({
      effectiveFrom: '2026-06-16',
      editable: false,
      inForce: true,
      floorRisePerSqft: 50,
    });
    expect(res.data.otherCharges[1]).toMatchObject({ months: 24, basis: 'monthlyPerSqft' });
  });

  it('checks the charges: both floor-rise fields, months for a monthly charge, keys once', async () => {
    const res = await admin('POST', `/api/projects/${projectId}/price-lists`, {
      ...june,
      effectiveFrom: '2026-07-01',
      floorRisePerSqft: null,
      otherCharges: [
        { key: 'club', label: 'Club', basis: 'lumpSum', value: 1, gstPercent: 18 },
        { key: 'club', label: 'Maintenance', basis: 'monthlyPerSqft', value: 4, gstPercent: 18 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.fields).toMatchObject({
      'otherCharges.1.months': 'Say for how many months the monthly charge is collected.',
      floorRisePerSqft: 'Give both the floor the rise starts above and the rate per floor, or neither.',
    });
  });

  it('keeps a version in force read-only; a future one is edited and deleted; a same-day version is 409', async () => {
    const list = await admin('GET', `/api/projects/${projectId}/price-lists`);
    const current = list.data.priceLists[0];
    const edit = await admin('PUT', `/api/price-lists/${current._id}`, { ...current, baseRatePerSqft: 11000 });
    expect(edit.statusCode).toBe(409);
    expect(edit.data.message).toBe(
      'The price list from 2026-06-16 is in force or was in force, and bookings may have used it; start a new version from a later day instead.',
    );
    const next = await admin('POST', `/api/projects/${projectId}/price-lists`, {
      ...current,
      effectiveFrom: '2026-07-01',
      baseRatePerSqft: 12500,
    });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.data).toMatchObject({ editable: true, inForce: false });
    const clash = await admin('POST', `/api/projects/${projectId}/price-lists`, {
      ...current,
      effectiveFrom: '2026-07-01',
    });
    expect(clash.statusCode).toBe(409);
    const changed = await admin('PUT', `/api/price-lists/${next.data._id}`, { ...next.data, baseRatePerSqft: 12600 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.data.baseRatePerSqft).toBe(12600);
    const intoPast = await admin('PUT', `/api/price-lists/${next.data._id}`, {
      ...next.data,
      effectiveFrom: '2026-06-16',
    });
    expect(intoPast.statusCode).toBe(400);

    // The engine prices from the version in force on the day.
    const project = await findProject(t.database.db, projectId);
    const unit = {
      type: '2BHK',
      floor: 6,
      carpetSqm: '62.50',
      saleableSqm: '85.00',
      parkingSlots: 1,
      locations: ['corner'],
    };
    const today = (await projectPricing(t.database.db, project!, '2026-06-16')).price(unit);
    const july = (await projectPricing(t.database.db, project!, '2026-07-01')).price(unit);
    expect(july!.agreementValue).toBeGreaterThan(today!.agreementValue);

    // When its day comes it is read-only too.
    t.clock.now = new Date('2026-06-30T19:00:00Z');
    const late = await admin('DELETE', `/api/price-lists/${next.data._id}`);
    expect(late.statusCode).toBe(409);
    t.clock.now = new Date('2026-06-15T20:00:00Z');
    expect((await admin('DELETE', `/api/price-lists/${next.data._id}`)).statusCode).toBe(200);
    const manager = await call(t.app, 'POST', `/api/projects/${projectId}/price-lists`, {
      token: people.manager.token,
      body: { ...june, effectiveFrom: '2026-08-01' },
    });
    expect(manager.statusCode).toBe(403);
  });
});

describe('stamp-duty rates', () => {
  it('lists the seeded Maharashtra rates with their source; adds and edits another state; refuses a duplicate', async () => {
    const list = await call(t.app, 'GET', '/api/stamp-duty-rates', { token: people.executive.token });
    expect(list.statusCode).toBe(200);
    const thane = list.data.rates.find((r: { area: string }) => r.area === 'Thane');
    expect(thane).toMatchObject({
      stampDutyPercent: 7,
      womanConcessionPoints: 1,
      registrationCapRupees: 30000,
      projects: 1,
    });
    expect(thane.source).toContain('Maharashtra');
    const karnataka = {
      state: 'Karnataka',
      area: 'Bengaluru',
      stampDutyPercent: 5,
      womanConcessionPoints: 0,
      registrationPercent: 1,
      registrationCapRupees: null,
      source: 'Karnataka Stamp Act, as read by the office on 2026-11-28',
    };
    const added = await admin('POST', '/api/stamp-duty-rates', karnataka);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.data).toMatchObject({ area: 'Bengaluru', registrationCapRupees: null, projects: 0 });
    const dup = await admin('POST', '/api/stamp-duty-rates', { ...karnataka, area: 'BENGALURU' });
    expect(dup.statusCode).toBe(409);
    const tooMuch = await admin('PUT', `/api/stamp-duty-rates/${added.data._id}`, {
      ...added.data,
      womanConcessionPoints: 6,
    });
    expect(tooMuch.data.fields).toMatchObject({
      womanConcessionPoints: 'The concession cannot be more than the stamp duty.',
    });
    const edited = await admin('PUT', `/api/stamp-duty-rates/${added.data._id}`, {
      ...added.data,
      stampDutyPercent: 5.6,
    });
    expect(edited.data.stampDutyPercent).toBe(5.6);
    expect((await admin('DELETE', `/api/stamp-duty-rates/${thane._id}`)).statusCode).toBe(409);
    expect((await admin('DELETE', `/api/stamp-duty-rates/${added.data._id}`)).statusCode).toBe(200);
  });
});
