import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import type { DatabaseHandle } from '../db/database';
import { jobSchedules, jobs } from '../db/schema/jobs';
import { openTestDatabase } from '../test/test-app';
import { enqueueDueSchedules, nextRunAfter, readDailyTime, setDailyTime, syncSchedules } from './schedules';
import { testJobContext } from './testing/test-context';
import { echoJob } from './testing/test-jobs';

describe('nextRunAfter', () => {
  const daily = { everyMinutes: null, dailyAt: '03:30' };
  it('finds the next 03:30 in India, whatever the UTC day', () => {
    // 03:29 IST on 21 Nov is 21:59 UTC on 20 Nov.
    expect(nextRunAfter(daily, new Date('2026-11-20T21:59:00Z')).toISOString()).toBe('2026-11-20T22:00:00.000Z');
    expect(nextRunAfter(daily, new Date('2026-11-20T22:00:00Z')).toISOString()).toBe('2026-11-21T22:00:00.000Z');
    expect(nextRunAfter({ everyMinutes: null, dailyAt: '23:59' }, new Date('2026-11-20T18:00:00Z')).toISOString()).toBe(
      '2026-11-20T18:29:00.000Z',
    );
  });
  it('finds India midnight: from 23:59 IST it is a minute away, from 00:01 IST a day less two minutes', () => {
    const midnight = { everyMinutes: null, dailyAt: '00:00' };
    // 23:59 IST on 18 Nov is 18:29 UTC; 00:01 IST on 19 Nov is 18:31 UTC on the 18th.
    expect(nextRunAfter(midnight, new Date('2026-11-18T18:29:00Z')).toISOString()).toBe('2026-11-18T18:30:00.000Z');
    expect(nextRunAfter(midnight, new Date('2026-11-18T18:31:00Z')).toISOString()).toBe('2026-11-19T18:30:00.000Z');
  });
  it('steps every N minutes from the previous run, skipping runs missed while down', () => {
    const every = { everyMinutes: 15, dailyAt: null };
    const prev = new Date('2026-11-20T10:00:00Z');
    expect(nextRunAfter(every, new Date('2026-11-20T10:00:00Z'), prev).toISOString()).toBe('2026-11-20T10:15:00.000Z');
    expect(nextRunAfter(every, new Date('2026-11-20T11:07:00Z'), prev).toISOString()).toBe('2026-11-20T11:15:00.000Z');
  });
});

describe('schedules', () => {
  let database: DatabaseHandle;
  let ctx: AppContext;
  let clock: ReturnType<typeof testJobContext>['clock'];
  beforeAll(async () => {
    database = await openTestDatabase();
    ({ ctx, clock } = testJobContext(database));
  });
  afterAll(() => database.close());

  it('enqueues a due schedule once, even when two processes look at the same time', async () => {
    const schedule = { name: 'test.every5', job: echoJob, payload: { value: 'tick' }, everyMinutes: 5 };
    await syncSchedules(ctx.db, [schedule], clock.now);
    clock.advanceSeconds(5 * 60);
    const counts = await Promise.all([
      enqueueDueSchedules(ctx.db, ctx.jobs, clock.now),
      enqueueDueSchedules(ctx.db, ctx.jobs, clock.now),
    ]);
    expect(counts[0] + counts[1]).toBe(1);
    const queued = await ctx.db.select().from(jobs).where(eq(jobs.kind, 'test.echo'));
    expect(queued).toHaveLength(1);
    const [row] = await ctx.db.select().from(jobSchedules).where(eq(jobSchedules.name, 'test.every5'));
    expect(row?.nextRunAt.getTime()).toBe(clock.now.getTime() + 5 * 60_000);
    // Syncing the same rule again keeps the next run; a changed rule moves it.
    await syncSchedules(ctx.db, [schedule], new Date(clock.now.getTime() + 60_000));
    const [same] = await ctx.db.select().from(jobSchedules).where(eq(jobSchedules.name, 'test.every5'));
    expect(same?.nextRunAt.getTime()).toBe(row?.nextRunAt.getTime());
  });

  it("keeps an adjustable schedule's time across a start, and moves it with setDailyTime", async () => {
    const schedule = {
      name: 'test.adjustable',
      job: echoJob,
      payload: { value: 'daily' },
      dailyAt: '02:30',
      adjustable: true,
    };
    const at = new Date('2026-11-18T04:30:00Z');
    await syncSchedules(ctx.db, [schedule], at);
    expect(await readDailyTime(ctx.db, schedule, at)).toEqual({
      dailyAt: '02:30',
      nextRunAt: new Date('2026-11-18T21:00:00Z'),
    });
    await setDailyTime(ctx.db, schedule, '00:00', at);
    // A later start with the declared 02:30 keeps the administrator's midnight.
    await syncSchedules(ctx.db, [schedule], new Date('2026-11-18T05:00:00Z'));
    const kept = await readDailyTime(ctx.db, schedule, at);
    expect(kept).toEqual({ dailyAt: '00:00', nextRunAt: new Date('2026-11-18T18:30:00Z') });
    // The same time again keeps the next run; due at 00:00 IST, not before.
    await setDailyTime(ctx.db, schedule, '00:00', new Date('2026-11-18T10:00:00Z'));
    expect((await readDailyTime(ctx.db, schedule, at)).nextRunAt).toEqual(kept.nextRunAt);
    expect(await enqueueDueSchedules(ctx.db, ctx.jobs, new Date('2026-11-18T18:29:59Z'))).toBe(0);
    expect(await enqueueDueSchedules(ctx.db, ctx.jobs, new Date('2026-11-18T18:30:00Z'))).toBe(1);
  });
});
