import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerProperties } from '../../db/schema/customer-property';
import { files } from '../../db/schema/files';
import { type FilePart, multipartBody, samples } from '../../test/multipart';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

let t: TestApp;
let people: TestUsers;
beforeAll(async () => {
  t = await buildTestApp({ uploadMaxFileBytes: 200 * 1024, uploadMaxRequestBytes: 300 * 1024 });
  people = await seedUsers(t);
});
afterAll(() => t.close());

const owner = {
  ownerName: 'Ramesh Kulkarni',
  address: 'Flat 302, Sai Heights, Wakad, Pune',
  contact: '919822012345',
  type: 'Residential',
  subType: '2BHK',
  projectName: 'Sai Heights',
};

function send(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  parts: FilePart[] = [],
  token = people.manager.token,
) {
  const body = multipartBody(fields, parts);
  return t.app.inject({
    method,
    url,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
}

const kycSet: FilePart[] = [
  { field: 'profile', filename: 'ramesh.png', content: samples.png },
  { field: 'aadharCard', filename: 'aadhar.pdf', content: samples.pdf },
  { field: 'panCard', filename: 'pan.jpg', content: samples.jpeg },
  { field: 'lightBill', filename: 'bill.pdf', content: samples.pdf },
];

function storedFiles(): string[] {
  return readdirSync(t.config.uploadsDir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));
}

async function counts() {
  const [f] = await t.database.db.select({ n: count() }).from(files);
  const [c] = await t.database.db.select({ n: count() }).from(customerProperties);
  return { files: Number(f?.n), customers: Number(c?.n), onDisk: storedFiles().length };
}

const getFile = (id: string, token?: string) => call(t.app, 'GET', `/api/files/${id}`, { token });

describe('customer property records', () => {
  it('creates a record with its KYC files and returns file references', async () => {
    const res = await send('POST', '/api/customer-property', owner, kycSet);
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ ...owner });
    expect(data.documents.profile).toMatchObject({ name: 'ramesh.png', mimeType: 'image/png' });
    expect(data.documents.aadharCard.url).toBe(`/api/files/${data.documents.aadharCard._id}`);
    expect(data.documents.panCard.mimeType).toBe('image/jpeg');
    expect(data.documents.otherDocs).toEqual([]);
    const detail = await call(t.app, 'GET', `/api/customer-property/${data._id}`, { token: people.admin.token });
    expect(detail.data.data).toEqual(data);
  });

  it('refuses a contact that is not 91 and 10 digits with the spec’s words, and a sub-type of another type', async () => {
    for (const contact of ['9822012345', '9198220123', '+919822012345', '91982201234a']) {
      const res = await send('POST', '/api/customer-property', { ...owner, contact });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.contact).toBe('Contact must start with 91 and be followed by 10 digits');
    }
    const wrongSub = await send('POST', '/api/customer-property', { ...owner, type: 'Commercial', subType: '2BHK' });
    expect(wrongSub.json().fields.subType).toBe('Choose a sub-type of a Commercial property from the list.');
    const missing = await send('POST', '/api/customer-property', { type: 'Residential', subType: '1BHK' });
    expect(Object.keys(missing.json().fields).sort()).toEqual(['address', 'contact', 'ownerName', 'projectName']);
  });

  it('lists with filters by type, sub-type and a name search, newest first', async () => {
    t.clock.advanceHours(1);
    await send('POST', '/api/customer-property', {
      ...owner,
      ownerName: 'Sunita Shah',
      type: 'Commercial',
      subType: 'Shops',
      projectName: 'Market Yard',
    });
    t.clock.advanceHours(1);
    await send('POST', '/api/customer-property', { ...owner, ownerName: 'Vikas 100%_Patil', subType: '3BHK' });
    const list = (q: string) =>
      call(t.app, 'GET', `/api/customer-property${q}`, { token: people.manager.token }).then((r) => r.data);
    const all = await list('');
    expect(all.data[0].ownerName).toBe('Vikas 100%_Patil');
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect((await list('?type=Commercial')).data.map((c: { ownerName: string }) => c.ownerName)).toEqual([
      'Sunita Shah',
    ]);
    expect((await list('?type=Residential&subType=3BHK')).data.map((c: { ownerName: string }) => c.ownerName)).toEqual([
      'Vikas 100%_Patil',
    ]);
    expect((await list('?search=sunita')).data).toHaveLength(1);
    expect((await list('?search=%25_')).data.map((c: { ownerName: string }) => c.ownerName)).toEqual([
      'Vikas 100%_Patil',
    ]);
    expect((await list('?pageSize=1&page=2')).data).toHaveLength(1);
    const bad = await call(t.app, 'GET', '/api/customer-property?type=Villa', { token: people.manager.token });
    expect(bad.statusCode).toBe(400);
  });

  it('updates only the fields sent, replaces a file and removes the old one', async () => {
    const created = (await send('POST', '/api/customer-property', owner, kycSet)).json().data;
    const oldAadhar = created.documents.aadharCard._id;
    const res = await send('PUT', `/api/customer-property/${created._id}`, { projectName: 'Sai Heights Phase 2' }, [
      { field: 'aadharCard', filename: 'aadhar-new.png', content: samples.png },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ ownerName: owner.ownerName, projectName: 'Sai Heights Phase 2' });
    expect(data.documents.aadharCard.name).toBe('aadhar-new.png');
    expect(data.documents.panCard._id).toBe(created.documents.panCard._id);
    expect((await getFile(oldAadhar, people.admin.token)).statusCode).toBe(404);
    const bad = await send('PUT', `/api/customer-property/${created._id}`, { contact: '91123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Contact must start with 91 and be followed by 10 digits');
    const switched = await send('PUT', `/api/customer-property/${created._id}`, { type: 'Commercial' });
    expect(switched.statusCode).toBe(400);
  });

  it('adds other documents (several at once) and can remove one', async () => {
    const created = (await send('POST', '/api/customer-property', owner)).json().data;
    expect(created.documents.profile).toBeNull();
    const res = await send('POST', `/api/customer-property/${created._id}/add-document`, {}, [
      { field: 'otherDoc', filename: 'agreement.pdf', content: samples.pdf },
      { field: 'otherDoc', filename: 'site-photo.jpg', content: samples.jpeg },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const docs = res.json().data.documents.otherDocs;
    expect(docs.map((d: { name: string }) => d.name).sort()).toEqual(['agreement.pdf', 'site-photo.jpg']);
    const none = await send('POST', `/api/customer-property/${created._id}/add-document`, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose at least one file to upload.');
    const removed = await call(t.app, 'DELETE', `/api/customer-property/${created._id}/documents/${docs[0]._id}`, {
      token: people.manager.token,
    });
    expect(removed.data.data.documents.otherDocs).toHaveLength(1);
    expect((await getFile(docs[0]._id, people.admin.token)).statusCode).toBe(404);
  });

  it('deletes a record with all its files; unknown ids are 404', async () => {
    const created = (await send('POST', '/api/customer-property', owner, kycSet)).json().data;
    await send('POST', `/api/customer-property/${created._id}/add-document`, {}, [
      { field: 'otherDoc', filename: 'x.pdf', content: samples.pdf },
    ]);
    const before = await counts();
    const del = await call(t.app, 'DELETE', `/api/customer-property/${created._id}`, { token: people.manager.token });
    expect(del.data.message).toBe('Customer deleted successfully!');
    const after = await counts();
    expect(after).toEqual({ files: before.files - 5, customers: before.customers - 1, onDisk: before.onDisk - 5 });
    for (const path of [`/api/customer-property/${created._id}`]) {
      expect((await call(t.app, 'GET', path, { token: people.manager.token })).statusCode).toBe(404);
      expect((await call(t.app, 'DELETE', path, { token: people.manager.token })).statusCode).toBe(404);
    }
    const add = await send('POST', `/api/customer-property/${created._id}/add-document`, {}, [
      { field: 'otherDoc', filename: 'x.pdf', content: samples.pdf },
    ]);
    expect(add.statusCode).toBe(404);
    expect(await counts()).toEqual(after);
  });
});

describe('KYC files', () => {
  it('are served to roles 0 and 1 with nosniff and a safe disposition, and every view is logged', async () => {
    const created = (await send('POST', '/api/customer-property', owner, kycSet)).json().data;
    const aadhar = created.documents.aadharCard;
    const view = await t.app.inject({
      method: 'GET',
      url: aadhar.url,
      headers: { authorization: `Bearer ${people.manager.token}` },
    });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['x-content-type-options']).toBe('nosniff');
    expect(view.headers['content-disposition']).toMatch(/^inline; filename="aadhar.pdf"/);
    expect(view.rawPayload.equals(samples.pdf)).toBe(true);
    await getFile(aadhar._id, people.admin.token);
    // The profile picture is not KYC: shown in lists, so not logged.
    await getFile(created.documents.profile._id, people.admin.token);
    const log = await call(t.app, 'GET', '/api/kyc-access-log', { token: people.admin.token });
    const mine = log.data.entries.filter((e: { fileId: string }) => e.fileId === aadhar._id);
    expect(mine.map((e: { userName: string }) => e.userName).sort()).toEqual(['Asha Admin', 'Manoj Manager']);
    expect(log.data.entries.some((e: { fileId: string }) => e.fileId === created.documents.profile._id)).toBe(false);
  });

  it('keep their view history after the record and its files are deleted', async () => {
    const created = (await send('POST', '/api/customer-property', owner, kycSet)).json().data;
    const pan = created.documents.panCard;
    await getFile(pan._id, people.admin.token);
    expect(
      (await call(t.app, 'DELETE', `/api/customer-property/${created._id}`, { token: people.admin.token })).statusCode,
    ).toBe(200);
    expect((await getFile(pan._id, people.admin.token)).statusCode).toBe(404);
    const log = await call(t.app, 'GET', '/api/kyc-access-log?pageSize=200', { token: people.admin.token });
    const kept = log.data.entries.filter(
      (e: { fileName: string; fileId: string | null }) => e.fileName === 'pan.jpg' && e.fileId === null,
    );
    expect(kept.length).toBeGreaterThanOrEqual(1);
  });

  it('are refused without a session (401) and to the executive (403), leaving no log entry', async () => {
    const created = (await send('POST', '/api/customer-property', owner, kycSet)).json().data;
    const id = created.documents.panCard._id;
    expect((await getFile(id)).statusCode).toBe(401);
    expect((await getFile(id, people.executive.token)).statusCode).toBe(403);
    expect((await getFile(created.documents.profile._id, people.executive.token)).statusCode).toBe(403);
    const log = await call(t.app, 'GET', '/api/kyc-access-log', { token: people.admin.token });
    expect(log.data.entries.some((e: { fileId: string }) => e.fileId === id)).toBe(false);
    expect((await call(t.app, 'GET', '/api/kyc-access-log', { token: people.manager.token })).statusCode).toBe(403);
  });

  it('refuse a renamed .exe by its content, and a PDF as the profile picture, saving nothing', async () => {
    const before = await counts();
    const exe = await send('POST', '/api/customer-property', owner, [
      { field: 'profile', filename: 'me.png', content: samples.png },
      { field: 'aadharCard', filename: 'aadhar.pdf', content: samples.exe, contentType: 'application/pdf' },
    ]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe('aadhar.pdf is not a PDF, JPEG, PNG or WebP file.');
    const pdfProfile = await send('POST', '/api/customer-property', owner, [
      { field: 'profile', filename: 'me.pdf', content: samples.pdf },
    ]);
    expect(pdfProfile.statusCode).toBe(415);
    expect(await counts()).toEqual(before);
  });

  it('answer 413 for a file over the cap or a request over the total, saving nothing', async () => {
    const before = await counts();
    const big = Buffer.concat([samples.pdf, Buffer.alloc(250 * 1024)]);
    const tooBig = await send('POST', '/api/customer-property', owner, [
      { field: 'aadharCard', filename: 'big.pdf', content: big },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('Each file must be at most 0.2 MB.');
    const each = Buffer.concat([samples.pdf, Buffer.alloc(110 * 1024)]);
    const tooMuch = await send('POST', '/api/customer-property', owner, [
      { field: 'aadharCard', filename: 'a.pdf', content: each },
      { field: 'panCard', filename: 'b.pdf', content: each },
      { field: 'lightBill', filename: 'c.pdf', content: each },
    ]);
    expect(tooMuch.statusCode).toBe(413);
    expect(await counts()).toEqual(before);
  });

  it('a request with good files and a bad field leaves no file on disk and no row', async () => {
    const before = await counts();
    const res = await send('POST', '/api/customer-property', { ...owner, contact: '9822012345' }, kycSet);
    expect(res.statusCode).toBe(400);
    const onUpdate = await send('PUT', '/api/customer-property/00000000-0000-4000-8000-000000000000', owner, kycSet);
    expect(onUpdate.statusCode).toBe(404);
    const twoProfiles = await send('POST', '/api/customer-property', owner, [
      { field: 'profile', filename: 'a.png', content: samples.png },
      { field: 'profile', filename: 'b.png', content: samples.png },
    ]);
    expect(twoProfiles.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
    expect(storedFiles().filter((p) => p.includes('.incoming'))).toEqual([]);
  });

  it('make path tricks in file names harmless', async () => {
    const res = await send('POST', '/api/customer-property', owner, [
      { field: 'aadharCard', filename: '..\\..\\windows\\system32\\aadhar.pdf', content: samples.pdf },
      { field: 'panCard', filename: '../../../../etc/pan.png', content: samples.png },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const docs = res.json().data.documents;
    expect(docs.aadharCard.name).toBe('aadhar.pdf');
    expect(docs.panCard.name).toBe('pan.png');
    for (const path of storedFiles()) expect(path.startsWith(t.config.uploadsDir)).toBe(true);
  });

  it('refuse a JSON body for the multipart form, a file in an unknown field, and role 2', async () => {
    const json = await call(t.app, 'POST', '/api/customer-property', { token: people.manager.token, body: owner });
    expect(json.statusCode).toBe(415);
    const odd = await send('POST', '/api/customer-property', owner, [
      { field: 'otherDoc', filename: 'a.pdf', content: samples.pdf },
    ]);
    expect(odd.statusCode).toBe(400);
    expect((await send('POST', '/api/customer-property', owner, [], people.executive.token)).statusCode).toBe(403);
  });
});
