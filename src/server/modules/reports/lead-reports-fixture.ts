import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { refreshReportRollups } from './rollup/rollup-fixture';

// The reports tests' company, set by withLeadReportsWorld before a file's tests. Live bindings read
// inside the tests: a worker runs its files one after another and shares this module between them
// (vitest.config.ts), so each file's beforeAll sets them, and every key of ids, afresh.
export let t: TestApp;
export let people: TestUsers;

export const api = (url: string, token = people.admin.token) => call(t.app, 'GET', url, { token });
export const post = (method: 'POST' | 'PUT', url: string, body?: unknown) =>
  call(t.app, method, url, { token: people.admin.token, body });

/** An India wall-clock time as an instant. */
export const ist = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+05:30`);
/** "Now" of every report below: 23 November 2026, noon in India. */
export const NOON = ist('2026-11-23', '12:00');

let mobileSeq = 9833000000;
export const ids: Record<string, string> = {};
export let magicbricks: string;
export let acres: string;
export let pune: string;
export let mumbai: string;

export async function lead(
  name: string,
  createdAt: Date,
  fields: { sourceId?: string; branchId?: string; project?: string; assignedTo?: string; status?: string },
) {
  t.clock.now = createdAt;
  const res = await post('POST', '/api/lead/create', { name, mobile: String(mobileSeq++), ...fields });
  expect(res.statusCode, res.body).toBe(201);
  ids[name] = res.data.lead._id;
}

export async function followUp(name: string, dueAt: string) {
  const res = await post('POST', `/api/lead/scheduleFollowup/${ids[name]}`, { type: 'call', dueAt });
  expect(res.statusCode, res.body).toBe(200);
}

export function csvLines(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  // The cells of these files hold no commas, quotes or line breaks.
  return body
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
}

export async function sheetRows(buffer: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/**
 * Leads over October and November 2026 in two sources, branches and projects, assigned to the
 * executive and the manager, with follow-ups due around 23 November noon (India), one lead binned,
 * and the rollups refreshed; the clock left at NOON.
 */
export function withLeadReportsWorld() {
  beforeAll(async () => {
    // Leads are made over two months of the clock: sessions outlive them.
    t = await buildTestApp({ sessionTtlHours: 24 * 365 });
    t.clock.now = ist('2026-10-01', '10:00');
    people = await seedUsers(t);
    const make = async (path: string, key: string, name: string) =>
      (await post('POST', path, { name })).data[key]._id as string;
    magicbricks = await make('/api/source/create', 'source', 'Magicbricks');
    acres = await make('/api/source/create', 'source', '99acres');
    pune = await make('/api/branch/create', 'branch', 'Pune');
    mumbai = await make('/api/branch/create', 'branch', 'Mumbai');
    const esha = people.executive.id;
    const manoj = people.manager.id;
    const mb = { sourceId: magicbricks };
    // A minute before November in India (still October), and November's first minute.
    await lead('Arjun', ist('2026-10-31', '23:59'), { ...mb, branchId: pune, project: 'Skyline', assignedTo: esha });
    await lead('Bela', ist('2026-11-01', '00:00'), { ...mb, branchId: pune, project: 'Skyline', assignedTo: esha });
    await lead('Chetan', ist('2026-11-10', '10:00'), {
      ...mb,
      branchId: mumbai,
      project: 'Skyline',
      assignedTo: manoj,
      status: 'interested',
    });
    await lead('Divya', ist('2026-11-15', '18:00'), {
      sourceId: acres,
      branchId: pune,
      project: 'Green Acres',
      assignedTo: esha,
      status: 'booked',
    });
    // Yesterday's last minute and today's first (India).
    await lead('Eshan', ist('2026-11-22', '23:59'), {});
    await lead('Farah', ist('2026-11-23', '00:00'), {
      sourceId: acres,
      branchId: mumbai,
      project: 'Green Acres',
      assignedTo: manoj,
      status: 'contacted',
    });
    // In the recycle bin: counted nowhere.
    await lead('Gopal', ist('2026-11-20', '09:00'), { ...mb, branchId: pune, project: 'Skyline', assignedTo: esha });
    await lead('Hari', ist('2026-10-05', '09:00'), { assignedTo: esha });
    await lead('Indu', ist('2026-10-05', '09:00'), { assignedTo: manoj });

    t.clock.now = NOON;
    await followUp('Arjun', '2026-11-23T11:00');
    await followUp('Bela', '2026-11-23T00:00');
    await followUp('Hari', '2026-11-23T12:30');
    await followUp('Chetan', '2026-11-22T23:59');
    await followUp('Divya', '2026-11-21T00:00');
    await followUp('Eshan', '2026-11-20T23:59');
    await followUp('Indu', '2026-11-17T00:00');
    await followUp('Farah', '2026-11-16T23:59');
    await followUp('Gopal', '2026-11-10T10:00');
    expect((await post('PUT', `/api/lead/moveToRecycleBin/${ids.Gopal}`)).statusCode).toBe(200);
    // The reports below read closed days from the rollup (decision 137), as in production.
    await refreshReportRollups(t);
  });
  afterAll(() => t.close());
}
