import { bucketEdges } from '../follow-ups/buckets';
import { addDays } from '../india-date';

/**
 * How overdue an open follow-up is, for the pending follow-up report. Cut at India
 * midnights, like the follow-up buckets (decision 055): "1–2 days" is due yesterday or the day
 * before, whatever the hour. The last three make up the Pending follow-ups list; the first is what
 * the Today list shows past its time.
 */
export const OVERDUE_BUCKETS = ['todayPast', 'days1to2', 'days3to6', 'days7plus'] as const;
export type OverdueBucket = (typeof OVERDUE_BUCKETS)[number];

export const OVERDUE_BUCKET_LABELS: Record<OverdueBucket, string> = {
  todayPast: 'Today (late)',
  days1to2: '1–2 days',
  days3to6: '3–6 days',
  days7plus: '7+ days',
};

/** The rule each column follows, said on screen and in the export. */
export const OVERDUE_BUCKET_RULES: Record<OverdueBucket, string> = {
  todayPast: 'due today (India) at a time already past',
  days1to2: 'due yesterday or the day before',
  days3to6: 'due 3 to 6 days ago',
  days7plus: 'due 7 or more days ago',
};

export interface OverdueEdges {
  /** Today, YYYY-MM-DD in India. */
  today: string;
  /** [start, end) instants of each bucket; an open start is undefined. */
  ranges: Record<OverdueBucket, { start?: Date; end: Date }>;
  /** India due days of the pending buckets (for the Pending list's from/to), both inclusive. */
  days: Record<Exclude<OverdueBucket, 'todayPast'>, { from?: string; to: string }>;
}

const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

export function overdueEdges(now: Date): OverdueEdges {
  const { today, todayStart } = bucketEdges(now);
  const twoAgo = addDays(today, -2);
  const sixAgo = addDays(today, -6);
  return {
    today,
    ranges: {
      todayPast: { start: todayStart, end: now },
      days1to2: { start: indiaMidnight(twoAgo), end: todayStart },
      days3to6: { start: indiaMidnight(sixAgo), end: indiaMidnight(twoAgo) },
      days7plus: { end: indiaMidnight(sixAgo) },
    },
    days: {
      days1to2: { from: twoAgo, to: addDays(today, -1) },
      days3to6: { from: sixAgo, to: addDays(today, -3) },
      days7plus: { to: addDays(today, -7) },
    },
  };
}
