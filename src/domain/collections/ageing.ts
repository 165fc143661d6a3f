import { calendarMonth, daysBetween, indiaWeek } from '../india-date';

/**
 * Ageing of what is due (issue 28, decision 193), on an India day the caller gives (the server's
 * clock, never the machine's). A charge is overdue from the day after its due date; its age is the
 * days since the due date: 1–30 is the "0–30" bucket, then 31–60, 61–90 and over 90. Due this week
 * and due this month count what is not overdue yet and falls due by the week's Sunday (an India
 * week runs Monday to Sunday) or the month's last day, today included.
 */

export const AGEING_BUCKETS = [
  { key: 'd0_30', label: '0–30 days', fromDays: 1, toDays: 30 },
  { key: 'd31_60', label: '31–60 days', fromDays: 31, toDays: 60 },
  { key: 'd61_90', label: '61–90 days', fromDays: 61, toDays: 90 },
  { key: 'd90_plus', label: 'Over 90 days', fromDays: 91, toDays: null },
] as const;
export type AgeingBucketKey = (typeof AGEING_BUCKETS)[number]['key'];

/** Days past due on `today` (0 or less when not overdue). */
export const daysOverdue = (dueOn: string, today: string) => daysBetween(dueOn, today);

/** The bucket of a due date on `today`; null when it is not overdue. */
export function ageingBucket(dueOn: string, today: string): AgeingBucketKey | null {
  const days = daysOverdue(dueOn, today);
  if (days < 1) return null;
  const bucket = AGEING_BUCKETS.find((b) => days >= b.fromDays && (b.toDays === null || days <= b.toDays));
  return bucket?.key ?? 'd90_plus';
}

export interface DueItem {
  dueOn: string;
  duePaise: number;
}

export interface AgeingFigure {
  paise: number;
  count: number;
}

export interface Ageing {
  today: string;
  week: { from: string; to: string };
  month: { from: string; to: string };
  overdue: Record<AgeingBucketKey, AgeingFigure>;
  overdueTotal: AgeingFigure;
  dueThisWeek: AgeingFigure;
  dueThisMonth: AgeingFigure;
}

/** Where one item counts on `today`: its overdue bucket, or whether it falls due this week/month. */
export function ageingPlace(
  dueOn: string,
  today: string,
): { bucket: AgeingBucketKey | null; thisWeek: boolean; thisMonth: boolean } {
  const bucket = ageingBucket(dueOn, today);
  if (bucket) return { bucket, thisWeek: false, thisMonth: false };
  return {
    bucket: null,
    thisWeek: dueOn >= today && dueOn <= indiaWeek(today).to,
    thisMonth: dueOn >= today && dueOn <= calendarMonth(today).to,
  };
}

/** The figures of the collections screen for some unpaid items; items with nothing due are left out. */
export function ageDues(items: readonly DueItem[], today: string): Ageing {
  const zero = () => ({ paise: 0, count: 0 });
  const overdue = Object.fromEntries(AGEING_BUCKETS.map((b) => [b.key, zero()])) as Record<
    AgeingBucketKey,
    AgeingFigure
  >;
  const overdueTotal = zero();
  const dueThisWeek = zero();
  const dueThisMonth = zero();
  const add = (f: AgeingFigure, paise: number) => {
    f.paise += paise;
    f.count += 1;
  };
  for (const item of items) {
    if (item.duePaise <= 0) continue;
    const place = ageingPlace(item.dueOn, today);
    if (place.bucket) {
      add(overdue[place.bucket], item.duePaise);
      add(overdueTotal, item.duePaise);
    }
    if (place.thisWeek) add(dueThisWeek, item.duePaise);
    if (place.thisMonth) add(dueThisMonth, item.duePaise);
  }
  return {
    today,
    week: indiaWeek(today),
    month: calendarMonth(today),
    overdue,
    overdueTotal,
    dueThisWeek,
    dueThisMonth,
  };
}
