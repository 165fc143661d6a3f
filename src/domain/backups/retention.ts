import { istDate } from '../india-date';

/** How many finished archives the backup folder keeps (decision 164). */
export interface RetentionPolicy {
  /** The newest N archives, whatever their dates; at least 1, so the newest is never removed. */
  keepLast: number;
  /** The first archive of each India month, for this many months counting the current one; 0 for none. */
  keepMonthly: number;
}

export interface DatedArchive {
  fileName: string;
  /** When the backup started: its India date decides its month. */
  startedAt: Date;
}

export interface RetentionPlan<A extends DatedArchive> {
  keep: A[];
  remove: A[];
}

/** Months since year 0 of an India calendar date (YYYY-MM-DD), so two months subtract. */
const monthNumber = (isoDate: string) => Number(isoDate.slice(0, 4)) * 12 + Number(isoDate.slice(5, 7)) - 1;

/**
 * Which archives to keep and which to delete. An archive is kept when it is one of the newest
 * `keepLast`, or when it is the earliest archive of its India month and that month is one of the
 * `keepMonthly` months up to and including the current India month. Archives that start at the
 * same instant are ordered by file name, so the plan is the same however the folder lists them.
 */
export function planRetention<A extends DatedArchive>(
  archives: A[],
  now: Date,
  policy: RetentionPolicy,
): RetentionPlan<A> {
  const keepLast = Math.max(1, Math.floor(policy.keepLast));
  const newestFirst = [...archives].sort(
    (a, b) => b.startedAt.getTime() - a.startedAt.getTime() || b.fileName.localeCompare(a.fileName),
  );
  const kept = new Set<A>(newestFirst.slice(0, keepLast));

  const currentMonth = monthNumber(istDate(now));
  const firstOfMonth = new Map<number, A>();
  // Oldest first, so the first archive seen in a month is that month's first.
  for (const archive of [...newestFirst].reverse()) {
    const month = monthNumber(istDate(archive.startedAt));
    if (!firstOfMonth.has(month)) firstOfMonth.set(month, archive);
  }
  for (const [month, archive] of firstOfMonth) {
    const age = currentMonth - month;
    if (age >= 0 && age < policy.keepMonthly) kept.add(archive);
  }
  return {
    keep: newestFirst.filter((a) => kept.has(a)),
    remove: newestFirst.filter((a) => !kept.has(a)),
  };
}
