import { z } from 'zod';
import { AGEING_BUCKETS } from '../collections/ageing';
import { DEMAND_STATUSES } from '../collections/lists';
import { statementSchema } from './collections';
import { exportFormatSchema } from './report';

/**
 * The collections screen (issue 28, decision 200): what is due and overdue today (an India day from
 * the server's clock), by project and tower, and expected against collected per month; each
 * figure opens the demands behind it (`demandsQuery` in the URL). Money travels as rupees.
 */

/** Which demands a figure counts: overdue in an age bucket, overdue at all, or due this week/month. */
export const DUE_WINDOWS = ['overdue', ...AGEING_BUCKETS.map((b) => b.key), 'week', 'month'] as const;
export type DueWindow = (typeof DUE_WINDOWS)[number];
export const DUE_WINDOW_LABELS: Record<DueWindow, string> = {
  overdue: 'Overdue',
  ...(Object.fromEntries(AGEING_BUCKETS.map((b) => [b.key, `Overdue ${b.label}`])) as Record<
    (typeof AGEING_BUCKETS)[number]['key'],
    string
  >),
  week: 'Due this week',
  month: 'Due this month',
};

/** Months on the expected-against-collected chart: this month and the 11 before it. */
export const COLLECTION_MONTHS = 12;

const figureSchema = z.object({ amount: z.number(), count: z.number() });
export type CollectionFigure = z.infer<typeof figureSchema>;

export const collectionsSummarySchema = z.object({
  today: z.string(),
  week: z.object({ from: z.string(), to: z.string() }),
  month: z.object({ from: z.string(), to: z.string() }),
  dueThisWeek: figureSchema,
  dueThisMonth: figureSchema,
  overdue: z.object(
    Object.fromEntries(AGEING_BUCKETS.map((b) => [b.key, figureSchema])) as Record<
      (typeof AGEING_BUCKETS)[number]['key'],
      typeof figureSchema
    >,
  ),
  overdueTotal: figureSchema,
  /** Open demands per tower: what is overdue and what is not due yet. */
  towers: z.array(
    z.object({
      projectId: z.string(),
      projectName: z.string(),
      towerId: z.string(),
      towerName: z.string(),
      overdue: figureSchema,
      notYetDue: figureSchema,
    }),
  ),
  /** Per month of the due date: what the demands due that month ask, and how much of it is paid. */
  months: z.array(z.object({ month: z.string(), expected: z.number(), collected: z.number(), count: z.number() })),
});
export type CollectionsSummary = z.infer<typeof collectionsSummarySchema>;

const listRef = (label: string) =>
  z
    .union([z.literal(''), z.uuid({ error: `${label} is not valid.` })])
    .optional()
    .transform((v) => v || undefined);

export const collectionsSummaryQuerySchema = z.object({ projectId: listRef('Project') });

export const DEMAND_LIST_PAGE_SIZES = [25, 50, 100] as const;

/** The demands behind a figure; every filter is in the URL of /collections. */
export const demandsQuerySchema = z.object({
  window: z
    .union([z.literal(''), z.enum(DUE_WINDOWS, { error: 'Choose a window from the list.' })])
    .optional()
    .transform((v) => v || undefined),
  projectId: listRef('Project'),
  towerId: listRef('Tower'),
  /** Demands due in this month (YYYY-MM): the rows behind a month's expected and collected. */
  dueMonth: z
    .union([z.literal(''), z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Month must be YYYY-MM.' })])
    .optional()
    .transform((v) => v || undefined),
  /** Only demands with something still due (the default), or every demand of the month. */
  open: z
    .union([z.literal(''), z.enum(['all'])])
    .optional()
    .transform((v) => v || undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type DemandsQuery = z.input<typeof demandsQuerySchema>;

export const demandsExportQuerySchema = demandsQuerySchema
  .omit({ page: true, pageSize: true })
  .extend({ format: exportFormatSchema });

export const collectionDemandSchema = z.object({
  _id: z.string(),
  demandNo: z.string(),
  bookingId: z.string(),
  bookingNo: z.string(),
  buyer: z.string().nullable(),
  projectName: z.string(),
  towerName: z.string(),
  unitNumber: z.string(),
  instalment: z.string(),
  raisedOn: z.string(),
  dueOn: z.string(),
  /** Instalment, GST and interest of this demand (arrears of earlier demands are theirs). */
  amount: z.number(),
  paid: z.number(),
  due: z.number(),
  daysOverdue: z.number(),
  status: z.enum(DEMAND_STATUSES),
  remindedAt: z.string().nullable(),
});
export type CollectionDemand = z.infer<typeof collectionDemandSchema>;

export const collectionDemandListSchema = z.object({
  items: z.array(collectionDemandSchema),
  total: z.number(),
  /** Sum of `due` over every matching demand (every page). */
  dueTotal: z.number(),
  today: z.string(),
});
export type CollectionDemandList = z.infer<typeof collectionDemandListSchema>;

/** The overdue reminders' switch (decision 200). */
export const collectionRemindersSettingSchema = z.object({
  enabled: z.boolean({ error: 'Reminders must be on or off.' }),
});
export type CollectionRemindersSetting = z.infer<typeof collectionRemindersSettingSchema>;

/** GET a booking's statement of account: the booking it is of, and the money engine's statement. */
export const bookingStatementViewSchema = z.object({
  booking: z.object({
    _id: z.string(),
    bookingNo: z.string(),
    buyer: z.string().nullable(),
    projectName: z.string(),
    towerName: z.string(),
    unitNumber: z.string(),
    bookingDate: z.string(),
    status: z.string(),
    totalAmount: z.number(),
  }),
  /** The rate the interest to date is computed at (the collections setting). */
  interestRatePercent: z.number(),
  statement: statementSchema,
});
export type BookingStatementView = z.infer<typeof bookingStatementViewSchema>;
