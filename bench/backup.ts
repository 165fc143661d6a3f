// npm run bench:backup: a backup of BENCH_LEADS leads (default 50,000) and BENCH_UPLOADS_MB of
// uploads (default 200) on the embedded database and on PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/bench_d_backup, made and dropped), each figure beside its floor
// measured in the same run:
// - the backup's time beside a plain `tar` of the same data (PGlite: the data folder, server
//   stopped; PostgreSQL: pg_dump by hand plus a tar of the uploads); the goal is at most 2×;
// - other people's requests (a lead list page, as an administrator, one every 20 ms) p95 while the
//   backup runs beside p95 with no backup; goals ≤ 500 ms (PGlite) and ≤ 200 ms (PostgreSQL);
// - the process's peak memory during the backup beside before it.
// BENCH_DB=pglite|postgres runs one. The size: BENCH_LEADS=1000000 BENCH_UPLOADS_MB=2048.
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { writeBackup } from '../src/server/backup/write-backup';
import { loadConfig } from '../src/server/config';
import { createContext } from '../src/server/context';
import type { DatabaseHandle } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';
import { jobKinds } from '../src/server/job-registry';
import { benchAdminSession } from './bench-admin';
import { fillLeads, seedLeadRefs } from './lead-data';
import { withPostgresBenchDb } from './postgres-bench-db';
import { percentile } from './timing';

const LEADS = Number(process.env.BENCH_LEADS ?? 50_000);
const UPLOADS_MB = Number(process.env.BENCH_UPLOADS_MB ?? 200);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_d_backup';
const ROOT = process.env.BENCH_DIR ?? '/tmp/bench-backup';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Uploads as the storage keeps them (two-level fan-out), 1 MB of random bytes each. */
function writeUploads(dir: string) {
  for (let i = 0; i < UPLOADS_MB; i++) {
    const key = randomUUID();
    mkdirSync(join(dir, key.slice(0, 2)), { recursive: true });
    writeFileSync(join(dir, key.slice(0, 2), key), randomBytes(1024 * 1024));
  }
}

function timeTar(archive: string, cwd: string, parts: string[]): number {
  const t = performance.now();
  execFileSync('tar', ['-cf', archive, ...parts], { cwd });
  const ms = performance.now() - t;
  rmSync(archive, { force: true });
  return ms;
}

/** The lead list, one request every 20 ms, until `stop`; each request's time. */
async function people(app: Awaited<ReturnType<typeof buildApp>>, token: string, stop: () => boolean) {
  const times: number[] = [];
  for (let page = 1; !stop(); page = (page % 50) + 1) {
    const t = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: `/api/lead/getLeads?page=${page}`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`lead list: ${res.statusCode} ${res.body}`);
    times.push(performance.now() - t);
    await sleep(20);
  }
  return times;
}

async function measure(label: string, database: DatabaseHandle, dataDir: string, databaseUrl?: string) {
  const config = {
    ...loadConfig({}),
    dataDir,
    databaseUrl,
    uploadsDir: join(dataDir, 'uploads'),
    backupDir: join(ROOT, 'archives'),
    webDistDir: '/nonexistent',
    secretsKey: Buffer.alloc(32, 1),
    loginRateLimitPerMinute: 1000,
  };
  rmSync(config.backupDir, { recursive: true, force: true });
  const app = await buildApp({ database, config, clock: () => new Date(), logger: false });
  await app.ready();
  const { token } = await benchAdminSession(app, database.db);

  let quietStop = false;
  const quiet = people(app, token, () => quietStop);
  await sleep(5000);
  quietStop = true;
  const without = await quiet;

  const ctx = createContext({ database, config, clock: () => new Date(), jobs: jobKinds });
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 50);
  let busyStop = false;
  const busy = people(app, token, () => busyStop);
  const t = performance.now();
  let firstBytes = 0;
  const result = await writeBackup(ctx, {
    dir: config.backupDir,
    progress: () => {
      firstBytes ||= performance.now() - t;
    },
  });
  const backupMs = performance.now() - t;
  busyStop = true;
  const during = await busy;
  clearInterval(sampler);
  await app.close();
  return { label, result, backupMs, firstBytes, without, during, rssBefore, rssPeak };
}

function report(m: Awaited<ReturnType<typeof measure>>, floorLabel: string, floorMs: number, goalMs: number) {
  console.log(`\n${m.label}: ${LEADS.toLocaleString('en-IN')} leads, ${UPLOADS_MB} MB of uploads`);
  console.log(`  archive ${m.result.fileName}: ${mb(m.result.bytes)}, ${m.result.manifest.files.length} files`);
  console.log(
    `  backup ${s(m.backupMs)} beside ${floorLabel} ${s(floorMs)}: ${(m.backupMs / floorMs).toFixed(2)}× (goal ≤ 2×)`,
  );
  console.log(`  (of which ${s(m.firstBytes)} before the first bytes: listing, counts setup, the snapshot's start)`);
  console.log(
    `  lead list p95 during the backup ${percentile(m.during, 95).toFixed(0)} ms (max ${Math.max(...m.during).toFixed(0)}, ${m.during.length} requests) beside ${percentile(m.without, 95).toFixed(0)} ms without (goal ≤ ${goalMs} ms)`,
  );
  console.log(`  memory: peak ${mb(m.rssPeak)} during the backup beside ${mb(m.rssBefore)} before`);
}

async function embedded() {
  const dataDir = join(ROOT, 'pglite');
  rmSync(ROOT, { recursive: true, force: true });
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await fillLeads(database.db, await seedLeadRefs(database.db), LEADS);
  // A running server has checkpointed long before a nightly backup (decision 153); the fill's
  // gigabyte of dirty pages is not part of what a backup's own checkpoint meets.
  await database.db.execute(sql`checkpoint`);
  writeUploads(join(dataDir, 'uploads'));
  const m = await measure('PGlite', database, dataDir);
  await database.close();
  // The floor: what a person would do today — stop the server and tar the data folder.
  const floor = timeTar(join(ROOT, 'plain.tar'), dataDir, ['pgdata', 'uploads']);
  report(m, 'tar of the stopped data folder', floor, 500);
  rmSync(ROOT, { recursive: true, force: true });
}

async function postgres() {
  await withPostgresBenchDb(
    PG_URL,
    async (database) => {
      const dataDir = join(ROOT, 'postgres');
      rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(dataDir, { recursive: true });
      await fillLeads(database.db, await seedLeadRefs(database.db), LEADS);
      writeUploads(join(dataDir, 'uploads'));
      const m = await measure('PostgreSQL', database, dataDir, PG_URL);
      const dump = join(ROOT, 'plain.pgdump');
      const t = performance.now();
      execFileSync('pg_dump', ['--format=custom', '--compress=1', '--file', dump, '--dbname', PG_URL]);
      const dumpMs = performance.now() - t;
      console.log(`  (pg_dump alone: ${mb(statSync(dump).size)})`);
      rmSync(dump, { force: true });
      const floor = dumpMs + timeTar(join(ROOT, 'plain.tar'), dataDir, ['uploads']);
      report(m, 'pg_dump + tar of the uploads by hand', floor, 200);
      rmSync(ROOT, { recursive: true, force: true });
    },
    { reusable: false },
  );
}

const which = process.env.BENCH_DB;
if (which !== 'postgres') await embedded();
if (which !== 'pglite') await postgres();
process.exit(0);
