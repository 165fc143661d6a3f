import { z } from 'zod';
import { PERIOD_PRESETS } from '../reports/period';
import { followUpLeadListSchema } from './follow-up';
import { leadSchema } from './lead';
import { reportMetaSchema, reportPeriodFields, withPeriodRules } from './report';

/**
 * The dashboard's endpoints: `/api/dashboard/<name>/:period`, the period being
 * the trailing path parameter and a custom range's days in `?from=&to=`.
 */
export const dashboardPeriodParamsSchema = z.object({
  period: z.enum(PERIOD_PRESETS, { error: 'Period must be today, 7d, 30d, month, fy or custom.' }),
});

/** ?from=&to= of a custom period (the preset itself comes from the path). */
export const dashboardQuerySchema = z.object({ from: reportPeriodFields.from, to: reportPeriodFields.to });

/** The charts also narrow by source, branch and member (the lead's assignee; "unassigned" allowed for leads). */
export const chartQuerySchema = dashboardQuerySchema.extend({
  sourceId: z.uuid({ error: 'Source is not valid.' }).optional(),
  branchId: z.uuid({ error: 'Branch is not valid.' }).optional(),
  assignedTo: z.uuid({ error: 'Member is not valid.' }).optional(),
});
export type ChartFilters = z.infer<typeof chartQuerySchema>;

/** The path's preset and the query's days checked together (a custom period needs both days). */
export const dashboardPeriodSchema = withPeriodRules(z.object(reportPeriodFields));

const amount = z.number();

/** getDashboardCardsData: every number is also what the list the card links to shows as its total. */
export const dashboardCardsSchema = z.object({
  meta: reportMetaSchema,
  /** India's date by the server's clock, and the India week (Monday to Sunday) that holds it. */
  today: z.string(),
  week: z.object({ from: z.string(), to: z.string() }),
  /** Live leads (not in the recycle bin), whatever the period: /TotalLeads. */
  totalLeads: z.number(),
  /** Live leads never contacted: /TotalFreshLeads. */
  freshLeads: z.number(),
  /** Open follow-ups due today (India): /TodayMeeting. */
  todayFollowUps: z.number(),
  /** Open follow-ups due before now: /PendingFollowup. */
  overdueFollowUps: z.number(),
  /** Site visits (every status) on today / this week: /report/meetings with those days. */
  visitsToday: z.number(),
  visitsThisWeek: z.number(),
  /** Leads created in the period (the conversion rate's denominator). */
  leadsCreated: z.number(),
  /** Leads whose status was changed to Booked in the period (each lead once). */
  bookings: z.number(),
  /** bookings ÷ leadsCreated × 100, one decimal; null when no lead was created in the period. */
  conversionRate: z.number().nullable(),
  /** Calls today (India) by the calls module's definitions: connected = answered. */
  callsToday: z.object({ total: z.number(), connected: z.number() }),
  /** Open tasks past their due time: /MainTaskIndex?view=team&overdue=true. */
  tasksOverdue: z.number(),
  /** Quotations dated in the period, and their grand totals. */
  quotations: z.object({ count: z.number(), value: amount }),
  /** What is still owed on every supplier bill: /supplier-dashboard's outstanding total. */
  supplierOutstanding: amount,
  /** Entity (buyer) payments received, dated in the period. */
  buyerPayments: z.object({ count: z.number(), value: amount }),
  /**
   * Bookings whose discount waits for an administrator's decision (/bookings?discount=pending);
   * only for those who may decide (bookings.approveDiscount).
   */
  discountsWaiting: z.number().optional(),
  /** Counts past 10,000 that are the planner's estimate, as the lists show them ("about"). */
  estimated: z.array(z.string()).optional(),
});
export type DashboardCards = z.infer<typeof dashboardCardsSchema>;

/** getTodayFollowups, getTomorrowFollowups, getPendingFollowups: the first page of the bucket's list. */
export const dashboardFollowUpsSchema = followUpLeadListSchema.extend({ meta: reportMetaSchema });
export type DashboardFollowUps = z.infer<typeof dashboardFollowUpsSchema>;

/** One bar: a source (null id = no source), a kind, a status, a member… */
export const countRowSchema = z.object({ key: z.string().nullable(), label: z.string(), count: z.number() });
export type CountRow = z.infer<typeof countRowSchema>;

/** getLeadsCountBySource, getFreshLeadsCountBySource, getLeadsCountByIndustry, getPipelineByStatus. */
export const countSeriesSchema = z.object({ meta: reportMetaSchema, rows: z.array(countRowSchema), total: z.number() });
export type CountSeries = z.infer<typeof countSeriesSchema>;

/** getFreshLeadsData: fresh leads created in the period, the longest-waiting first (up to 10). */
export const freshLeadsDataSchema = z.object({
  meta: reportMetaSchema,
  total: z.number(),
  /** Of those, how many have waited more than a day since they came in. */
  waitingOverADay: z.number(),
  oldest: z.array(leadSchema),
});
export type FreshLeadsData = z.infer<typeof freshLeadsDataSchema>;

/** getAllMembersFreshLeadsBySource: member × source matrix of fresh leads created in the period. */
export const memberFreshBySourceSchema = z.object({
  meta: reportMetaSchema,
  sources: z.array(z.object({ key: z.string().nullable(), label: z.string() })),
  members: z.array(
    z.object({
      memberId: z.string().nullable(),
      name: z.string(),
      /** Same order as `sources`. */
      counts: z.array(z.number()),
      total: z.number(),
    }),
  ),
  total: z.number(),
});
export type MemberFreshBySource = z.infer<typeof memberFreshBySourceSchema>;

/** getLeadsPerDay: every India day of the period, 0 included. */
export const leadsPerDaySchema = z.object({
  meta: reportMetaSchema,
  days: z.array(z.object({ date: z.string(), count: z.number() })),
  total: z.number(),
});
export type LeadsPerDay = z.infer<typeof leadsPerDaySchema>;

/** getSiteVisitsPerWeek: India weeks from Monday that meet the period, visits by status. */
export const visitsPerWeekSchema = z.object({
  meta: reportMetaSchema,
  weeks: z.array(
    z.object({ weekStart: z.string(), scheduled: z.number(), done: z.number(), other: z.number(), total: z.number() }),
  ),
});
export type VisitsPerWeek = z.infer<typeof visitsPerWeekSchema>;

/** getTeamPerformance: per member in the period — calls (connected), site visits done, bookings. */
export const teamPerformanceSchema = z.object({
  meta: reportMetaSchema,
  members: z.array(
    z.object({
      memberId: z.string(),
      name: z.string(),
      calls: z.number(),
      connected: z.number(),
      visitsDone: z.number(),
      bookings: z.number(),
    }),
  ),
});
export type TeamPerformance = z.infer<typeof teamPerformanceSchema>;

/** Units and their all-in value (rupees) in one state. */
const inventoryBucketSchema = z.object({ units: z.number(), value: amount });

/**
 * getInventoryByProject: every project's units by state now (the period does not apply). Available
 * and held units are valued at today's all-in price from the price list in force; booked and sold
 * ones at their booking's frozen total. A hold past its time counts as available.
 */
export const inventoryRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  available: inventoryBucketSchema,
  held: inventoryBucketSchema,
  /** Booked or agreement registered. */
  booked: inventoryBucketSchema,
  /** Sold (possession given). */
  sold: inventoryBucketSchema,
  /** Kept off the market by management: counted, not valued. */
  blocked: z.number(),
  /** Available or held units without a price (no price list in force today). */
  unpriced: z.number(),
});
export type InventoryRow = z.infer<typeof inventoryRowSchema>;
export const inventoryByProjectSchema = z.object({
  meta: reportMetaSchema,
  today: z.string(),
  projects: z.array(inventoryRowSchema),
});
export type InventoryByProject = z.infer<typeof inventoryByProjectSchema>;
