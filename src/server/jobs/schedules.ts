import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database';
import { jobSchedules } from '../db/schema/jobs';
import type { JobDefinition } from './job-definition';
import type { JobQueue } from './job-queue';

const IST_OFFSET_MS = 330 * 60_000;

/** A repeating job, declared in src/server/job-registry.ts and kept in the job_schedules table. */
export interface JobSchedule<P> {
  /** Unique; part of each run's idempotency key. */
  name: string;
  job: JobDefinition<P>;
  payload: P;
  /** Exactly one of the two. */
  everyMinutes?: number;
  /** HH:MM in India time. */
  dailyAt?: string;
  /**
   * The time is an administrator's (the daily backup, decision 164): `dailyAt` is only the first
   * row's default, a start never moves the stored time back, and `setDailyTime` changes it.
   */
  adjustable?: boolean;
}

type Rule = { everyMinutes: number | null; dailyAt: string | null };

/** The first run strictly after `after`; a missed run (server down) is not repeated, only the next one. */
export function nextRunAfter(rule: Rule, after: Date, previous?: Date): Date {
  if (rule.everyMinutes) {
    const step = rule.everyMinutes * 60_000;
    if (!previous) return new Date(after.getTime() + step);
    const missed = Math.floor((after.getTime() - previous.getTime()) / step) + 1;
    return new Date(previous.getTime() + Math.max(1, missed) * step);
  }
  const [hh, mm] = (rule.dailyAt ?? '00:00').split(':').map(Number) as [number, number];
  // Work in India's wall-clock time as if it were UTC, then shift back: India has no daylight saving.
  const local = new Date(after.getTime() + IST_OFFSET_MS);
  let candidate = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hh, mm) - IST_OFFSET_MS;
  if (candidate <= after.getTime()) candidate += 86_400_000;
  return new Date(candidate);
}

/** Writes the declared schedules; a changed rule moves the next run, an unchanged one keeps it. */
// biome-ignore lint/suspicious/noExplicitAny: schedules of every payload type live in one list
export async function syncSchedules(db: Db, schedules: JobSchedule<any>[], now: Date): Promise<void> {
  for (const s of schedules) {
    const rule = { everyMinutes: s.everyMinutes ?? null, dailyAt: s.dailyAt ?? null };
    const next = nextRunAfter(rule, now);
    const insert = db.insert(jobSchedules).values({
      name: s.name,
      kind: s.job.kind,
      payload: s.job.payload.parse(s.payload),
      ...rule,
      nextRunAt: next,
      updatedAt: now,
    });
    if (s.adjustable) {
      await insert.onConflictDoUpdate({
        target: jobSchedules.name,
        set: { kind: s.job.kind, payload: s.job.payload.parse(s.payload) },
      });
      continue;
    }
    await insert.onConflictDoUpdate({
      target: jobSchedules.name,
      set: {
        kind: s.job.kind,
        payload: s.job.payload.parse(s.payload),
        ...rule,
        nextRunAt: sql`case when ${jobSchedules.everyMinutes} is not distinct from ${rule.everyMinutes}::integer
            and ${jobSchedules.dailyAt} is not distinct from ${rule.dailyAt}::text
            then ${jobSchedules.nextRunAt} else ${next.toISOString()}::timestamptz end`,
        updatedAt: now,
      },
    });
  }
}

/** The stored rule of an adjustable daily schedule: its time now and its next run (the default before a first sync). */
// biome-ignore lint/suspicious/noExplicitAny: any schedule's payload
export async function readDailyTime(db: DbOrTx, schedule: JobSchedule<any>, now: Date) {
  const [row] = await db
    .select({ dailyAt: jobSchedules.dailyAt, nextRunAt: jobSchedules.nextRunAt })
    .from(jobSchedules)
    .where(eq(jobSchedules.name, schedule.name));
  const dailyAt = row?.dailyAt ?? schedule.dailyAt ?? '00:00';
  return { dailyAt, nextRunAt: row?.nextRunAt ?? nextRunAfter({ everyMinutes: null, dailyAt }, now) };
}

/**
 * Moves an adjustable daily schedule to a new India time, in the caller's transaction: the next
 * run is the first at that time after now. The same time again keeps the next run as it is.
 */
// biome-ignore lint/suspicious/noExplicitAny: any schedule's payload
export async function setDailyTime(db: DbOrTx, schedule: JobSchedule<any>, dailyAt: string, now: Date): Promise<void> {
  const next = nextRunAfter({ everyMinutes: null, dailyAt }, now);
  await db
    .insert(jobSchedules)
    .values({
      name: schedule.name,
      kind: schedule.job.kind,
      payload: schedule.job.payload.parse(schedule.payload),
      everyMinutes: null,
      dailyAt,
      nextRunAt: next,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: jobSchedules.name,
      set: {
        dailyAt,
        everyMinutes: null,
        nextRunAt: sql`case when ${jobSchedules.dailyAt} is not distinct from ${dailyAt}::text
          then ${jobSchedules.nextRunAt} else ${next.toISOString()}::timestamptz end`,
        updatedAt: now,
      },
    });
}

/**
 * Enqueues every due schedule's job once. The idempotency key is (schedule, due time), so two
 * processes that both see the schedule due enqueue one job between them; SKIP LOCKED keeps the
 * second from waiting on the first.
 */
export async function enqueueDueSchedules(db: Db, queue: JobQueue, now: Date): Promise<number> {
  let enqueued = 0;
  await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(jobSchedules)
      .where(and(eq(jobSchedules.enabled, true), lte(jobSchedules.nextRunAt, now)))
      .for('update', { skipLocked: true });
    for (const schedule of due) {
      const def = queue.runner.definition(schedule.kind);
      if (def) {
        const key = `schedule:${schedule.name}:${schedule.nextRunAt.toISOString()}`;
        const { created } = await queue.enqueue(tx, def, schedule.payload, {
          idempotencyKey: key,
          runAt: schedule.nextRunAt,
        });
        if (created) enqueued++;
      }
      await tx
        .update(jobSchedules)
        .set({ nextRunAt: nextRunAfter(schedule, now, schedule.nextRunAt), updatedAt: now })
        .where(eq(jobSchedules.name, schedule.name));
    }
  });
  return enqueued;
}
