import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema/files';
import { multipartBody, samples } from '../test/multipart';
import { buildTestApp, type TestApp } from '../test/test-app';
import { seedUsers, type TestUsers } from '../test/users';
import { safeFileName } from './receive-upload';

let t: TestApp;
let people: TestUsers;
beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
});
afterAll(() => t.close());

/** Every file under the uploads folder, scratch space included. */
function storedFiles(dir = t.config.uploadsDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? storedFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

async function fileRows() {
  const [row] = await t.database.db.select({ n: count() }).from(files);
  return Number(row?.n);
}

const upload = (payload: Buffer | string, contentType: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/document/upload',
    headers: { authorization: `Bearer ${people.admin.token}`, 'content-type': contentType },
    payload,
  });

describe('a broken upload is a 400 with a message and stores nothing', () => {
  const whole = multipartBody({ title: 'Price list', category: 'Other' }, [
    { field: 'file', filename: 'list.pdf', content: Buffer.concat([samples.pdf, Buffer.alloc(20_000, 32)]) },
  ]);
  const contentType = whole.headers['content-type'];

  const cases: [string, Buffer | string, string][] = [
    ['cut off in the middle of the file', whole.payload.subarray(0, whole.payload.length - 5_000), contentType],
    ['cut off in the headers', whole.payload.subarray(0, 60), contentType],
    ['without a boundary', whole.payload, 'multipart/form-data'],
    ['with a boundary that is not in the body', whole.payload, 'multipart/form-data; boundary=nothere'],
    ['that is not multipart at all', '{"title":"Price list"}', contentType],
    ['that is empty', '', contentType],
  ];
  for (const [name, payload, type] of cases) {
    it(name, async () => {
      const before = await fileRows();
      const res = await upload(payload, type);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/\w+ \w+/);
      expect(await fileRows()).toBe(before);
      expect(storedFiles()).toEqual([]);
    });
  }

  it('a NUL in a text field', async () => {
    const body = multipartBody({ title: 'Price\u0000list', category: 'Other' }, [
      { field: 'file', filename: 'list.pdf', content: samples.pdf },
    ]);
    const res = await upload(body.payload, body.headers['content-type']);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('NUL_CHARACTER');
    expect(storedFiles()).toEqual([]);
  });

  it('a whole upload still works', async () => {
    const res = await upload(whole.payload, contentType);
    expect(res.statusCode, res.body).toBe(201);
    expect(storedFiles()).toHaveLength(1);
  });
});

describe('file names', () => {
  it('loses right-to-left overrides and other bidi and control characters', () => {
    expect(safeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(safeFileName('a\u2066b\u2069c\u200Fd\u061Ce\uFEFFf\u0085g\u2028h.pdf')).toBe('abcdefgh.pdf');
    expect(safeFileName('\u202E')).toBe('file');
    expect(safeFileName('Sale deed – फ़्लैट 12.pdf')).toBe('Sale deed – फ़्लैट 12.pdf');
  });
});
