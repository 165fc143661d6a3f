import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigCell, longLineCsv, randomFile, sharedStringsBomb, wideCsv, wideRow } from './hostile-files';
import { IMPORT_FILE_LIMITS } from './import-file-limits';
import { api, mappingOf, preview, send, t, withImportApp, xlsx } from './import-fixture';

// Files built to take the server down, at a small scale with the expanded-size limits scaled down
// with them: each upload answers a 400 with a plain sentence, and the server answers the next
// request at once. bench:import-hostile runs them at full size and measures memory.
withImportApp();

const dir = mkdtempSync(join(tmpdir(), 'estatedesk-hostile-'));
const saved = { ...IMPORT_FILE_LIMITS };
beforeAll(() => {
  Object.assign(IMPORT_FILE_LIMITS, {
    expandedBytes: 8 * 1024 ** 2,
    sharedStringsBytes: 1024 ** 2,
    ratioFromBytes: 1024 ** 2,
  });
});
afterAll(() => {
  Object.assign(IMPORT_FILE_LIMITS, saved);
  rmSync(dir, { recursive: true, force: true });
});

async function upload(name: string, make: (path: string) => Promise<void>) {
  const path = join(dir, name);
  await make(path);
  const started = performance.now();
  const answer = await preview(name, readFileSync(path));
  const ms = performance.now() - started;
  // Still answering others.
  const other = await api('GET', '/api/lead/imports');
  expect(other.statusCode).toBe(200);
  return { status: answer.statusCode, message: answer.data?.message as string, ms };
}

describe('hostile spreadsheets', () => {
  it('refuses shared strings that expand past the bound, declared or not', async () => {
    const honest = await upload('bomb.xlsx', (p) => sharedStringsBomb(p, 3 * 1024 ** 2));
    expect(honest.status).toBe(400);
    expect(honest.message).toBe(
      "This spreadsheet's text expands to 3 MB when opened; a lead file's is never more than 1 MB. Save the leads alone as CSV, or delete unused sheets, and upload it again.",
    );
    const lying = await upload('lying.xlsx', (p) => sharedStringsBomb(p, 3 * 1024 ** 2, true));
    expect(lying.status).toBe(400);
    expect(lying.message).toMatch(/^The Excel file could not be read; it may be damaged\./);
  });

  it('refuses a part that expands hundreds of times', async () => {
    const cell = await upload('ratio.xlsx', (p) => bigCell(p, 4 * 1024 ** 2));
    expect(cell.status).toBe(400);
    expect(cell.message).toMatch(/^This spreadsheet expands [\d,]+ times when opened, which no file of leads does;/);
  });

  it('refuses a row of more cells than Excel has columns, and a cell longer than Excel allows', async () => {
    const wide = await upload('wide.xlsx', (p) => wideRow(p, 20_000));
    expect(wide.status).toBe(400);
    expect(wide.message).toMatch(/^Row 1 of the file has 1,001 filled cells; a lead file has at most 1,000 columns\./);
    const cell = await upload('cell.xlsx', (p) => bigCell(p, 400_000));
    expect(cell.status).toBe(400);
    expect(cell.message).toBe(
      'A cell in row 2 holds more than 32,767 characters, more than Excel itself allows; no lead needs that much. Shorten it and upload the file again.',
    );
  });

  it('refuses a CSV of one very long line, or of thousands of columns', async () => {
    const line = await upload('line.csv', (p) => longLineCsv(p, 2 * 1024 ** 2));
    expect(line.status).toBe(400);
    expect(line.message).toMatch(/^Line 2 of the CSV file is longer than 1 MB; a row of a lead is never that long\./);
    const wide = await upload('wide.csv', (p) => wideCsv(p, 200_000));
    expect(wide.status).toBe(400);
    expect(wide.message).toMatch(
      /^Row 1 of the file has 2,00,000 cells; a lead file has at most 16,384 columns, 1,000 of them filled\./,
    );
  });

  it('refuses random bytes, by either name', async () => {
    for (const name of ['random.xlsx', 'random.csv']) {
      const answer = await upload(name, (p) => randomFile(p, 256 * 1024));
      // 415: not a CSV or Excel file by its content.
      expect([400, 415], name).toContain(answer.status);
      expect(answer.message, name).toMatch(/CSV or Excel|could not be read/);
    }
  });

  it('still previews a real spreadsheet within the scaled limits', async () => {
    const rows: (string | number)[][] = [['Name', 'Mobile', 'City']];
    for (let i = 0; i < 2_000; i++) rows.push([`Lead ${i}`, 9_800_000_000 + i, `City ${i % 40}`]);
    const answer = await preview('real.xlsx', await xlsx({ Leads: rows }));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.data.sample).toHaveLength(20);
  });

  it('fails the import job, in the same words, on a row past the preview that no lead file has', async () => {
    const lines = ['Name,Mobile'];
    for (let i = 0; i < 400; i++) lines.push(`Lead ${i},${9_700_000_000 + i}`);
    lines[300] = `Long,${'x'.repeat(40_000)}`;
    const p = await preview('late.csv', lines.join('\n'));
    expect(p.statusCode, p.body).toBe(200);
    const started = await send('/api/lead/importLeads', {
      uploadId: p.data.uploadId,
      mapping: JSON.stringify(mappingOf(p.data.headers, p.data.suggested)),
      options: '{}',
    });
    expect(started.statusCode, started.body).toBe(202);
    await t.app.appContext.jobs.drain({ timeoutMs: 60_000 });
    const record = (await api('GET', `/api/lead/imports/${started.data.importId}`)).data;
    expect(record.status).toBe('failed');
    expect(record.error).toBe(
      'A cell in row 301 holds more than 32,767 characters, more than Excel itself allows; no lead needs that much. Shorten it and upload the file again.',
    );
  });
});
