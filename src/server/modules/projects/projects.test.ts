import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings';
import { multipartBody, samples } from '../../test/multipart';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

let t: TestApp;
let people: TestUsers;
beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(t.app, method, url, { token: people.admin.token, body });

const heights = {
  name: 'Sahyadri Heights',
  reraNumber: 'P51700012345',
  address: 'Ghodbunder Road, Thane West',
  city: 'Thane',
  state: 'Maharashtra',
  metro: true,
  status: 'under_construction',
  launchDate: '2025-01-15',
  possessionDate: '2028-12-31',
  latitude: 19.2307,
  longitude: 72.9781,
};

async function libraryDocument(title: string) {
  const body = multipartBody({ title, category: 'Brochure' }, [
    { field: 'file', filename: `${title}.pdf`, content: samples.pdf, contentType: 'application/pdf' },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/document/upload',
    headers: { ...body.headers, authorization: `Bearer ${people.admin.token}` },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return JSON.parse(res.body).document._id as string;
}

describe('projects', () => {
  it('creates a project with brochure and floor plans from the library, lists, searches and pages it', async () => {
    const brochure = await libraryDocument('Heights brochure');
    const plan = await libraryDocument('Typical floor plan');
    const res = await admin('POST', '/api/projects', {
      ...heights,
      brochureDocumentId: brochure,
      floorPlanDocumentIds: [plan],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data).toMatchObject({
      name: 'Sahyadri Heights',
      metro: true,
      latitude: 19.2307,
      brochure: { _id: brochure, title: 'Heights brochure' },
      floorPlans: [{ _id: plan, title: 'Typical floor plan' }],
      towers: [],
      units: 0,
      completionCertificateOn: null,
    });
    for (let i = 1; i <= 21; i++) {
      expect(
        (await admin('POST', '/api/projects', { ...heights, name: `Green Valley ${i}`, city: 'Pune' })).statusCode,
      ).toBe(201);
    }
    const page2 = await call(t.app, 'GET', '/api/projects?q=green&page=2', { token: people.executive.token });
    expect(page2.statusCode).toBe(200);
    expect(page2.data).toMatchObject({ total: 21, page: 2, pageCount: 2 });
    expect(page2.data.projects).toHaveLength(1);
    const byStatus = await admin('GET', '/api/projects?status=ready');
    expect(byStatus.data.total).toBe(0);
    const options = await call(t.app, 'GET', '/api/projects/options', { token: people.manager.token });
    expect(options.data.projects.map((p: { name: string }) => p.name)).toContain('Sahyadri Heights');
  });

  it('refuses a name in use in any case, bad coordinates and unknown documents, changing nothing', async () => {
    const clash = await admin('POST', '/api/projects', { ...heights, name: 'SAHYADRI heights' });
    expect(clash.statusCode).toBe(409);
    expect(clash.data.message).toBe('A project named SAHYADRI heights already exists. Choose another name.');
    const bad = await admin('POST', '/api/projects', { ...heights, name: 'Other', latitude: 95, longitude: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields).toMatchObject({ latitude: 'Latitude must be between -90 and 90.' });
    const half = await admin('POST', '/api/projects', { ...heights, name: 'Other', longitude: '' });
    expect(half.data.fields).toMatchObject({ longitude: 'Enter both latitude and longitude, or neither.' });
    const doc = await admin('POST', '/api/projects', { ...heights, name: 'Other', brochureDocumentId: randomUUID() });
    expect(doc.statusCode).toBe(400);
    expect(doc.data.message).toBe('The brochure is not in the document library.');
    expect((await admin('GET', '/api/projects?q=Other')).data.total).toBe(0);
  });

  it('lets only the administrator change projects; managers and executives read', async () => {
    const manager = await call(t.app, 'POST', '/api/projects', { token: people.manager.token, body: heights });
    expect(manager.statusCode).toBe(403);
    const list = await call(t.app, 'GET', '/api/projects', { token: people.executive.token });
    expect(list.statusCode).toBe(200);
  });
});

describe('towers and units', () => {
  let projectId = '';
  beforeAll(async () => {
    projectId = (await admin('POST', '/api/projects', { ...heights, name: 'Tower Test' })).data._id;
  });

  const position = (type: string, carpetSqm: number, facing: string) => ({
    type,
    carpetSqm,
    balconySqm: 5,
    saleableSqm: Math.round(carpetSqm * 1.35 * 100) / 100,
    facing,
    parkingSlots: 1,
    locations: facing === 'E' ? ['corner'] : [],
  });
  const bulk = {
    towerName: 'A',
    floorFrom: 1,
    floorTo: 20,
    pattern: '{floor}{pos:02}',
    positions: [
      position('2BHK', 62.5, 'E'),
      position('2BHK', 62.5, 'W'),
      position('1BHK', 41.3, 'N'),
      position('1BHK', 41.3, 'S'),
      position('3BHK', 88.2, 'E'),
      position('3BHK', 88.2, 'W'),
    ],
  };

  it('makes a tower of 20 floors × 6 units in one form, numbered 101…2006', async () => {
    const res = await admin('POST', `/api/projects/${projectId}/units/bulk`, bulk);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data).toMatchObject({ created: 120, tower: { name: 'A', floorFrom: 1, floorTo: 20 } });
    const project = await admin('GET', `/api/projects/${projectId}`);
    expect(project.data.towers).toEqual([
      expect.objectContaining({ name: 'A', floorFrom: 1, floorTo: 20, units: 120, available: 120 }),
    ]);
    expect((await admin('GET', '/api/projects?q=Tower Test')).data.projects[0]).toMatchObject({
      towers: 1,
      units: 120,
      available: 120,
    });
    const top = await admin('GET', `/api/projects/${projectId}/units?q=2006`);
    expect(top.data.units[0]).toMatchObject({ number: '2006', floor: 20, type: '3BHK', carpetSqm: 88.2, facing: 'W' });
    const page = await admin('GET', `/api/projects/${projectId}/units?page=3`);
    expect(page.data).toMatchObject({ total: 120, pageCount: 3 });
    expect(page.data.units).toHaveLength(20);
  });

  it('refuses numbers that exist in the tower with 409 listing them, creating nothing; ground floor is G01', async () => {
    const again = await admin('POST', `/api/projects/${projectId}/units/bulk`, { ...bulk, floorFrom: 19, floorTo: 21 });
    expect(again.statusCode).toBe(409);
    expect(again.data.message).toBe(
      'Tower A already has units 1901, 1902, 1903, 1904, 1905, 1906, 2001, 2002, 2003, 2004, 2005, 2006; nothing was created.',
    );
    expect((await admin('GET', `/api/projects/${projectId}/units?q=21`)).data.units).toHaveLength(0);
    const ground = await admin('POST', `/api/projects/${projectId}/units/bulk`, {
      ...bulk,
      floorFrom: 0,
      floorTo: 0,
      groundPattern: 'G{pos:02}',
      positions: [position('Shops', 28, 'N'), position('Shops', 30, 'N')],
    });
    expect(ground.statusCode, ground.body).toBe(201);
    expect(ground.data.tower).toMatchObject({ floorFrom: 0, floorTo: 20 });
    expect(
      (await admin('GET', `/api/projects/${projectId}/units?q=G0`)).data.units.map((u: { number: string }) => u.number),
    ).toEqual(['G01', 'G02']);
    const repeated = await admin('POST', `/api/projects/${projectId}/units/bulk`, {
      ...bulk,
      towerName: 'B',
      pattern: '{floor}{pos}',
      floorFrom: 1,
      floorTo: 12,
      positions: Array.from({ length: 11 }, () => position('1BHK', 40, 'N')),
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.data.message).toMatch(/^The pattern gives the same number twice \(111/);
    const noPos = await admin('POST', `/api/projects/${projectId}/units/bulk`, { ...bulk, pattern: '{floor}' });
    expect(noPos.data.fields.pattern).toBe('The pattern needs {pos} so units on a floor differ.');
  });

  it('adds, edits, blocks and deletes one unit; a held or booked one keeps its tower and cannot be deleted', async () => {
    const b = await admin('POST', `/api/projects/${projectId}/towers`, { name: 'B', floorFrom: 1, floorTo: 10 });
    expect(b.statusCode, b.body).toBe(201);
    const project = await admin('GET', `/api/projects/${projectId}`);
    const towerA = project.data.towers.find((x: { name: string }) => x.name === 'A')._id;
    const unit = await admin('POST', `/api/projects/${projectId}/units`, {
      towerId: b.data._id,
      number: '1101',
      floor: 11,
      ...position('2BHK', 60, 'NE'),
    });
    expect(unit.statusCode, unit.body).toBe(201);
    expect(
      (await admin('GET', `/api/projects/${projectId}`)).data.towers.find((x: { name: string }) => x.name === 'B'),
    ).toMatchObject({
      floorTo: 11,
    });
    const low = await admin('POST', `/api/projects/${projectId}/units`, {
      towerId: b.data._id,
      number: '1102',
      floor: 11,
      ...position('2BHK', 60, 'NE'),
      saleableSqm: 50,
    });
    expect(low.data.fields).toMatchObject({ saleableSqm: 'Saleable area cannot be less than the carpet area.' });
    const dup = await admin('POST', `/api/projects/${projectId}/units`, {
      towerId: b.data._id,
      number: '1101',
      floor: 11,
      ...position('2BHK', 60, 'NE'),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.data.message).toBe('Unit 1101 already exists in Tower B.');

    const id = unit.data._id;
    const block = await admin('POST', `/api/units/${id}/block`, { reason: 'Kept for the landowner' });
    expect(block.data).toMatchObject({ status: 'blocked', blockedReason: 'Kept for the landowner' });
    const twice = await admin('POST', `/api/units/${id}/block`, { reason: 'again' });
    expect(twice.statusCode).toBe(409);
    expect((await admin('POST', `/api/units/${id}/unblock`)).data).toMatchObject({
      status: 'available',
      blockedReason: null,
    });
    const noReason = await admin('POST', `/api/units/${id}/block`, { reason: ' ' });
    expect(noReason.data.message).toBe('Reason for blocking is required.');

    // A hold (written as the availability module does) keeps the unit in its tower.
    const { units: unitsTable } = await import('../../db/schema/inventory');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(unitsTable).set({ status: 'held' }).where(eq(unitsTable.id, id));
    const move = await admin('PUT', `/api/units/${id}`, { ...unit.data, towerId: towerA });
    expect(move.statusCode).toBe(409);
    expect(move.data.message).toBe('Unit 1101 is on hold, so it stays in Tower B.');
    const edit = await admin('PUT', `/api/units/${id}`, { ...unit.data, facing: 'E', status: 'available' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.data).toMatchObject({ facing: 'E', status: 'held' });
    expect((await admin('DELETE', `/api/units/${id}`)).statusCode).toBe(409);
    expect((await admin('DELETE', `/api/towers/${b.data._id}`)).data.message).toBe(
      'Tower B cannot be deleted: units 1101 are on hold, booked or sold.',
    );
    expect((await admin('POST', `/api/units/${id}/block`, { reason: 'x' })).data.message).toBe(
      'Unit 1101 is on hold; only an available unit can be blocked.',
    );
    await t.database.db.update(unitsTable).set({ status: 'available' }).where(eq(unitsTable.id, id));
    expect((await admin('DELETE', `/api/units/${id}`)).statusCode).toBe(200);
    expect((await admin('GET', `/api/units/${id}`)).statusCode).toBe(404);
    const shrink = await admin('PUT', `/api/towers/${towerA}`, { name: 'A', floorFrom: 1, floorTo: 10 });
    expect(shrink.data.message).toBe('Units of Tower A stand on floors 0 to 20; the floors must include them.');
  });

  it('will not delete a project with bookings, and says why', async () => {
    const project = await admin('GET', `/api/projects/${projectId}`);
    const unit = (await admin('GET', `/api/projects/${projectId}/units?q=101`)).data.units[0];
    await t.database.db.insert(bookings).values({
      bookingNo: 'BK-TEST-1',
      unitId: unit._id,
      projectId,
      bookingDate: '2026-06-01',
      status: 'cancelled',
      costSheet: { lines: [], agreementValue: 1, total: 1, gstPercent: 5, affordable: false },
      agreementValue: '1',
      totalAmount: '1',
      gstPercent: '5',
    });
    const res = await admin('DELETE', `/api/projects/${projectId}`);
    expect(res.statusCode).toBe(409);
    expect(res.data.message).toBe(
      'Tower Test has a booking, so it cannot be deleted: bookings are the record of sales. Cancelled bookings count too.',
    );
    expect((await admin('GET', `/api/projects/${projectId}`)).data.name).toBe(project.data.name);
    const empty = await admin('POST', '/api/projects', { ...heights, name: 'Short lived' });
    expect((await admin('DELETE', `/api/projects/${empty.data._id}`)).statusCode).toBe(200);
  });
});
