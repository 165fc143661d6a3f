import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files';
import { multipartBody, samples } from '../../test/multipart';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

let t: TestApp;
let people: TestUsers;
beforeAll(async () => {
  t = await buildTestApp({ uploadMaxFileBytes: 200 * 1024 });
  people = await seedUsers(t);
});
afterAll(() => t.close());

const letterhead = {
  name: 'Shree Ganesh Developers',
  address: 'Office 4, Baner Road, Pune',
  state: 'Maharashtra',
  gstin: '27ABCDE1234F1Z5',
  phone: '020 2729 1234',
  email: 'office@shreeganesh.in',
  signatoryName: 'R. K. Patil',
  signatoryTitle: 'Director',
};

function storedFiles(): string[] {
  const root = t.config.uploadsDir;
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));
}

async function fileRows() {
  const [row] = await t.database.db.select({ n: count() }).from(files);
  return Number(row?.n);
}

function put(
  fields: Record<string, string>,
  parts: Parameters<typeof multipartBody>[1] = [],
  token = people.admin.token,
) {
  const body = multipartBody(fields, parts);
  return t.app.inject({
    method: 'PUT',
    url: '/api/company',
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
}

describe('company profile and its logo', () => {
  it('starts empty, then saves the letterhead with a logo that signed-in staff can open', async () => {
    const empty = await call(t.app, 'GET', '/api/company', { token: people.manager.token });
    expect(empty.data.company).toMatchObject({ name: '', logoFileId: null, updatedAt: null });
    const res = await put(letterhead, [
      { field: 'logo', filename: 'logo.png', content: samples.png, contentType: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const company = res.json().company;
    expect(company).toMatchObject({ name: 'Shree Ganesh Developers', gstin: '27ABCDE1234F1Z5', city: null });
    const logo = await t.app.inject({
      method: 'GET',
      url: `/api/files/${company.logoFileId}`,
      headers: { authorization: `Bearer ${people.manager.token}` },
    });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['content-disposition']).toMatch(/^inline; filename="logo.png"/);
    expect(logo.rawPayload.equals(samples.png)).toBe(true);
  });

  it('refuses the file URL without a session, and to a role the file is not for', async () => {
    const { company } = (await call(t.app, 'GET', '/api/company', { token: people.admin.token })).data;
    expect((await call(t.app, 'GET', `/api/files/${company.logoFileId}`)).statusCode).toBe(401);
    expect(
      (await call(t.app, 'GET', `/api/files/${company.logoFileId}`, { token: people.executive.token })).statusCode,
    ).toBe(403);
  });

  it('refuses a renamed .exe by its content, keeping the old logo and leaving no file behind', async () => {
    const before = storedFiles().length;
    const rows = await fileRows();
    const res = await put(letterhead, [
      { field: 'logo', filename: 'logo.png', content: samples.exe, contentType: 'image/png' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('logo.png is not a JPEG, PNG or WebP image file.');
    expect(storedFiles().length).toBe(before);
    expect(await fileRows()).toBe(rows);
  });

  it('refuses a PDF as a logo (images only)', async () => {
    const res = await put(letterhead, [{ field: 'logo', filename: 'logo.pdf', content: samples.pdf }]);
    expect(res.statusCode).toBe(415);
  });

  it('answers 413 for a file over the size cap and keeps nothing', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([samples.png, Buffer.alloc(300 * 1024)]);
    const res = await put(letterhead, [{ field: 'logo', filename: 'big.png', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Each file must be at most 0.2 MB.');
    expect(storedFiles().length).toBe(before);
  });

  it('a valid file with invalid fields saves nothing (no orphan file, no row)', async () => {
    const before = storedFiles().length;
    const rows = await fileRows();
    const res = await put({ ...letterhead, gstin: '29ABCDE1234F1Z5' }, [
      { field: 'logo', filename: 'new.png', content: samples.png },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.gstin).toBe('This GSTIN is registered in Karnataka, not Maharashtra.');
    expect(storedFiles().length).toBe(before);
    expect(await fileRows()).toBe(rows);
  });

  it('makes path tricks in a file name harmless', async () => {
    const res = await put(letterhead, [{ field: 'logo', filename: '../../../etc/passwd.png', content: samples.png }]);
    expect(res.statusCode).toBe(200);
    const id = res.json().company.logoFileId;
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: { authorization: `Bearer ${people.admin.token}` },
    });
    expect(file.headers['content-disposition']).toMatch(/filename="passwd.png"/);
    for (const path of storedFiles()) expect(path.startsWith(t.config.uploadsDir)).toBe(true);
  });

  it('replacing the logo deletes the old file; removeLogo clears it', async () => {
    const first = (await put(letterhead, [{ field: 'logo', filename: 'a.png', content: samples.png }])).json().company
      .logoFileId;
    const second = (await put(letterhead, [{ field: 'logo', filename: 'b.jpg', content: samples.jpeg }])).json().company
      .logoFileId;
    expect(second).not.toBe(first);
    expect((await call(t.app, 'GET', `/api/files/${first}`, { token: people.admin.token })).statusCode).toBe(404);
    const cleared = await put({ ...letterhead, removeLogo: 'true' });
    expect(cleared.json().company.logoFileId).toBeNull();
    expect(storedFiles().filter((p) => !p.includes('.incoming')).length).toBe(0);
  });

  it('refuses a JSON body (the form is multipart) and a file in an unknown field', async () => {
    const json = await call(t.app, 'PUT', '/api/company', { token: people.admin.token, body: letterhead });
    expect(json.statusCode).toBe(415);
    const odd = await put(letterhead, [{ field: 'avatar', filename: 'a.png', content: samples.png }]);
    expect(odd.statusCode).toBe(400);
  });

  it('is the administrator’s to change', async () => {
    expect((await put(letterhead, [], people.manager.token)).statusCode).toBe(403);
  });
});
