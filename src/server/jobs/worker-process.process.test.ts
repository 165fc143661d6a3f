import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openDatabase } from '../db/open-database';
import { jobs } from '../db/schema/jobs';
import { scratchPostgres } from '../test/scratch-database';
import { testJobContext } from './testing/test-context';
import { echoJob } from './testing/test-jobs';

/**
 * The runner against real processes: kill -9 in the middle of a job, SIGTERM in the middle of a
 * job, and (on PostgreSQL) two API processes sharing one queue.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Place {
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
}

/** A database the child processes and the test can both open (one at a time on PGlite). */
async function freshPlace(): Promise<Place> {
  const dir = mkdtempSync(join(tmpdir(), 'estatedesk-jobs-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  if (onPostgres) {
    const scratch = await scratchPostgres('jobs');
    cleanups.push(scratch.drop);
    const dbUrl = scratch.url;
    return {
      env: { DATABASE_URL: dbUrl, DATA_DIR: dir },
      open: () => openDatabase({ kind: 'postgres', url: dbUrl, migrate: false }),
    };
  }
  return {
    env: { DATA_DIR: dir, TEMPLATE_DUMP: inject('pgliteTemplate') },
    open: () => openDatabase({ kind: 'pglite', dataDir: dir, migrate: false }),
  };
}

interface Child {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startWorkerProcess(env: Record<string, string>): Child {
  const { DATABASE_URL: _ignored, ...base } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/jobs/testing/worker-process.ts'], {
    env: { ...base, LOG_LEVEL: 'silent', WORKER_POLL_MS: '20', WORKER_CONCURRENCY: '2', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return { child, output: () => output, exited };
}

// A worker process starts through tsx; beside the browser tests on two cores that can take a minute.
async function until(what: string, test: () => boolean | Promise<boolean>, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const stepLines = (file: string) =>
  existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];

describe('job worker processes', () => {
  it('takes a job again after kill -9, once its lock has expired, and resumes from its checkpoint', async () => {
    const place = await freshPlace();
    const log = join(place.env.DATA_DIR!, 'steps.log');
    const worker = startWorkerProcess({ ...place.env, ENQUEUE_STEPS: '12:80', STEP_LOG: log });
    await until('three steps', () => stepLines(log).length >= 3);
    worker.child.kill('SIGKILL');
    await worker.exited;
    const before = stepLines(log).length;

    const database = await place.open();
    try {
      const id = /JOB (\S+)/.exec(worker.output())![1]!;
      const [dead] = await database.db.select().from(jobs).where(eq(jobs.id, id));
      expect(dead?.status).toBe('running');
      // Just before its lock expires nobody may take the job; just after, anyone may.
      const { ctx, clock } = testJobContext(database, new Date(dead!.lockExpiresAt!.getTime() - 500));
      await ctx.jobs.drain();
      expect((await ctx.jobs.get(id))?.status).toBe('running');
      clock.advanceSeconds(1);
      await ctx.jobs.drain({ timeoutMs: 60_000 });
      const job = await ctx.jobs.get(id);
      expect(job).toMatchObject({ status: 'succeeded', attempts: 2 });
      const resumedFrom = (job!.result as { resumedFrom: number }).resumedFrom;
      // At most the one step in flight when the process died is done again.
      expect(resumedFrom).toBeGreaterThanOrEqual(before - 1);
      expect(resumedFrom).toBeLessThanOrEqual(before);
    } finally {
      await database.close();
    }
  });

  it('on SIGTERM stops at a checkpoint, puts the job back in the queue and exits 0', async () => {
    const place = await freshPlace();
    const log = join(place.env.DATA_DIR!, 'steps.log');
    const worker = startWorkerProcess({ ...place.env, ENQUEUE_STEPS: '12:80', STEP_LOG: log });
    await until('two steps', () => stepLines(log).length >= 2);
    const sent = Date.now();
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect(Date.now() - sent).toBeLessThan(4_000);
    expect(worker.output()).toContain('STOPPED true');

    const database = await place.open();
    try {
      const id = /JOB (\S+)/.exec(worker.output())![1]!;
      const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
      expect(row).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
      const next = (row!.checkpoint as { next: number }).next;
      expect(next).toBeGreaterThanOrEqual(2);
      const { ctx } = testJobContext(database, new Date());
      await ctx.jobs.drain({ timeoutMs: 60_000 });
      expect(await ctx.jobs.get(id)).toMatchObject({ status: 'succeeded', attempts: 1, result: { resumedFrom: next } });
    } finally {
      await database.close();
    }
  });

  it.runIf(onPostgres)('runs each job once with two API processes on one PostgreSQL database', async () => {
    const place = await freshPlace();
    const log = join(place.env.DATA_DIR!, 'echo.log');
    const database = await place.open();
    cleanups.push(() => database.close());
    const { ctx } = testJobContext(database, new Date());
    const a = startWorkerProcess(place.env);
    const b = startWorkerProcess(place.env);
    await until('both ready', () => a.output().includes('READY') && b.output().includes('READY'));
    for (let i = 0; i < 200; i++) await ctx.jobs.enqueue(ctx.db, echoJob, { value: `n${i}`, logFile: log });
    await until('all 200 jobs', () => stepLines(log).length >= 200);
    await new Promise((r) => setTimeout(r, 200));
    const lines = stepLines(log);
    expect(lines).toHaveLength(200);
    expect(new Set(lines.map((l) => l.split(' ')[0])).size).toBe(200);
    // Both processes took a share.
    expect(new Set(lines.map((l) => l.split(' ')[1])).size).toBe(2);
    const rows = await database.db.select().from(jobs).where(eq(jobs.kind, 'test.echo'));
    expect(rows.every((r) => r.status === 'succeeded' && r.attempts === 1)).toBe(true);
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    expect(await b.exited).toBe(0);
  });
});
