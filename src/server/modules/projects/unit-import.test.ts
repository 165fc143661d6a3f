import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

let t: TestApp;
let people: TestUsers;
let projectId = '';
beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
  const project = await call(t.app, 'POST', '/api/projects', {
    token: people.admin.token,
    body: { name: 'Import Park', city: 'Pune', state: 'Maharashtra' },
  });
  projectId = project.data._id;
  await call(t.app, 'POST', `/api/projects/${projectId}/towers`, {
    token: people.admin.token,
    body: { name: 'A', floorFrom: 1, floorTo: 2 },
  });
});
afterAll(() => t.close());

async function send(path: 'preview' | 'apply', csv: string, token = people.admin.token) {
  const body = multipartBody({}, [
    { field: 'file', filename: 'units.csv', content: Buffer.from(csv), contentType: 'text/csv' },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/units/import${path === 'preview' ? '/preview' : ''}`,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  return Object.assign(res, { data: JSON.parse(res.body) });
}

const header = 'Tower,Unit No,Floor,Type,Carpet (m²),Balcony,Saleable (m²),Facing,Parking,Locations\n';
const file =
  header +
  'A,101,1,2 BHK,62.5,6,85,East,1,corner\n' +
  'A,102,1,1BHK,41.3,4,57.6,W,1,\n' +
  'C,101,1,2BHK,62.5,6,85,E,1,\n' +
  'A,103,1,Penthouse,100,0,120,E,2,\n' +
  'A,104,1,2BHK,62.5,6,50,E,1,\n' +
  'A,101,1,2BHK,62.5,6,85,E,1,\n' +
  ',,,,,,,,,\n' +
  'A,305,3,Shop,28,0,35,N,0,road-facing; corner\n';

describe('units import', () => {
  it('previews every row with its errors by row number, creating nothing', async () => {
    const res = await send('preview', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({ total: 7, valid: 3, created: 0 });
    expect(res.data.errors).toEqual([
      { row: 4, message: 'Tower C is not in this project; add the tower on the setup page first.' },
      { row: 5, message: 'Type "Penthouse" is not one of 1BHK, 2BHK, 3BHK, 4BHK, Row house, Offices, Shops, Plot.' },
      { row: 6, message: 'Saleable area cannot be less than the carpet area.' },
      { row: 7, message: 'Unit 101 of Tower A is also on row 2.' },
    ]);
    expect(res.data.sample.map((s: { number: string }) => s.number)).toEqual(['101', '102', '305']);
    const units = await call(t.app, 'GET', `/api/projects/${projectId}/units`, { token: people.admin.token });
    expect(units.data.total).toBe(0);
  });

  it('imports the valid rows set-based, widens the tower, and refuses them the second time', async () => {
    const res = await send('apply', file);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data).toMatchObject({ created: 3, valid: 3 });
    const units = await call(t.app, 'GET', `/api/projects/${projectId}/units`, { token: people.admin.token });
    expect(
      units.data.units.map((u: { number: string; type: string; facing: string; locations: string[] }) => [
        u.number,
        u.type,
        u.facing,
        u.locations,
      ]),
    ).toEqual([
      ['101', '2BHK', 'E', ['corner']],
      ['102', '1BHK', 'W', []],
      ['305', 'Shops', 'N', ['road-facing', 'corner']],
    ]);
    const project = await call(t.app, 'GET', `/api/projects/${projectId}`, { token: people.admin.token });
    expect(project.data.towers[0]).toMatchObject({ floorFrom: 1, floorTo: 3, units: 3 });
    const again = await send('apply', `${header}A,101,1,2BHK,62.5,6,85,E,1,\n`);
    expect(again.statusCode).toBe(400);
    expect(again.data.message).toBe('No row of the file can be imported; correct the rows listed and try again.');
    const preview = await send('preview', `${header}a,101,1,2BHK,62.5,6,85,E,1,\n`);
    expect(preview.data.errors).toEqual([{ row: 2, message: 'Unit 101 already exists in Tower A.' }]);
  });

  it('says which columns are missing, refuses managers, and offers a sample that imports as it is', async () => {
    const res = await send('preview', 'Tower,Number\nA,1\n');
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toMatch(/^The file has no floor, type, carpet, saleable column/);
    expect((await send('preview', file, people.manager.token)).statusCode).toBe(403);
    const sample = await call(t.app, 'GET', '/api/units/import-sample', { token: people.admin.token });
    expect(sample.statusCode).toBe(200);
    expect(sample.headers['content-type']).toContain('text/csv');
    const preview = await send('preview', sample.body);
    // 101 and 102 of tower A are in by now; the shop on the ground floor is new.
    expect(preview.data).toMatchObject({ total: 3, valid: 1 });
    expect(preview.data.errors.map((e: { row: number }) => e.row)).toEqual([2, 3]);
  });
});
