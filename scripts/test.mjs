// npm test: every check CI runs, in order, stopping at the first failure (docs/ARCHITECTURE.md,
// "Testing strategy"; the schedule and its figures: docs/performance/test-suite.md).
import { spawn, spawnSync } from 'node:child_process';

// The browser tests that read India's day (a default date, "today", overdue) carry this tag; they
// run again across India's midnight. A tagged test is one whose result could differ when the
// machine's day is not India's: the rest would only repeat the main run's work on the same cores.
const INDIA_DAY_TAG = '@india-day';

const steps = [
  ['type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint and format', 'npx', ['biome', 'ci', '.']],
  ['import boundaries', 'node', ['scripts/check-boundaries.mjs']],
  ['schema and migrations agree', 'node', ['scripts/check-migrations.mjs']],
  ['unit and API tests (PGlite)', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'api-pglite']],
];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// The tests that start servers, workers and CLIs as processes, and the scale tests (decision 171):
// mostly waiting on their children, so they go beside the browser run, which mostly waits too.
// The PostgreSQL ones used to follow the PostgreSQL API tests beside the PGlite step; that lane
// then became the longest of the step (370 s against 344 s, decision 217).
const processPglite = ['process and scale tests (PGlite)', 'npx', ['vitest', 'run', '--project', 'process-pglite']];
const processPostgres = [
  'process and scale tests (PostgreSQL)',
  'npx',
  ['vitest', 'run', '--project', 'process-postgres'],
  { TEST_DB: 'postgres' },
];
if (onPostgres) {
  // Beside the PGlite run: the PostgreSQL server does much of this run's work in its own
  // processes, so the two together take little longer than the PGlite run alone.
  steps[steps.length - 1].beside = [
    [['API tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'api-postgres'], { TEST_DB: 'postgres' }]],
  ];
} else {
  console.log('TEST_DATABASE_URL is not set: the API tests run on PGlite only (CI sets it for PostgreSQL).');
}
// The web app and the server as `npm start` runs them; the browser tests' servers are this build.
steps.push(['web and server build', 'sh', ['-c', 'npx vite build --logLevel warn && node scripts/server-build.mjs']]);
// The second lane beside the browser run: the run across India's midnight (below), which is short
// (about 200 s against the browser step's 540 s), then the PostgreSQL process tests (about 110 s).
const secondLane = onPostgres ? [processPostgres] : [];
if (process.env.SKIP_E2E === '1') {
  steps.push(processPglite);
  steps[steps.length - 1].beside = [secondLane];
} else {
  steps.push(['browser end-to-end (Chromium)', 'npx', ['playwright', 'test']]);
  steps[steps.length - 1].beside = [[processPglite], secondLane];
  // The business day is India's at any hour: the specs that read "today" run again with
  // every process — server, browser and test runner — on a clock 90 s before India's midnight
  // (libfaketime), so the run crosses it, and with the machine's zone far from India.
  const faketime = spawnSync('sh', ['-c', 'command -v faketime'], { encoding: 'utf8' }).stdout.trim();
  if (faketime) {
    const utcDay = new Date().toISOString().slice(0, 10);
    // Beside the first run, on its own port, data directory and report: a browser run waits on
    // pages and timers far more than it computes, so the two share the cores without slowing
    // each other much; its output is printed when it ends. First in its lane, so its clock
    // starts where it always did; the PostgreSQL process tests follow it.
    secondLane.unshift([
      "browser end-to-end across India's midnight (faketime, TZ=Pacific/Kiritimati)",
      faketime,
      ['-f', `@${utcDay} 18:28:30`, 'npx', 'playwright', 'test', '--grep', INDIA_DAY_TAG],
      {
        TZ: 'Pacific/Kiritimati',
        // Past the main run's servers (one per worker from E2E_PORT up); one worker of its own.
        E2E_PORT: String(Number(process.env.E2E_PORT || 3100) + 10),
        E2E_WORKERS: '1',
        E2E_TIME_SCALE: '2',
      },
    ]);
  } else {
    console.log("faketime is not installed: the run across India's midnight is skipped (.ci/run installs it).");
  }
}

/** A step run beside another: its output is kept and printed once it ends. */
function runBeside([name, command, args, env]) {
  const started = Date.now();
  console.log(`\n▶ ${name} (beside the step above; its output follows when it ends)`);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      resolve({ name, status, output: Buffer.concat(output), seconds });
    });
  });
}

/** Steps beside a step, one after another, until one fails. */
async function runLane(lane) {
  const results = [];
  for (const step of lane) {
    const result = await runBeside(step);
    results.push(result);
    if (result.status !== 0) break;
  }
  return results;
}

/** Prints what ran beside; false when something failed. */
function report(results) {
  let passed = true;
  for (const other of results) {
    console.log(`\n── ${other.name}: its output ──`);
    process.stdout.write(other.output);
    if (other.status === 0) {
      console.log(`✔ ${other.name} (${other.seconds} s)`);
    } else {
      console.error(`✖ ${other.name} failed after ${other.seconds} s`);
      passed = false;
    }
  }
  return passed;
}

const startedAll = Date.now();
for (const step of steps) {
  const [name, command, args, env] = step;
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  // Each lane runs its steps in turn; the lanes run beside this step and each other.
  const lanes = (step.beside ?? []).filter((lane) => lane.length > 0).map(runLane);
  const result = await new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (status) => resolve({ status }));
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) console.log(`✔ ${name} (${seconds} s)`);
  else console.error(`✖ ${name} failed after ${seconds} s`);
  const besidePassed = report((await Promise.all(lanes)).flat());
  if (lanes.length > 0)
    console.log(`  (the step and what ran beside it: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (result.status !== 0) process.exit(result.status ?? 1);
  if (!besidePassed) process.exit(1);
}
console.log(`\nnpm test passed in ${((Date.now() - startedAll) / 1000).toFixed(1)} s`);
