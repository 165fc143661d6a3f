// npm run bench:start: how long a restart takes to answer its first request, on an existing
// embedded data folder (decision 169). Each way of starting is timed from spawn to the first 200
// from /api/health, ROUNDS times in turn, beside `node -e ''` (the floor: starting Node at all).
//   BENCH_ROUNDS (5), BENCH_PORT (3250), BENCH_DATA_DIR (a new temporary folder).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildServer, defaultOutDir, serverBuildState } from '../scripts/server-build.mjs';

const root = resolve(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3250);
const ownDataDir = !process.env.BENCH_DATA_DIR;
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'estatedesk-bench-start-'));

const ways: { name: string; args: string[] }[] = [
  { name: 'built server (node dist/server/main.js)', args: ['--enable-source-maps', join(defaultOutDir, 'main.js')] },
  { name: 'npm start (scripts/start.mjs, build up to date)', args: ['scripts/start.mjs'] },
  { name: 'tsx (node --import tsx src/server/main.ts)', args: ['--import', 'tsx', 'src/server/main.ts'] },
];

function start(args: string[]): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WORKER: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function answers(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** Milliseconds from spawn to the first answer; the server is stopped before this returns. */
async function timeToFirstAnswer(args: string[]): Promise<number> {
  const started = performance.now();
  const child = start(args);
  const exited = new Promise((done) => child.on('exit', done));
  try {
    while (!(await answers())) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      if (performance.now() - started > 120_000) throw new Error(`${args.join(' ')} did not answer in 120 s`);
      await sleep(10);
    }
    return performance.now() - started;
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function floor(): Promise<number> {
  const started = performance.now();
  await new Promise((done) => spawn(process.execPath, ['-e', '']).on('exit', done));
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value).toLocaleString('en-IN')} ms`;

if (await answers()) throw new Error(`Something already answers on port ${PORT}; set BENCH_PORT.`);
if (serverBuildState() !== 'fresh') {
  console.log('Building the server first…');
  await buildServer();
}
console.log(`Start-up to first answer, ${ROUNDS} rounds, data folder ${dataDir} (load ${loadavg()[0]!.toFixed(1)})`);
// The first start goes through npm start, so the web app is built too if it is stale (not timed
// below), and makes the data folder (initdb and every migration) unless it exists; a restart finds it.
const fresh = !existsSync(join(dataDir, 'pgdata'));
const first = await timeToFirstAnswer(ways[1]!.args);
console.log(`  first start (${fresh ? 'new data folder' : 'existing data folder'}, builds if stale): ${ms(first)}`);

const times = new Map<string, number[]>([['floor', []], ...ways.map((w): [string, number[]] => [w.name, []])]);
for (let round = 0; round < ROUNDS; round++) {
  times.get('floor')!.push(await floor());
  for (const way of ways) times.get(way.name)!.push(await timeToFirstAnswer(way.args));
}
const floorMs = median(times.get('floor')!);
console.log(`  ${"node -e '' (floor)".padEnd(50)} median ${ms(floorMs)}`);
for (const way of ways) {
  const values = times.get(way.name)!;
  console.log(
    `  ${way.name.padEnd(50)} median ${ms(median(values))} (min ${ms(Math.min(...values))}, max ${ms(Math.max(...values))}; ${(median(values) / floorMs).toFixed(1)}× the floor)`,
  );
}
console.log(`  after the run: load ${loadavg()[0]!.toFixed(1)}`);
if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
