// npm run bench:phone-app — issue 29's budget for the phone app at /m: on a mid-range phone (Pixel
// 7 profile, CPU ×4 slower, DevTools' "Fast 3G") the home screen shows cached data within 1 s and
// fresh data within 3 s. Measured and printed, never asserted. The built server on a new data
// folder, an executive holding 2,000 leads with follow-ups, visits and tasks; the full Chromium.
//   cold  a first visit in a new browser profile on disk (no service worker, nothing kept):
//         navigation to the first row of the home queue. Signed in through the API, the session
//         put where the app keeps it (localStorage) before the page loads.
//   warm  a new page in that profile, which has the app (service worker and IndexedDB): navigation to
//         the first row (from IndexedDB), then to the row of a lead added on the server just
//         before the page opened (fresh data replaced the kept).
// Beside each, floors from the same run and throttling: a blank HTML page of the same server, and
// a bare static file of as many bytes as the run took from the network. Also the first load's
// JavaScript (gzip) beside the 120 KB budget and Chrome's installability verdict.
//   BENCH_ROUNDS (3 cold visits, each followed by BENCH_WARM = 2 warm starts), BENCH_PORT (3600).
import { randomFillSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { build } from 'vite';
import { E2eServer } from '../e2e/global-setup';
import { ensureServerBuilt } from '../scripts/server-build.mjs';
import { PHONE_APP_LEAD_LIMIT } from '../src/domain/phone/limits';
import { openDatabase } from '../src/server/db/open-database';
import { PROJECTS } from './lead-data';
import {
  blankPage,
  CPU_SLOWDOWN,
  fetchFile,
  floorContext,
  launchPhoneBrowser,
  type Marks,
  phonePage,
  phoneProfile,
  until,
} from './phone-app-browser';
import { seedPhoneDay } from './phone-app-data';
import { phoneFirstLoad } from './phone-app-first-load';
import { percentile } from './timing';

const repo = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM = Number(process.env.BENCH_WARM ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 3600);
const FIRST_LOAD_BUDGET_KB = 120;
const CACHED_BUDGET_MS = 1000;
const FRESH_BUDGET_MS = 3000;
const BLANK = '/bench-blank.html';

const work = mkdtempSync(join(tmpdir(), 'estatedesk-bench-phone-'));
const distDir = join(work, 'web');
const server = new E2eServer(0, PORT);

async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  return server.api<T>(path, body, token);
}

/** The server with its users, the projects, then (stopped, written, started again) the executive's day. */
async function prepareServer() {
  if (await server.healthy()) throw new Error(`Something already answers on port ${PORT}; set BENCH_PORT.`);
  const dataDir = join(work, 'data');
  await server.spawn(distDir, dataDir);
  const users = await server.createUsers();
  const admin = await api<{ token: string }>('/api/auth/login-email', users.admin);
  for (const [i, name] of PROJECTS.entries()) {
    await api(
      '/api/projects',
      { name, city: 'Pune', state: 'Maharashtra', latitude: 18.5 + i / 100, longitude: 73.8 },
      admin.token,
    );
  }
  await server.stop();
  const database = await openDatabase({ kind: 'pglite', dataDir, migrate: false });
  const executive = users.executive;
  const rows = (await database.db.execute(sql`select id from users where email = ${executive.email}`)) as unknown as {
    rows: { id: string }[];
  };
  const counts = await seedPhoneDay(database.db, rows.rows[0]!.id, PHONE_APP_LEAD_LIMIT);
  await database.close();
  await server.spawn(distDir, dataDir);
  const session = await api<{ token: string; user: { _id: string } }>('/api/auth/login-email', executive);
  return { adminToken: admin.token, session: { token: session.token, user: session.user }, counts };
}

/** A file of `bytes` random (incompressible) bytes under the web root, for the floor of moving them. */
function staticFile(bytes: number): string {
  const name = `bench-floor-${bytes}.bin`;
  writeFileSync(join(distDir, name), randomFillSync(Buffer.alloc(bytes)));
  return `/${name}`;
}

const ms = (v: number) => `${Math.round(v).toLocaleString('en-IN')} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const line = (label: string, xs: number[], extra = '') =>
  console.log(
    `  ${label.padEnd(58)} p50 ${ms(percentile(xs, 50)).padStart(9)}   max ${ms(Math.max(...xs)).padStart(9)}${extra}`,
  );

/** What one run of the app recorded (ms from its navigation's start) and took from the network. */
interface Run extends Marks {
  bytes: number;
}

const pick = (runs: Run[], key: keyof Marks) => runs.map((r) => r[key]).filter((v) => v !== undefined);

function printRuns(title: string, runs: Run[], rows: [string, keyof Marks, string?][]) {
  console.log(`  ${title} (${runs.length}, up to ${kb(Math.max(...runs.map((r) => r.bytes)))} from the network)`);
  for (const [label, key, extra] of rows) line(`  ${label}`, pick(runs, key), extra);
}

/** One profile: a cold first visit, then warm starts, each with a lead only the server has yet. */
async function round(
  session: { key: string; value: string },
  adminToken: string,
  memberId: string,
  cold: Run[],
  warm: Run[],
) {
  const phone = await phoneProfile(server.base, session);
  try {
    const first = await phonePage(phone.context);
    await first.page.goto('/m/', { waitUntil: 'commit' });
    await until(first, 'data');
    cold.push({ ...(await first.marks()), bytes: first.bytes() });
    // The app registers its worker at load; a warm start needs it installed (the shell precached).
    await first.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const verdict = await first.cdp.send('Page.getInstallabilityErrors');
    await first.page.close();
    for (let w = 0; w < WARM; w++) {
      const name = `Bench Fresh ${cold.length}-${w}`;
      const mobile = String(9_100_000_000 + cold.length * 100 + w);
      await api('/api/lead/create', { name, mobile, assignedTo: memberId }, adminToken);
      const p = await phonePage(phone.context, name);
      await p.page.goto('/m/', { waitUntil: 'commit' });
      await until(p, 'fresh');
      warm.push({ ...(await p.marks()), bytes: p.bytes() });
      await p.page.close();
    }
    return verdict.installabilityErrors.map((e) => `${e.errorId}(${e.errorArguments.map((a) => a.value).join(', ')})`);
  } finally {
    await phone.close();
  }
}

/** The floors of a run that moved `bytes`: a blank page in a new context, then a static file of as many bytes. */
async function floors(browser: Browser, bytes: number, into: { blank: number[]; file: number[] }) {
  const context = await floorContext(browser, server.base);
  const p = await phonePage(context);
  into.blank.push(await blankPage(p, BLANK));
  into.file.push(await fetchFile(p, staticFile(bytes)));
  await context.close();
}

async function main() {
  console.log(`Building the web app (office and /m) into ${distDir} and the server…`);
  await build({
    configFile: join(repo, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: distDir, emptyOutDir: true },
  });
  if (!(await ensureServerBuilt())) throw new Error('The server build failed.');
  writeFileSync(
    join(distDir, BLANK.slice(1)),
    '<!doctype html><html><head><title>blank</title></head><body></body></html>',
  );
  const firstLoad = phoneFirstLoad(join(distDir, 'm'));

  const { adminToken, session, counts } = await prepareServer();
  console.log(
    `Executive's phone: ${counts.leads.toLocaleString('en-IN')} leads (${counts.fresh} never contacted), ` +
      `${counts.followUps} open follow-ups, ${counts.visits} visits today, ${counts.tasks} tasks (load ${loadavg()[0]!.toFixed(1)})`,
  );
  const browser = await launchPhoneBrowser();
  const kept = { key: 'estatedesk.m.session', value: JSON.stringify(session) };
  const cold: Run[] = [];
  const warm: Run[] = [];
  const coldFloor = { blank: [] as number[], file: [] as number[] };
  const warmFloor = { blank: [] as number[], file: [] as number[] };
  const verdicts = new Set<string>();
  try {
    for (let r = 0; r < ROUNDS; r++) {
      for (const error of await round(kept, adminToken, session.user._id, cold, warm)) verdicts.add(error);
      await floors(browser, cold.at(-1)!.bytes, coldFloor);
      await floors(browser, warm.at(-1)?.bytes ?? 0, warmFloor);
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  console.log(`\nHome screen of /m: Pixel 7 profile, CPU ×${CPU_SLOWDOWN}, Fast 3G; ms from the navigation's start\n`);
  printRuns('cold first visit', cold, [
    ['the app drew its first screen', 'shell'],
    ['GET /api/phone/snapshot sent', 'snapshotStart'],
    ['… its body received', 'snapshotEnd'],
    ['the queue shows data', 'data'],
  ]);
  line('  floor: a blank HTML page, new context, to its load event', coldFloor.blank);
  line(`  floor: a static file of as many bytes fetched`, coldFloor.file);
  printRuns('warm start (service worker and IndexedDB)', warm, [
    ['the app drew its first screen', 'shell'],
    ['the queue shows cached data', 'data', `   budget ${ms(CACHED_BUDGET_MS)}`],
    ['GET /api/phone/snapshot sent', 'snapshotStart'],
    ['… its body received', 'snapshotEnd'],
    ['the queue shows fresh data (the lead added)', 'fresh', `   budget ${ms(FRESH_BUDGET_MS)}`],
  ]);
  line('  floor: a blank HTML page, new context, to its load event', warmFloor.blank);
  line(`  floor: a static file of as many bytes fetched`, warmFloor.file);
  const staleFirst = warm.filter((r) => r.fresh! <= r.data!).length;
  if (staleFirst) console.log(`  ${staleFirst} warm start(s) showed fresh data first: no cached screen before it`);
  console.log(
    `\nFirst load of /m: ${firstLoad.files.length} scripts, ${(firstLoad.gzBytes / 1024).toFixed(1)} KB gz ` +
      `(budget ${FIRST_LOAD_BUDGET_KB} KB): ${firstLoad.files.join(', ')}`,
  );
  console.log(
    `Installability (Page.getInstallabilityErrors, full Chromium): ${verdicts.size ? [...verdicts].join('; ') : 'none'}`,
  );
  console.log(`After the run: load ${loadavg()[0]!.toFixed(1)}`);
}

try {
  await main();
} finally {
  rmSync(work, { recursive: true, force: true });
}
