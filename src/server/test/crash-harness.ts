import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import { loadConfig } from '../config';
import { createContext } from '../context';
import type { DatabaseHandle } from '../db/database';
import { openDatabase } from '../db/open-database';
import { jobKinds } from '../job-registry';
import { scratchPostgres } from './scratch-database';

/**
 * What a kill -9 test needs (the lead import's, a campaign's, a portal poll's): a database of its
 * own that a separate server process can open, that process (src/server/jobs/testing/worker-process.ts,
 * which prints READY and runs the job worker), a context on the same database for the test's own
 * reads and writes, and a wait for a condition. Everything made is removed after the file's tests.
 */
export function crashHarness(label: string) {
  const onPostgres = process.env.TEST_DB === 'postgres';
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** A data folder and a database made from the test template; `open(true)` the first time on PGlite. */
  async function freshPlace() {
    const dir = mkdtempSync(join(tmpdir(), `estatedesk-${label}-crash-`));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    if (onPostgres) {
      const scratch = await scratchPostgres(label);
      cleanups.push(scratch.drop);
      const dbUrl = scratch.url;
      return {
        dir,
        env: { DATABASE_URL: dbUrl, DATA_DIR: dir } as Record<string, string>,
        open: (_first = false): Promise<DatabaseHandle> =>
          openDatabase({ kind: 'postgres', url: dbUrl, migrate: false }),
      };
    }
    return {
      dir,
      env: { DATA_DIR: dir } as Record<string, string>,
      open: (first = false): Promise<DatabaseHandle> =>
        openDatabase({
          kind: 'pglite',
          dataDir: dir,
          migrate: false,
          ...(first ? { loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) } : {}),
        }),
    };
  }

  /** The test's own context on the place's database, with the clock it asks for. */
  function contextFor(database: DatabaseHandle, dir: string, now: Date | (() => Date)) {
    return createContext({
      database,
      config: {
        ...loadConfig({}),
        logLevel: 'silent',
        dataDir: dir,
        uploadsDir: join(dir, 'uploads'),
        secretsKey: Buffer.alloc(32, 7),
      },
      clock: typeof now === 'function' ? now : () => now,
      jobs: jobKinds,
    });
  }

  /** The server process with its job worker; killed at the end if the test left it running. */
  function startServer(env: Record<string, string>): {
    child: ChildProcess;
    exited: Promise<number | null>;
    output: () => string;
  } {
    const { DATABASE_URL: _ignored, ...base } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/jobs/testing/worker-process.ts'], {
      env: { ...base, LOG_LEVEL: 'silent', WORKER_POLL_MS: '20', WORKER_CONCURRENCY: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    cleanups.push(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });
    return { child, exited, output: () => output };
  }

  return { onPostgres, cleanups, freshPlace, contextFor, startServer };
}

/** Waits until `test` holds, checking every `everyMs`; fails naming `what` after `timeoutMs`. */
export async function until(what: string, test: () => boolean | Promise<boolean>, timeoutMs = 90_000, everyMs = 25) {
  const deadline = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
