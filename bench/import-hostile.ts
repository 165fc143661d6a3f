// npm run bench:import-hostile — the hostile files of decision 154, uploaded to the lead import's preview
// of the real app (PGlite) over HTTP: per file the time to answer, the answer, the server's RSS
// growth (peak − idle before the upload, sampled every 10 ms) and the slowest answer another user
// got meanwhile, beside the floor of a normal 1,00,000-row CSV and .xlsx in the same run. Goal:
// every answer within 10 s, RSS growth ≤ 300 MB. The files are generated once into
// BENCH_FILES_DIR (about 1 GB of disk) and reused. The client runs in the same process and sends
// each file from disk (a file-backed Blob), so its own memory is small beside the server's.
import { existsSync, mkdirSync, mkdtempSync, openAsBlob, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open-database';
import {
  bigCell,
  longLineCsv,
  randomFile,
  sharedStringsBomb,
  uniqueSharedStrings,
  wideCsv,
  wideRow,
} from '../src/server/modules/lead-import/hostile-files';
import { HEADERS, makeRow, writeCsv } from './import-files';

const MB = 1024 ** 2;
const FILES = process.env.BENCH_FILES_DIR ?? join(tmpdir(), 'estatedesk-bench-import-files');
mkdirSync(FILES, { recursive: true });

async function sharedXlsx(path: string, rows: number) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true, useStyles: false });
  const sheet = book.addWorksheet('Leads');
  sheet.addRow(HEADERS).commit();
  for (let g = 1; g <= rows; g++) sheet.addRow(makeRow(g).cells).commit();
  sheet.commit();
  await book.commit();
}

const cases: { label: string; name: string; make: (path: string) => Promise<unknown>; floor?: boolean }[] = [
  { label: 'normal CSV, 1,00,000 rows', name: 'leads-100000.csv', make: () => writeCsv(FILES, 100_000), floor: true },
  {
    label: 'normal .xlsx, 1,00,000 rows, shared strings',
    name: 'leads-100000-shared.xlsx',
    make: (p) => sharedXlsx(p, 100_000),
    floor: true,
  },
  {
    label: 'shared strings of 62 MB, all different: just within the bound',
    name: 'bound-unique-strings.xlsx',
    make: (p) => uniqueSharedStrings(p, 62 * MB),
  },
  { label: 'shared-strings bomb, 1.5 GB', name: 'hostile-bomb.xlsx', make: (p) => sharedStringsBomb(p, 1536 * MB) },
  {
    label: 'shared-strings bomb, 1.5 GB, declared 64 KB',
    name: 'hostile-bomb-lying.xlsx',
    make: (p) => sharedStringsBomb(p, 1536 * MB, true),
  },
  { label: 'one row of 30,00,000 cells', name: 'hostile-wide-row.xlsx', make: (p) => wideRow(p, 3_000_000) },
  { label: 'one cell of 400 MB', name: 'hostile-big-cell.xlsx', make: (p) => bigCell(p, 400 * MB) },
  { label: 'CSV of one 150 MB line', name: 'hostile-long-line.csv', make: (p) => longLineCsv(p, 150 * MB) },
  { label: 'CSV of 2,00,000 columns', name: 'hostile-wide.csv', make: (p) => wideCsv(p, 200_000) },
  { label: 'random bytes as .xlsx, 50 MB', name: 'hostile-random.xlsx', make: (p) => randomFile(p, 50 * MB) },
  { label: 'random bytes as .csv, 50 MB', name: 'hostile-random.csv', make: (p) => randomFile(p, 50 * MB) },
];

for (const c of cases) {
  const path = join(FILES, c.name);
  if (!existsSync(path)) {
    const t0 = performance.now();
    await c.make(path);
    console.log(
      `wrote ${c.name} (${(statSync(path).size / MB).toFixed(1)} MB) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  }
}

const dir = mkdtempSync(join(tmpdir(), 'estatedesk-bench-hostile-'));
const database = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'data') });
const config = { ...loadConfig({}), webDistDir: '/nonexistent', uploadsDir: join(dir, 'uploads') };
const app = await buildApp({ database, config, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const registered = await fetch(`${address}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'Bench Admin', email: 'bench@example.in', password: 'Bench2026x' }),
});
const { token } = (await registered.json()) as { token: string };
const auth = { authorization: `Bearer ${token}` };

const gc = (globalThis as { gc?: () => void }).gc;
try {
  for (const c of cases) {
    const path = join(FILES, c.name);
    gc?.();
    await new Promise((r) => setTimeout(r, 300));
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const meter = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    // Another user lists the imports every 100 ms meanwhile: the slowest answer they got.
    let slowest = 0;
    let uploading = true;
    const other = (async () => {
      while (uploading) {
        const t0 = performance.now();
        await (await fetch(`${address}/api/lead/imports`, { headers: auth })).arrayBuffer();
        slowest = Math.max(slowest, performance.now() - t0);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const form = new FormData();
    form.set('file', await openAsBlob(path), c.name);
    const t0 = performance.now();
    const res = await fetch(`${address}/api/lead/imports/upload`, { method: 'POST', headers: auth, body: form });
    const body = (await res.json()) as { message?: string; sample?: unknown[] };
    const seconds = (performance.now() - t0) / 1000;
    uploading = false;
    await other;
    clearInterval(meter);
    peak = Math.max(peak, process.memoryUsage().rss);
    const answer = res.ok ? `${res.status} preview of ${body.sample?.length} rows` : `${res.status} ${body.message}`;
    const growth = (peak - idle) / MB;
    const line = `${c.floor ? 'floor ' : ''}${c.label} (${(statSync(path).size / MB).toFixed(1)} MB): ${seconds.toFixed(2)} s (goal ≤ 10 s), RSS +${growth.toFixed(0)} MB (goal ≤ 300 MB), other user's slowest ${slowest.toFixed(0)} ms\n    ${answer}`;
    console.log(line);
  }
} finally {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
