// npm run bench:import — lead import and the lead list at scale, on PGlite and PostgreSQL.
// Prints figures; it is not a test.
//
// For each database, the real app runs in a child process (bench/import-server.ts) so its RSS and
// event loop are its own, and "another user" is a third process (bench/import-load.ts):
// 1. CSV imports of BENCH_IMPORT_ROWS rows (default 100,000 and 1,000,000) and an .xlsx of
//    BENCH_XLSX_ROWS (100,000) through the HTTP API (upload, map, start, poll), each beside a raw
//    COPY of the rows it should keep into an empty leads table of the same engine; peak RSS over
//    the server's idle RSS.
// 2. While the largest import runs, a 50,000-row export and the other user's requests (p95).
// 3. After the largest import (or BENCH_ROWS leads made in SQL when the import is not there or
//    BENCH_SKIP_IMPORT=1): p50/p95 of each list, search, filter and sort case beside the same
//    statements replayed on the bare driver; then the export of ~50,000 rows beside one SELECT of
//    them, with the other user's p95 meanwhile.
// Env: BENCH_DBS=pglite,postgres  BENCH_ROWS  BENCH_IMPORT_ROWS=100000,1000000  BENCH_XLSX_ROWS
// BENCH_REPEAT (20)  BENCH_DATABASE_URL (admin URL; databases BENCH_DB_PREFIX_* (import_bench_*) are created and dropped)
// BENCH_FILES_DIR (generated files are kept there and reused)  BENCH_IMPORT_REPEAT (import + COPY pairs
// per file: 3 up to 100,000 rows, else 1)  BENCH_LIST=0 (skip step 3's list and export cases)
// BENCH_LIST_CASES=0 (step 3's export only)  BENCH_EXPORT_REPEAT (more export rounds)  BENCH_DB_PREFIX
// BENCH_SLOW_MS (PGlite: print statements and event-loop holds longer than that, bench/pglite-holds.ts).
import { type ChildProcess, fork } from 'node:child_process';
import { createReadStream, mkdirSync, mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase } from '../src/server/db/open-database';
import { COPY_COLUMNS, writeCsv, writeXlsx } from './import-files';
import { type LeadRefs, seedLeadRefs } from './lead-data';
import { listCases } from './lead-list-cases';
import { percentile } from './timing';

const DBS = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',');
const IMPORT_ROWS = (process.env.BENCH_IMPORT_ROWS ?? '100000,1000000').split(',').filter(Boolean).map(Number);
const XLSX_ROWS = Number(process.env.BENCH_XLSX_ROWS ?? 100_000);
const LIST_ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 20);
/** Import + COPY pairs per file (the machine is shared: best and median of the ratios are printed). */
const IMPORT_REPEAT = process.env.BENCH_IMPORT_REPEAT ? Number(process.env.BENCH_IMPORT_REPEAT) : undefined;
const LIST = process.env.BENCH_LIST !== '0';
/** Extra rounds of the export beside its SELECT, after the first (which has the other user beside it). */
const EXPORT_REPEAT = Number(process.env.BENCH_EXPORT_REPEAT ?? 0);
/** BENCH_LIST_CASES=0: the export only, not the list cases, after the leads are made. */
const LIST_CASES = process.env.BENCH_LIST_CASES !== '0';
const SKIP_IMPORT = process.env.BENCH_SKIP_IMPORT === '1';
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Databases this bench creates and drops are named with this prefix (the machine is shared). */
const DB_PREFIX = process.env.BENCH_DB_PREFIX ?? 'import_bench';
const FILES = process.env.BENCH_FILES_DIR ?? join(tmpdir(), 'estatedesk-bench-import-files');
/** ~50,000 of a million leads: one executive's (1 in 20). */
const EXPORT_QUERY = (refs: LeadRefs) => `assignedTo=${refs.userIds[3]}`;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : '—');
const withDb = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

async function adminQuery(text: string) {
  const c = new pg.Client(ADMIN_URL);
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

type Ready = { address: string; adminToken: string; execToken: string; refs: LeadRefs };
class Server {
  private next = 0;
  private waiting = new Map<number, { resolve: (v: never) => void; reject: (e: Error) => void }>();
  private constructor(
    private child: ChildProcess,
    readonly ready: Ready,
  ) {
    child.on('message', (m: { id?: number; result?: unknown; error?: string }) => {
      const w = m.id === undefined ? undefined : this.waiting.get(m.id);
      if (!w) return;
      this.waiting.delete(m.id!);
      m.error ? w.reject(new Error(m.error)) : w.resolve(m.result as never);
    });
  }
  static async start(env: Record<string, string>): Promise<Server> {
    const child = fork(new URL('./import-server.ts', import.meta.url).pathname, [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const first = await new Promise<{ ready?: Ready; failed?: string }>((resolve, reject) => {
      child.once('message', (m) => resolve(m as { ready?: Ready; failed?: string }));
      child.once('exit', (code) => reject(new Error(`benchmark server exited with ${code}`)));
    });
    if (!first.ready) throw new Error(first.failed ?? 'benchmark server failed');
    return new Server(child, first.ready);
  }
  call<T>(cmd: string, args: Record<string, unknown> = {}): Promise<T> {
    const id = ++this.next;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: never) => void, reject });
      this.child.send({ id, cmd, ...args });
    });
  }
  async stop() {
    const exited = new Promise((r) => this.child.once('exit', r));
    this.child.disconnect();
    await exited;
  }
  get(path: string, token = this.ready.adminToken) {
    return fetch(`${this.ready.address}${path}`, { headers: { authorization: `Bearer ${token}` } });
  }
}

/** Another user in a separate process until stopped: latencies of /api/auth/me and a list page. */
function otherUser(server: Server) {
  const child = fork(
    new URL('./import-load.ts', import.meta.url).pathname,
    [JSON.stringify({ address: server.ready.address, token: server.ready.adminToken, pauseMs: 100 })],
    { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  return {
    stop: () =>
      new Promise<{ me: number[]; list: number[] }>((resolve) => {
        child.once('message', (m) => resolve(m as { me: number[]; list: number[] }));
        child.send('stop');
      }),
  };
}

type ImportRecord = {
  status: string;
  counts: Record<string, number>;
  durationSeconds: number | null;
  error: string | null;
};

/** Upload, take the suggested mapping, start, poll until it ends. Seconds from the upload's first byte. */
async function importThroughApi(server: Server, file: string, onProgress?: (read: number) => void) {
  const { address, adminToken } = server.ready;
  const auth = { authorization: `Bearer ${adminToken}` };
  const start = performance.now();
  const form = new FormData();
  form.set('file', await openAsBlob(file), basename(file));
  const up = await fetch(`${address}/api/lead/imports/upload`, { method: 'POST', headers: auth, body: form });
  if (!up.ok) throw new Error(`upload: ${up.status} ${await up.text()}`);
  const preview = (await up.json()) as { uploadId: string; headers: string[]; suggested: (string | null)[] };
  const mapping = {
    columns: preview.headers.map((header, index) => ({ index, header, field: preview.suggested[index] ?? null })),
    unmapped: 'ignore',
  };
  const options = { duplicates: 'skip', binned: 'skip', defaults: {}, assignment: 'none' };
  const body = new FormData();
  body.set('uploadId', preview.uploadId);
  body.set('mapping', JSON.stringify(mapping));
  body.set('options', JSON.stringify(options));
  const started = await fetch(`${address}/api/lead/importLeads`, { method: 'POST', headers: auth, body });
  if (started.status !== 202) throw new Error(`importLeads: ${started.status} ${await started.text()}`);
  const { importId } = (await started.json()) as { importId: string };
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    const res = await server.get(`/api/lead/imports/${importId}`);
    const record = (await res.json()) as ImportRecord;
    onProgress?.(record.counts?.read ?? 0);
    if (['done', 'failed', 'cancelled'].includes(record.status)) {
      return { seconds: (performance.now() - start) / 1000, record };
    }
  }
}

/** The kept rows of a file COPYed into an empty leads table of the same engine. Seconds. */
async function rawCopy(kind: string, copyFile: string): Promise<number> {
  const columns = COPY_COLUMNS.join(', ');
  if (kind === 'postgres') {
    const name = `${DB_PREFIX}_copy`;
    await adminQuery(`drop database if exists ${name} with (force)`);
    await adminQuery(`create database ${name}`);
    const url = withDb(ADMIN_URL, name);
    const handle = await openDatabase({ kind: 'postgres', url });
    await seedLeadRefs(handle.db);
    await handle.close();
    const client = new pg.Client(url);
    await client.connect();
    const start = performance.now();
    await pipeline(createReadStream(copyFile), client.query(copyFrom(`copy leads (${columns}) from stdin`)));
    const seconds = (performance.now() - start) / 1000;
    await client.end();
    await adminQuery(`drop database ${name} with (force)`);
    return seconds;
  }
  const dir = mkdtempSync(join(tmpdir(), 'estatedesk-bench-copy-'));
  try {
    const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
    await seedLeadRefs(handle.db);
    await handle.close();
    const client = new PGlite({ dataDir: join(dir, 'pgdata'), extensions: { pg_trgm } });
    await client.waitReady;
    const blob = await openAsBlob(copyFile);
    const start = performance.now();
    await client.query(`copy leads (${columns}) from '/dev/blob'`, [], { blob });
    const seconds = (performance.now() - start) / 1000;
    await client.close();
    return seconds;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const table = (title: string, head: string[], rows: (string | number)[][]) => {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  console.log(`\n${title}`);
  for (const [n, r] of cells.entries()) {
    console.log(`  ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`);
    if (n === 0) console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  }
};

async function benchDatabase(kind: string) {
  const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  let env: Record<string, string> = { BENCH_DB: 'pglite' };
  if (kind === 'postgres') {
    await adminQuery(`drop database if exists ${DB_PREFIX}_db with (force)`);
    await adminQuery(`create database ${DB_PREFIX}_db`);
    env = { BENCH_DB: 'postgres', BENCH_PG_URL: withDb(ADMIN_URL, `${DB_PREFIX}_db`) };
  }
  const server = await Server.start(env);
  const { refs } = server.ready;
  try {
    const importing = !SKIP_IMPORT && (await server.get('/api/lead/imports?page=1')).status === 200;
    const imports: (string | number)[][] = [];
    let during: {
      me: number[];
      list: number[];
      exportSeconds: number;
      loopMaxMs: number;
      idle: { me: number[]; list: number[] };
    } | null = null;
    let listRows = 0;
    if (importing) {
      const jobs: { rows: number; file: string; copy?: string; kept: number; kind: 'csv' | 'xlsx' }[] = [];
      for (const rows of IMPORT_ROWS) {
        const f = await writeCsv(FILES, rows);
        jobs.push({ rows, file: f.csv, copy: f.copy, kept: f.kept, kind: 'csv' });
      }
      if (XLSX_ROWS > 0) {
        const csv = await writeCsv(FILES, XLSX_ROWS);
        jobs.push({
          rows: XLSX_ROWS,
          file: await writeXlsx(FILES, XLSX_ROWS),
          copy: csv.copy,
          kept: csv.kept,
          kind: 'xlsx',
        });
      }
      // The largest CSV last: the list is then measured on what it imported.
      jobs.sort((a, b) => (a.kind === 'csv' && b.kind === 'csv' ? a.rows - b.rows : a.kind === 'xlsx' ? -1 : 1));
      for (const [i, job] of jobs.entries()) {
        const last = i === jobs.length - 1;
        const repeat = IMPORT_REPEAT ?? (job.rows <= 100_000 ? 3 : 1);
        const runs: { seconds: number; copy: number; record: ImportRecord; rss: number }[] = [];
        for (let r = 0; r < repeat; r++) {
          // The other user and the export halfway only in the last run of the largest file.
          const measured = last && r === repeat - 1;
          await server.call('execSql', { sql: 'truncate leads, lead_imports cascade' });
          await server.call('resetMeters');
          const load = measured ? otherUser(server) : null;
          let exportStarted: Promise<number> | null = null;
          const result = await importThroughApi(server, job.file, (read) => {
            // Halfway through the largest import, a 50,000-row export runs beside it.
            if (measured && !exportStarted && read >= job.rows / 2) {
              const t0 = performance.now();
              exportStarted = server
                .get(`/api/lead/exportLeadsCSV?${EXPORT_QUERY(refs)}`)
                .then((res) => res.arrayBuffer())
                .then(() => (performance.now() - t0) / 1000);
            }
          });
          const meters = await server.call<{
            idleRssMb: number;
            peakRssMb: number;
            peakHeapUsedMb: number;
            loopMaxMs: number;
          }>('meters');
          if (load) {
            const times = await load.stop();
            const exportSeconds = exportStarted ? await exportStarted : Number.NaN;
            // The floor: the same requests on the same leads with nothing else running (after the
            // import's closing work has settled).
            await new Promise((r) => setTimeout(r, 3_000));
            const quiet = otherUser(server);
            await new Promise((r) => setTimeout(r, 8_000));
            const idle = await quiet.stop();
            during = { ...times, exportSeconds, loopMaxMs: meters.loopMaxMs, idle };
          }
          const copySeconds = job.copy ? await rawCopy(kind, job.copy) : Number.NaN;
          runs.push({
            seconds: result.seconds,
            copy: copySeconds,
            record: result.record,
            rss: meters.peakRssMb - meters.idleRssMb,
          });
          console.log(
            `  ${label} ${job.kind} ${job.rows}: run ${r + 1}/${repeat} import ${result.seconds.toFixed(1)} s, COPY ${copySeconds.toFixed(1)} s, ratio ${(result.seconds / copySeconds).toFixed(2)} (${result.record.status}); peak RSS − idle ${Math.round(meters.peakRssMb - meters.idleRssMb)} MB, peak JS heap in use ${Math.round(meters.peakHeapUsedMb)} MB`,
          );
        }
        const ratios = runs.map((x) => x.seconds / x.copy);
        const c = runs[runs.length - 1]!.record.counts;
        imports.push([
          `${job.kind.toUpperCase()} ${job.rows.toLocaleString('en-IN')}`,
          runs[runs.length - 1]!.record.status,
          `${c.created ?? 0}/${job.kept}`,
          c.rejected ?? 0,
          median(runs.map((x) => x.seconds)).toFixed(1),
          Math.round(job.rows / median(runs.map((x) => x.seconds))),
          median(runs.map((x) => x.copy)).toFixed(1),
          `${Math.min(...ratios).toFixed(2)} / ${median(ratios).toFixed(2)} (n=${runs.length})`,
          Math.round(Math.max(...runs.map((x) => x.rss))),
        ]);
        if (last) listRows = c.created ?? 0;
      }
      table(
        `${label}: import through the API vs raw COPY of the kept rows`,
        [
          'file',
          'status',
          'created/kept',
          'rejected',
          'import s (median)',
          'rows/s',
          'COPY s (median)',
          'ratio best / median',
          'peak RSS − idle MB',
        ],
        imports,
      );
      if (during) {
        table(
          `${label}: another user's requests during the largest import (+ a 50,000-row export halfway)`,
          ['request', 'n', 'p50 ms', 'p95 ms', 'max ms', 'alone after: p50 / p95 ms'],
          [
            [
              'GET /api/auth/me',
              during.me.length,
              ms(percentile(during.me, 50)),
              ms(percentile(during.me, 95)),
              ms(Math.max(...during.me)),
              `${ms(percentile(during.idle.me, 50))} / ${ms(percentile(during.idle.me, 95))}`,
            ],
            [
              'GET getLeads page 1',
              during.list.length,
              ms(percentile(during.list, 50)),
              ms(percentile(during.list, 95)),
              ms(Math.max(...during.list)),
              `${ms(percentile(during.idle.list, 50))} / ${ms(percentile(during.idle.list, 95))}`,
            ],
          ],
        );
        console.log(
          `  export during the import: ${during.exportSeconds.toFixed(1)} s; server event loop max delay ${ms(during.loopMaxMs)} ms`,
        );
      }
    }
    if (!LIST) return;
    if (!importing) {
      console.log(
        `\n${label}: ${SKIP_IMPORT ? 'import skipped' : 'the import API does not answer yet'}; ${LIST_ROWS.toLocaleString('en-IN')} leads made in SQL`,
      );
      const { ms: fillMs } = await server.call<{ ms: number }>('fill', { rows: LIST_ROWS });
      console.log(`  made in ${(fillMs / 1000).toFixed(1)} s`);
      listRows = LIST_ROWS;
    }
    await server.call('analyze');

    const rows: (string | number)[][] = [];
    for (const c of LIST_CASES ? listCases(refs) : []) {
      const token = c.asExecutive ? server.ready.execToken : server.ready.adminToken;
      const times: number[] = [];
      let total = '';
      for (let i = 0; i < REPEAT + 2; i++) {
        const t0 = performance.now();
        const res = await server.get(`/api/lead/getLeads?${c.query}`, token);
        const body = (await res.json()) as { total: number; totalIsEstimate?: boolean };
        if (!res.ok) throw new Error(`${c.label}: ${res.status} ${JSON.stringify(body)}`);
        if (i >= 2) times.push(performance.now() - t0); // two warm-ups
        total = `${body.totalIsEstimate ? '~' : ''}${body.total}`;
      }
      const raw = await server.call<{ p50: number; p95: number }>('rawList', {
        query: c.query,
        asExecutive: c.asExecutive,
        times: REPEAT,
      });
      rows.push([c.label, total, ms(percentile(times, 50)), ms(percentile(times, 95)), ms(raw.p50), ms(raw.p95)]);
    }
    table(
      `${label}: lead list at ${listRows.toLocaleString('en-IN')} leads (HTTP from another process vs the same statements on the bare driver)`,
      ['case', 'total', 'p50 ms', 'p95 ms', 'raw p50', 'raw p95'],
      rows,
    );

    // The export alone, with the other user meanwhile; then BENCH_EXPORT_REPEAT more rounds of the
    // SELECT and both exports in turn (the machine is shared: best and median ratios are printed).
    const exportQuery = EXPORT_QUERY(refs);
    const timeExport = async (encoding?: string) => {
      const t1 = performance.now();
      const res = await fetch(`${server.ready.address}/api/lead/exportLeadsCSV?${exportQuery}`, {
        headers: {
          authorization: `Bearer ${server.ready.adminToken}`,
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
      });
      const text = await res.text();
      return {
        ms: performance.now() - t1,
        rows: text.split('\r\n').length - 2,
        encoding: res.headers.get('content-encoding') ?? 'identity',
      };
    };
    const raw = await server.call<{ ms: number; rows: number }>('rawExport', { query: exportQuery });
    await server.call('resetMeters');
    const load = otherUser(server);
    await new Promise((r) => setTimeout(r, 300));
    // fetch asks for compression as a browser does; the bare SELECT compresses nothing.
    const zipped = await timeExport();
    await new Promise((r) => setTimeout(r, 300));
    const times = await load.stop();
    const meters = await server.call<{ idleRssMb: number; peakRssMb: number; loopMaxMs: number }>('meters');
    const plain = await timeExport('identity');
    const rounds = [{ select: raw.ms, zipped: zipped.ms, plain: plain.ms }];
    for (let i = 0; i < EXPORT_REPEAT; i++) {
      const select = (await server.call<{ ms: number }>('rawExport', { query: exportQuery })).ms;
      rounds.push({ select, zipped: (await timeExport()).ms, plain: (await timeExport('identity')).ms });
    }
    const ratios = (k: 'zipped' | 'plain') => {
      const rs = rounds.map((r) => r[k] / r.select);
      return `${Math.min(...rs).toFixed(2)} / ${median(rs).toFixed(2)}`;
    };
    const sec = (k: 'select' | 'zipped' | 'plain') => (median(rounds.map((r) => r[k])) / 1000).toFixed(2);
    table(
      `${label}: export of one executive's leads (${rounds.length} round${rounds.length > 1 ? 's' : ''}; seconds are medians)`,
      ['what', 'rows', 'seconds', 'ratio best / median'],
      [
        ['one SELECT of the same rows (bare driver)', raw.rows, sec('select'), '1.00'],
        [
          `GET exportLeadsCSV (keyset batches, streamed; ${zipped.encoding})`,
          zipped.rows,
          sec('zipped'),
          ratios('zipped'),
        ],
        ['the same, uncompressed (accept-encoding: identity)', plain.rows, sec('plain'), ratios('plain')],
      ],
    );
    console.log(
      `  meanwhile (first round) another user: /api/auth/me p95 ${ms(percentile(times.me, 95))} ms (n=${times.me.length}), list page p95 ${ms(percentile(times.list, 95))} ms (n=${times.list.length}); event loop max delay ${ms(meters.loopMaxMs)} ms; peak RSS − idle ${Math.round(meters.peakRssMb - meters.idleRssMb)} MB`,
    );
  } finally {
    await server.stop();
    if (kind === 'postgres') await adminQuery(`drop database if exists ${DB_PREFIX}_db with (force)`);
  }
}

mkdirSync(FILES, { recursive: true });
for (const kind of DBS) {
  if (kind === 'postgres') {
    try {
      await adminQuery('select 1');
    } catch {
      console.log('\nPostgreSQL: not reachable at BENCH_DATABASE_URL; skipped');
      continue;
    }
  }
  await benchDatabase(kind);
}
