import type { PerformanceFigures, PerformanceMember, PerformanceSort } from '../schemas/performance-report';

/** bookings ÷ leads assigned, as a percentage with one decimal; null when nothing was assigned. */
export function conversionPercent(bookings: number, leadsAssigned: number): number | null {
  if (leadsAssigned <= 0) return null;
  return Math.round((bookings / leadsAssigned) * 1000) / 10;
}

type Counted = Omit<PerformanceFigures, 'conversion'>;

/** The team's figures: each count summed, conversion recomputed from the sums (never averaged). */
export function totalFigures(rows: PerformanceFigures[]): PerformanceFigures {
  const sum = (key: keyof Counted) => rows.reduce((n, r) => n + r[key], 0);
  const counted: Counted = {
    leadsAssigned: sum('leadsAssigned'),
    contactedInSla: sum('contactedInSla'),
    calls: sum('calls'),
    connected: sum('connected'),
    talkSeconds: sum('talkSeconds'),
    followUpsDone: sum('followUpsDone'),
    followUpsOnTime: sum('followUpsOnTime'),
    visitsDone: sum('visitsDone'),
    bookings: sum('bookings'),
  };
  return { ...counted, conversion: conversionPercent(counted.bookings, counted.leadsAssigned) };
}

/**
 * Members in the order of one column (the current period's figures); ties by name. A member with
 * no conversion (nothing assigned) goes last whichever way.
 */
export function sortPerformance(
  members: PerformanceMember[],
  sort: PerformanceSort,
  order: 'asc' | 'desc',
): PerformanceMember[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...members].sort((a, b) => {
    if (sort === 'name') return a.name.localeCompare(b.name) * sign;
    const x = a.current[sort];
    const y = b.current[sort];
    if (x === null || y === null) return x === y ? a.name.localeCompare(b.name) : x === null ? 1 : -1;
    return (x - y) * sign || a.name.localeCompare(b.name);
  });
}

/** The change from the comparison period: a difference of counts, or of percentage points. */
export function figureChange(now: number | null, before: number | null): number | null {
  if (now === null || before === null) return null;
  return Math.round((now - before) * 10) / 10;
}
