import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FilePart, multipartBody, samples } from '../../test/multipart';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

let t: TestApp;
let people: TestUsers;
beforeAll(async () => {
  t = await buildTestApp({ uploadMaxFileBytes: 100 * 1024 });
  people = await seedUsers(t);
});
afterAll(() => t.close());

/** A legacy Word/Excel file (OLE compound document) as recognised by its magic bytes. */
const legacyDoc = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);

function upload(fields: Record<string, string>, parts: FilePart[], token = people.manager.token) {
  const body = multipartBody(fields, parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/document/upload',
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
}

const onDisk = () =>
  readdirSync(t.config.uploadsDir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length;
const list = (query = '', token = people.admin.token) =>
  call(t.app, 'GET', `/api/document/getAllDocuments${query}`, { token }).then((r) => r.data);

describe('document library', () => {
  it('uploads PDFs, images and office files with a title and category', async () => {
    const pdf = await upload({ title: 'Sai Heights brochure', category: 'Brochure' }, [
      { field: 'file', filename: 'brochure.pdf', content: samples.pdf },
    ]);
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json().document).toMatchObject({
      title: 'Sai Heights brochure',
      category: 'Brochure',
      description: null,
      file: { name: 'brochure.pdf', mimeType: 'application/pdf' },
      uploadedBy: { _id: people.manager.id, name: 'Manoj Manager' },
    });
    t.clock.advanceHours(1);
    const doc = await upload(
      { title: 'Sale deed draft', category: 'Agreement', description: 'Wing A, flat 302' },
      [{ field: 'file', filename: 'deed.doc', content: legacyDoc }],
      people.admin.token,
    );
    expect(doc.statusCode, doc.body).toBe(201);
    expect(doc.json().document.file.mimeType).toBe('application/x-cfb');
    t.clock.advanceHours(1);
    const img = await upload({ title: 'Floor plan 2BHK', category: 'Floor Plan' }, [
      { field: 'file', filename: 'plan.png', content: samples.png },
    ]);
    expect(img.statusCode).toBe(201);
  });

  it('lists newest first with search, category and uploader filters, and by user', async () => {
    const all = await list();
    expect(all.documents.map((d: { title: string }) => d.title)).toEqual([
      'Floor plan 2BHK',
      'Sale deed draft',
      'Sai Heights brochure',
    ]);
    expect((await list('?search=DEED')).documents).toHaveLength(1);
    expect((await list('?search=flat%20302')).documents).toHaveLength(1);
    expect((await list('?category=Brochure')).total).toBe(1);
    expect((await list(`?uploadedBy=${people.manager.id}`)).total).toBe(2);
    const byUser = await call(t.app, 'GET', `/api/document/getAllDocumentsByUserId/${people.admin.id}`, {
      token: people.manager.token,
    });
    expect(byUser.data.documents.map((d: { title: string }) => d.title)).toEqual(['Sale deed draft']);
    const uploaders = await call(t.app, 'GET', '/api/document/uploaders', { token: people.manager.token });
    expect(uploaders.data.uploaders).toEqual([
      { _id: people.admin.id, name: 'Asha Admin', count: 1 },
      { _id: people.manager.id, name: 'Manoj Manager', count: 2 },
    ]);
    expect(
      (await call(t.app, 'GET', '/api/document/getAllDocuments?category=Memes', { token: people.admin.token }))
        .statusCode,
    ).toBe(400);
  });

  it('serves a library file to roles 0 and 1 as a download, not to the executive', async () => {
    const [doc] = (await list('?search=deed')).documents;
    const res = await t.app.inject({
      method: 'GET',
      url: `${doc.file.url}?download=1`,
      headers: { authorization: `Bearer ${people.manager.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="deed.doc"/);
    expect((await call(t.app, 'GET', doc.file.url, { token: people.executive.token })).statusCode).toBe(403);
  });

  it('refuses an .exe, a missing file, a bad category and an oversized file, keeping nothing', async () => {
    const before = { total: (await list()).total, disk: onDisk() };
    const exe = await upload({ title: 'Setup', category: 'Other' }, [
      { field: 'file', filename: 'setup.docx', content: samples.exe },
    ]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe('setup.docx is not a PDF, image, Word, Excel, PowerPoint or OpenDocument file.');
    const noFile = await upload({ title: 'Nothing', category: 'Other' }, []);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Choose a file to upload.');
    const badFields = await upload({ title: '', category: 'Memes' }, [
      { field: 'file', filename: 'a.pdf', content: samples.pdf },
    ]);
    expect(badFields.statusCode).toBe(400);
    expect(Object.keys(badFields.json().fields).sort()).toEqual(['category', 'title']);
    const big = await upload({ title: 'Big', category: 'Other' }, [
      { field: 'file', filename: 'big.pdf', content: Buffer.concat([samples.pdf, Buffer.alloc(150 * 1024)]) },
    ]);
    expect(big.statusCode).toBe(413);
    expect({ total: (await list()).total, disk: onDisk() }).toEqual(before);
  });

  it('deletes a document and its file; unknown ids are 404', async () => {
    const [doc] = (await list('?search=brochure')).documents;
    const before = onDisk();
    const del = await call(t.app, 'DELETE', `/api/document/deleteDocument/${doc._id}`, { token: people.manager.token });
    expect(del.statusCode).toBe(200);
    expect(del.data.message).toBe('Sai Heights brochure has been deleted.');
    expect(onDisk()).toBe(before - 1);
    expect((await call(t.app, 'GET', doc.file.url, { token: people.admin.token })).statusCode).toBe(404);
    expect(
      (await call(t.app, 'DELETE', `/api/document/deleteDocument/${doc._id}`, { token: people.admin.token }))
        .statusCode,
    ).toBe(404);
  });
});
