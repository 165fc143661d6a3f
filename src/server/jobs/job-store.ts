import { and, count, desc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { JobListQuery, JobStatus, JobView } from '../../domain/schemas/job';
import type { Db, DbOrTx } from '../db/database';
import { rowsOf } from '../db/rows';
import { jobs } from '../db/schema/jobs';
import { users } from '../db/schema/users';
import type { JobProgress } from './job-definition';

/** Every statement the runner sends, in one place: the claim, the heartbeat and the outcomes. */
export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload: unknown;
  maxAttempts: number;
  lockSeconds: number;
  runAt: Date;
  idempotencyKey: string | null;
  createdBy: string | null;
  createdAt: Date;
}

/** Inserts a job, or finds the one already queued under the same (kind, idempotency key). */
export async function insertJob(db: DbOrTx, job: NewJob): Promise<{ id: string; created: boolean }> {
  const [row] = await db
    .insert(jobs)
    .values({ ...job, status: 'queued' })
    .onConflictDoNothing({ target: [jobs.kind, jobs.idempotencyKey] })
    .returning({ id: jobs.id });
  if (row) return { id: row.id, created: true };
  const [existing] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, job.kind), eq(jobs.idempotencyKey, job.idempotencyKey ?? '')));
  if (!existing) throw new Error(`A job of kind ${job.kind} collided on its idempotency key but cannot be found.`);
  return { id: existing.id, created: false };
}

/**
 * Many jobs of one kind in ONE statement: each item's payload and key, the rest shared. An item
 * whose (kind, key) is already queued is skipped, as insertJob would give the first one back.
 * Returns how many rows were new.
 */
export async function insertJobs(
  db: DbOrTx,
  shared: Omit<NewJob, 'payload' | 'idempotencyKey'>,
  items: { payload: unknown; idempotencyKey: string; createdBy?: string | null }[],
): Promise<number> {
  if (items.length === 0) return 0;
  const rows = items.map((i) => ({
    payload: i.payload,
    key: i.idempotencyKey,
    by: i.createdBy === undefined ? shared.createdBy : i.createdBy,
  }));
  const inserted = await db.execute(sql`
    insert into jobs (kind, payload, status, max_attempts, lock_seconds, run_at, idempotency_key, created_by, created_at)
    select ${shared.kind}, x.payload, 'queued', ${shared.maxAttempts}, ${shared.lockSeconds},
      ${shared.runAt.toISOString()}::timestamptz, x.key, x.by, ${shared.createdAt.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(payload jsonb, key text, by uuid)
    on conflict (kind, idempotency_key) do nothing
    returning id`);
  return rowsOf<{ id: string }>(inserted).length;
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * Takes one due job: a queued one whose time has come, or a running one whose worker stopped
 * renewing its lock. One UPDATE around a `FOR UPDATE SKIP LOCKED` sub-select, so two workers
 * never take the same row and neither waits for the other.
 */
export async function claimJob(db: Db, kinds: string[], workerId: string, now: Date): Promise<JobRow | null> {
  if (kinds.length === 0) return null;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, kinds),
        or(
          and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
          and(eq(jobs.status, 'running'), lte(jobs.lockExpiresAt, now)),
        ),
      ),
    )
    .orderBy(jobs.runAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: workerId,
      lockExpiresAt: sql`${at(now)} + ${jobs.lockSeconds} * interval '1 second'`,
      startedAt: sql`coalesce(${jobs.startedAt}, ${at(now)})`,
    })
    .where(sql`${jobs.id} = (${due})`)
    .returning();
  return row ?? null;
}

const mine = (id: string, workerId: string) =>
  and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running'));

/**
 * Renews the lock, and stores progress or a checkpoint when given. False when the job is no
 * longer this worker's (cancelled, or taken over after the lock expired): the worker stops it.
 */
export async function touchJob(
  db: Db,
  id: string,
  workerId: string,
  now: Date,
  update: { progress?: JobProgress; checkpoint?: unknown } = {},
): Promise<boolean> {
  const set: Omit<Partial<typeof jobs.$inferInsert>, 'lockExpiresAt'> & { lockExpiresAt: SQL } = {
    lockExpiresAt: sql`${at(now)} + ${jobs.lockSeconds} * interval '1 second'`,
  };
  if (update.progress) {
    set.progressDone = update.progress.done;
    if (update.progress.total !== undefined) set.progressTotal = update.progress.total;
    if (update.progress.message !== undefined) set.progressMessage = update.progress.message;
  }
  if ('checkpoint' in update) set.checkpoint = update.checkpoint ?? null;
  const rows = await db.update(jobs).set(set).where(mine(id, workerId)).returning({ id: jobs.id });
  return rows.length > 0;
}

export async function succeedJob(db: Db, id: string, workerId: string, now: Date, result: unknown): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'succeeded',
      result: result ?? null,
      error: null,
      finishedAt: now,
      lockedBy: null,
      lockExpiresAt: null,
    })
    .where(mine(id, workerId));
}

/** A failure: queued again at `retryAt`, or failed for good when that is null. */
export async function failJob(
  db: Db,
  id: string,
  workerId: string,
  now: Date,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(jobs)
    .set(
      retryAt
        ? { status: 'queued', runAt: retryAt, error, lockedBy: null, lockExpiresAt: null }
        : { status: 'failed', error, finishedAt: now, lockedBy: null, lockExpiresAt: null },
    )
    .where(mine(id, workerId));
}

/** Shutdown: back to the queue at once, and the interrupted attempt does not count. */
export async function releaseJob(db: Db, id: string, workerId: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'queued',
      runAt: now,
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      lockedBy: null,
      lockExpiresAt: null,
    })
    .where(mine(id, workerId));
}

/** Cancels a queued or running job; null when it does not exist, the row as it stands otherwise. */
export async function cancelJob(db: Db, id: string, now: Date): Promise<{ row: JobRow; changed: boolean } | null> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'cancelled', finishedAt: now, lockedBy: null, lockExpiresAt: null })
    .where(and(eq(jobs.id, id), inArray(jobs.status, ['queued', 'running'])))
    .returning();
  if (row) return { row, changed: true };
  const [current] = await db.select().from(jobs).where(eq(jobs.id, id));
  return current ? { row: current, changed: false } : null;
}

/** Queues a failed job again from scratch of its attempts, keeping its checkpoint. */
export async function retryJob(db: Db, id: string, now: Date): Promise<{ row: JobRow; changed: boolean } | null> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'queued', attempts: 0, runAt: now, error: null, finishedAt: null, lockedBy: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning();
  if (row) return { row, changed: true };
  const [current] = await db.select().from(jobs).where(eq(jobs.id, id));
  return current ? { row: current, changed: false } : null;
}

const viewColumns = {
  job: jobs,
  creatorName: users.name,
};

function toView(row: { job: JobRow; creatorName: string | null }): JobView {
  const j = row.job;
  return {
    _id: j.id,
    kind: j.kind,
    status: j.status as JobStatus,
    attempts: j.attempts,
    maxAttempts: j.maxAttempts,
    progress: { done: j.progressDone, total: j.progressTotal, message: j.progressMessage },
    result: j.result ?? null,
    error: j.error,
    createdBy: j.createdBy ? { _id: j.createdBy, name: row.creatorName ?? '' } : null,
    createdAt: j.createdAt.toISOString(),
    runAt: j.runAt.toISOString(),
    startedAt: j.startedAt?.toISOString() ?? null,
    finishedAt: j.finishedAt?.toISOString() ?? null,
  };
}

export async function findJobView(db: Db, id: string): Promise<JobView | null> {
  const [row] = await db
    .select(viewColumns)
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.createdBy))
    .where(eq(jobs.id, id));
  return row ? toView(row) : null;
}

export async function listJobViews(db: Db, query: JobListQuery): Promise<{ jobs: JobView[]; total: number }> {
  const where = and(
    query.status ? eq(jobs.status, query.status) : undefined,
    query.kind ? eq(jobs.kind, query.kind) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(viewColumns)
      .from(jobs)
      .leftJoin(users, eq(users.id, jobs.createdBy))
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  return { jobs: rows.map(toView), total: counted?.n ?? 0 };
}
