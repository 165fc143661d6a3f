import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect } from 'vitest';
import type { LeadImportMappingInput, LeadImportOptionsInput } from '../../../domain/schemas/lead-import';
import { multipartBody } from '../../test/multipart';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

// The import tests' app, set by withImportApp before a file's tests. Live bindings read inside the
// tests: a worker runs its files one after another (vitest.config.ts shares modules between them),
// and each file's beforeAll sets them afresh.
export let t: TestApp;
export let people: TestUsers;

/** An app on 1 May 2026 at noon India time, one user per role and a source named 99acres. */
export function withImportApp() {
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.now = new Date('2026-05-01T06:30:00Z');
    people = await seedUsers(t);
    await api('POST', '/api/source/create', { name: '99acres' });
  });
  afterAll(() => t.close());
}

export const api = apiOf(() => ({ app: t.app, token: people.admin.token }));

/** A multipart POST as the administrator, with its parsed body. */
export async function send(
  url: string,
  fields: Record<string, string>,
  file?: { name: string; content: Buffer | string },
) {
  const { payload, headers } = multipartBody(
    fields,
    file ? [{ field: 'file', filename: file.name, content: Buffer.from(file.content) }] : [],
  );
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, authorization: `Bearer ${people.admin.token}` },
  });
  let data: unknown;
  try {
    data = JSON.parse(response.body);
  } catch {
    data = response.body;
  }
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies of every shape
  return Object.assign(response, { data: data as any });
}

export const preview = (name: string, content: Buffer | string) =>
  send('/api/lead/imports/upload', {}, { name, content });

/** Maps each header by the server's own suggestion. */
export function mappingOf(
  headers: string[],
  suggested: (string | null)[],
  extra: Partial<LeadImportMappingInput> = {},
) {
  return {
    columns: headers.map((header, index) => ({ index, header, field: suggested[index] ?? null })),
    unmapped: 'ignore',
    ...extra,
  } as LeadImportMappingInput;
}

/** Uploads, maps by suggestion, imports and runs the job to its end; returns the import record. */
export async function importFile(
  name: string,
  content: Buffer | string,
  options: LeadImportOptionsInput = {},
  mappingExtra: Partial<LeadImportMappingInput> = {},
) {
  const p = await preview(name, content);
  expect(p.statusCode, p.body).toBe(200);
  const started = await send('/api/lead/importLeads', {
    uploadId: p.data.uploadId,
    mapping: JSON.stringify(mappingOf(p.data.headers, p.data.suggested, mappingExtra)),
    options: JSON.stringify(options),
  });
  expect(started.statusCode, started.body).toBe(202);
  await t.app.appContext.jobs.drain({ timeoutMs: 240_000 });
  const record = await api('GET', `/api/lead/imports/${started.data.importId}`);
  expect(record.statusCode, record.body).toBe(200);
  return record.data;
}

export async function leadByMobile(mobile: string) {
  const res = await api('GET', `/api/lead/getLeads?search=${mobile}&pageSize=5`);
  return res.data.leads[0] ?? null;
}

export async function xlsx(sheets: Record<string, (string | number | Date)[][]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) book.addWorksheet(name).addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}
