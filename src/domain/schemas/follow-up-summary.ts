import { z } from 'zod';
import { FOLLOW_UP_OUTCOMES, type FollowUpOutcome } from './follow-up';
import { exportFormatSchema, reportMetaSchema, reportPeriodFields, withPeriodRules } from './report';

/**
 * GET /api/lead/getFollowupSummary (the Follow-up report): follow-ups due in the period, per
 * member and India due day — how many were scheduled and what became of them — and the outcomes
 * logged per member. Counted by due day, as the report's list filters, so a count and the list
 * filtered to it agree.
 */
const fields = { ...reportPeriodFields, assignedTo: z.uuid({ error: 'Member is not valid.' }).optional() };
export const followUpSummaryQuerySchema = withPeriodRules(z.object(fields));
export type FollowUpSummaryQuery = z.input<typeof followUpSummaryQuerySchema>;
/** …/export: the same query and `format` (csv or xlsx). */
export const followUpSummaryExportQuerySchema = withPeriodRules(z.object({ ...fields, format: exportFormatSchema }));

/**
 * Follow-ups due: `scheduled` = done + open + rescheduled + cancelled. `onTime` are the done ones
 * closed by the end of their India due day; `missed` the open ones whose due time has passed.
 */
export const followUpDayCountsSchema = z.object({
  scheduled: z.number(),
  done: z.number(),
  onTime: z.number(),
  open: z.number(),
  missed: z.number(),
  rescheduled: z.number(),
  cancelled: z.number(),
});
export type FollowUpDayCounts = z.infer<typeof followUpDayCountsSchema>;

const outcomeCounts = z.object(
  Object.fromEntries(FOLLOW_UP_OUTCOMES.map((o) => [o, z.number()])) as Record<FollowUpOutcome, z.ZodNumber>,
);
export type OutcomeCounts = z.infer<typeof outcomeCounts>;

const member = z.object({ _id: z.string(), name: z.string() }).nullable();

export const followUpSummarySchema = z.object({
  meta: reportMetaSchema,
  /**
   * One row per member and due day with a follow-up; by member name, then day. `memberId` null:
   * unassigned; names are in `members` (a year of twenty members is 7,000 rows: kept flat and small).
   */
  days: z.array(followUpDayCountsSchema.extend({ memberId: z.string().nullable(), day: z.string() })),
  /** One row per member: the period's counts and the outcomes logged on its follow-ups. */
  members: z.array(followUpDayCountsSchema.extend({ member, outcomes: outcomeCounts })),
  totals: followUpDayCountsSchema.extend({ outcomes: outcomeCounts }),
});
export type FollowUpSummary = z.infer<typeof followUpSummarySchema>;
