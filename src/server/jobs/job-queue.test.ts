import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import type { DatabaseHandle } from '../db/database';
import { jobs } from '../db/schema/jobs';
import { openTestDatabase } from '../test/test-app';
import { jobsHousekeeping } from './housekeeping-job';
import { claimJob } from './job-store';
import { testJobContext } from './testing/test-context';
import { echoJob, flakyJob, refusingJob, stepsJob } from './testing/test-jobs';

let database: DatabaseHandle;
let ctx: AppContext;
let clock: ReturnType<typeof testJobContext>['clock'];
let logs: string[];

beforeAll(async () => {
  database = await openTestDatabase();
  ({ ctx, clock, logs } = testJobContext(database));
});
afterAll(() => database.close());

const row = async (id: string) => (await ctx.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('job queue', () => {
  it('runs an enqueued job once and keeps its result', async () => {
    const { id, created } = await ctx.jobs.enqueue(ctx.db, echoJob, { value: 'hello' });
    expect(created).toBe(true);
    expect((await ctx.jobs.get(id))?.status).toBe('queued');
    await ctx.jobs.drain();
    const job = await ctx.jobs.get(id);
    expect(job).toMatchObject({ status: 'succeeded', attempts: 1, result: { value: 'hello' }, error: null });
    expect(job?.finishedAt).toBe(clock.now.toISOString());
  });

  it('refuses a payload its schema refuses, before anything is written', async () => {
    await expect(ctx.jobs.enqueue(ctx.db, echoJob, { value: 42 } as never)).rejects.toThrow();
  });

  it('gives the existing job back for the same idempotency key, and none when the transaction rolls back', async () => {
    const first = await ctx.jobs.enqueue(ctx.db, echoJob, { value: 'a' }, { idempotencyKey: 'k1' });
    const second = await ctx.jobs.enqueue(ctx.db, echoJob, { value: 'b' }, { idempotencyKey: 'k1' });
    expect(second).toEqual({ id: first.id, created: false });
    // Same key, another kind: a different job.
    const other = await ctx.jobs.enqueue(ctx.db, flakyJob, { failTimes: 0 }, { idempotencyKey: 'k1' });
    expect(other.created).toBe(true);

    let inside = '';
    await expect(
      ctx.db.transaction(async (tx) => {
        inside = (await ctx.jobs.enqueue(tx, echoJob, { value: 'c' }, { idempotencyKey: 'k2' })).id;
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await ctx.jobs.get(inside)).toBeNull();
    await ctx.jobs.drain();
  });

  it('retries with exponential backoff, then fails for good with its error, and logs no payload', async () => {
    const { id } = await ctx.jobs.enqueue(ctx.db, flakyJob, { failTimes: 9, secret: 'hunter2-secret' });
    await ctx.jobs.drain();
    let r = await row(id);
    expect(r).toMatchObject({ status: 'queued', attempts: 1, error: 'attempt 1 failed on purpose' });
    expect(r.runAt.getTime() - clock.now.getTime()).toBe(10_000);

    await ctx.jobs.drain(); // not due yet
    expect((await row(id)).attempts).toBe(1);
    clock.advanceSeconds(10);
    await ctx.jobs.drain();
    r = await row(id);
    expect(r).toMatchObject({ status: 'queued', attempts: 2 });
    expect(r.runAt.getTime() - clock.now.getTime()).toBe(20_000);

    clock.advanceSeconds(20);
    await ctx.jobs.drain();
    expect(await ctx.jobs.get(id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: 'attempt 3 failed on purpose',
    });
    expect(logs.join('')).toContain('attempt 3 failed on purpose');
    expect(logs.join('')).not.toContain('hunter2-secret');
  });

  it('succeeds on a later attempt', async () => {
    const { id } = await ctx.jobs.enqueue(ctx.db, flakyJob, { failTimes: 1 });
    await ctx.jobs.drain();
    clock.advanceSeconds(10);
    await ctx.jobs.drain();
    expect(await ctx.jobs.get(id)).toMatchObject({ status: 'succeeded', attempts: 2, result: { attempt: 2 } });
  });

  it('fails at once on a PermanentJobError, and a failed job can be retried', async () => {
    const { id } = await ctx.jobs.enqueue(ctx.db, refusingJob, {});
    await ctx.jobs.drain();
    expect(await ctx.jobs.get(id)).toMatchObject({ status: 'failed', attempts: 1, error: 'This cannot work, ever.' });
    const retried = await ctx.jobs.retry(id);
    expect(retried).toMatchObject({ changed: true, job: { status: 'queued', attempts: 0, error: null } });
    expect((await ctx.jobs.retry(id))?.changed).toBe(false);
    await ctx.jobs.drain();
    expect((await ctx.jobs.get(id))?.status).toBe('failed');
  });

  it('cancels a queued job so it never runs', async () => {
    const { id } = await ctx.jobs.enqueue(ctx.db, echoJob, { value: 'never' });
    expect(await ctx.jobs.cancel(id)).toMatchObject({ changed: true, job: { status: 'cancelled' } });
    await ctx.jobs.drain();
    expect(await ctx.jobs.get(id)).toMatchObject({ status: 'cancelled', attempts: 0, result: null });
    expect((await ctx.jobs.cancel(id))?.changed).toBe(false);
  });

  it('cancels a running job: its signal is aborted and nothing it does afterwards is recorded', async () => {
    const { id } = await ctx.jobs.enqueue(ctx.db, stepsJob, { steps: 50, stepMs: 20 });
    const running = ctx.jobs.runner.runNext('cancel-test');
    while ((await row(id)).progressDone < 2) await new Promise((r) => setTimeout(r, 10));
    await ctx.jobs.cancel(id);
    await running;
    const r = await row(id);
    expect(r.status).toBe('cancelled');
    expect(r.progressDone).toBeLessThan(50);
    expect(r.result).toBeNull();
  });

  it('takes a job again after its lock expired and resumes from the checkpoint', async () => {
    const { id } = await ctx.jobs.enqueue(ctx.db, stepsJob, { steps: 4, stepMs: 1 });
    // A worker claims it, saves a checkpoint and dies without a word.
    const claimed = await claimJob(ctx.db, ['test.steps'], 'dead-worker', clock.now);
    expect(claimed?.id).toBe(id);
    await ctx.db
      .update(jobs)
      .set({ checkpoint: { next: 3 } })
      .where(eq(jobs.id, id));
    await ctx.jobs.drain();
    expect((await row(id)).status).toBe('running'); // the lock (2 s) has not expired
    clock.advanceSeconds(3);
    await ctx.jobs.drain();
    expect(await ctx.jobs.get(id)).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      result: { resumedFrom: 3, attempt: 2 },
    });
  });

  it('lets two concurrent workers claim each job exactly once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push((await ctx.jobs.enqueue(ctx.db, echoJob, { value: `n${i}` })).id);
    const runs = new Map<string, string[]>();
    const original = echoJob.run;
    const loop = async (worker: string) => {
      while (await ctx.jobs.runner.runNext(worker)) {}
    };
    echoJob.run = async (c, job) => {
      runs.set(job.id, [...(runs.get(job.id) ?? []), 'ran']);
      await new Promise((r) => setTimeout(r, 2));
      return original(c, job);
    };
    try {
      await Promise.all([loop('worker-a'), loop('worker-b')]);
    } finally {
      echoJob.run = original;
    }
    expect(ids.every((id) => runs.get(id)?.length === 1)).toBe(true);
    const rows = await ctx.db.select().from(jobs).where(sql`${jobs.id} in ${ids}`);
    expect(rows.every((r) => r.status === 'succeeded' && r.attempts === 1)).toBe(true);
  });

  it('housekeeping deletes finished jobs older than 30 days and keeps the rest', async () => {
    const old = await ctx.jobs.enqueue(ctx.db, echoJob, { value: 'old' });
    const queued = await ctx.jobs.enqueue(
      ctx.db,
      echoJob,
      { value: 'queued' },
      { runAt: new Date(clock.now.getTime() + 86_400_000 * 400) },
    );
    await ctx.jobs.drain();
    clock.advanceSeconds(31 * 86_400);
    const recent = await ctx.jobs.enqueue(ctx.db, echoJob, { value: 'recent' });
    await ctx.jobs.drain();
    const { id } = await ctx.jobs.enqueue(ctx.db, jobsHousekeeping, { olderThanDays: 30 });
    await ctx.jobs.drain();
    expect((await ctx.jobs.get(id))?.status).toBe('succeeded');
    // The daily schedule came due while the clock moved, and ran once.
    const scheduled = await ctx.db.select().from(jobs).where(eq(jobs.kind, 'jobs.housekeeping'));
    expect(scheduled.filter((j) => j.idempotencyKey?.startsWith('schedule:jobs.housekeeping.daily:'))).toHaveLength(1);
    expect(await ctx.jobs.get(old.id)).toBeNull();
    expect(await ctx.jobs.get(queued.id)).not.toBeNull();
    expect((await ctx.jobs.get(recent.id))?.status).toBe('succeeded');
  });
});
