import { istDate } from '../../../domain/india-date';
import type { PeriodPreset } from '../../../domain/reports/period';
import { dashboardPeriodSchema } from '../../../domain/schemas/dashboard';
import { badRequest } from '../../lib/app-error';
import type { LeadActor } from '../lead-records/public';
import { periodOfQuery, type ResolvedPeriod } from '../reports/public';

/**
 * The trailing `:period` of a dashboard path with `?from=&to=` of a custom range, checked by the
 * reports' own rules (a custom period needs both days, in order, at most two years): 400 with the
 * rule's sentence otherwise.
 */
export function dashboardPeriod(
  period: PeriodPreset,
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): ResolvedPeriod {
  const checked = dashboardPeriodSchema.safeParse({ period, from: query.from, to: query.to });
  if (!checked.success) {
    const fields = Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message]));
    throw badRequest(checked.error.issues[0]?.message ?? 'The period is not valid.', fields);
  }
  return periodOfQuery(checked.data, now);
}

export const indiaToday = (now: Date) => istDate(now);

/** Who asks: the lead scope's viewer, with the branch the schedules list also reads. */
export type DashboardActor = LeadActor & { branchId: string | null };
