import { addDays, istDate } from '../india-date';
import type { FollowUpBucket } from '../schemas/follow-up';

/** The India-day edges the follow-up buckets are cut at, as instants (decision 055). */
export interface BucketEdges {
  /** Today, YYYY-MM-DD in India. */
  today: string;
  /** Today 00:00 IST. */
  todayStart: Date;
  /** Tomorrow 00:00 IST. */
  tomorrowStart: Date;
  /** The day after tomorrow 00:00 IST. */
  dayAfterStart: Date;
}

const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

export function bucketEdges(now: Date): BucketEdges {
  const today = istDate(now);
  return {
    today,
    todayStart: indiaMidnight(today),
    tomorrowStart: indiaMidnight(addDays(today, 1)),
    dayAfterStart: indiaMidnight(addDays(today, 2)),
  };
}

/** `[start, end)` of a bucket; an open end is undefined. Upcoming includes tomorrow. */
export function bucketRange(bucket: FollowUpBucket, now: Date): { start?: Date; end?: Date } {
  const e = bucketEdges(now);
  switch (bucket) {
    case 'pending':
      return { end: e.todayStart };
    case 'today':
      return { start: e.todayStart, end: e.tomorrowStart };
    case 'tomorrow':
      return { start: e.tomorrowStart, end: e.dayAfterStart };
    case 'upcoming':
      return { start: e.tomorrowStart };
  }
}

/** The bucket an open follow-up due at `dueAt` shows in (tomorrow's also count as upcoming). */
export function bucketOf(dueAt: Date, now: Date): Exclude<FollowUpBucket, 'upcoming'> | 'later' {
  const e = bucketEdges(now);
  if (dueAt < e.todayStart) return 'pending';
  if (dueAt < e.tomorrowStart) return 'today';
  if (dueAt < e.dayAfterStart) return 'tomorrow';
  return 'later';
}

/** Whole minutes past due (0 when not yet due): red, and how overdue, on every list. */
export function overdueMinutes(dueAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - dueAt.getTime()) / 60_000));
}
