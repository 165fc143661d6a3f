import { z } from 'zod';
import { LEAD_KINDS, UNKNOWN_KIND } from '../leads/lead-kinds';
import { isLostStatus, LOST_REASONS } from '../leads/lost-reasons';
import { LEAD_STATUSES } from '../leads/statuses';
import {
  mobileSchema,
  optionalEmailSchema,
  optionalMobileSchema,
  optionalRefSchema,
  optionalText,
  preferIdField,
  requiredText,
} from './common';
import { rupeesSchema } from './entity-payment';
import { historyRowSchema } from './history';
import { isoDateSchema } from './iso-date';
import { assignToMemberSchema } from './team';

const statusSchema = z.enum(LEAD_STATUSES, { error: 'Choose a status from the list.' });

/**
 * Next follow-up: a full ISO instant, or a plain yyyy-mm-dd from a date field, which is taken as
 * 10:00 India time (the start of the office day) so the date does not slip across midnight.
 */
const followUpSchema = z
  .union([
    z.literal(''),
    z.iso.datetime({ offset: true, error: 'Next follow-up must be a date.' }),
    isoDateSchema('Next follow-up'),
  ])
  .optional()
  .nullable()
  .transform((v) => {
    if (!v) return undefined;
    return new Date(v.length === 10 ? `${v}T10:00:00+05:30` : v);
  });

const leadFields = {
  name: requiredText('Name', 150),
  mobile: mobileSchema,
  alternateMobile: optionalMobileSchema,
  email: optionalEmailSchema,
  sourceId: optionalRefSchema('Source'),
  branchId: optionalRefSchema('Branch'),
  /** The lead as its GET returned it names these two `source` and `branch`. */
  source: optionalRefSchema('Source'),
  branch: optionalRefSchema('Branch'),
  assignedTo: optionalRefSchema('Assigned to'),
  /** The project as text: typed, imported, or the chosen project's name; kept as it came (decision 184). */
  project: optionalText('Project', 150),
  /** The project chosen on the form; without one the text is matched to a project by name or alias. */
  projectId: optionalRefSchema('Project'),
  budget: rupeesSchema('Budget')
    .optional()
    .nullable()
    .transform((v) => v ?? undefined),
  requirement: optionalText('Requirement', 100),
  /** Residential, commercial, plot or materials; left empty, the dashboard reads it from the requirement (decision 130). */
  kind: z
    .enum(LEAD_KINDS, { error: 'Kind is residential, commercial, plot or materials.' })
    .nullish()
    .transform((v) => v ?? undefined),
  city: optionalText('City', 100),
  notes: optionalText('Notes', 2000),
  nextFollowUpAt: followUpSchema,
};

type RefFields = { sourceId?: string | null; branchId?: string | null; assignedTo?: string | null };

/** A lead's references as ids, whichever way they were sent; every update replaces them all, so none is undefined. */
function leadRefs<T extends RefFields & { source?: string | null; branch?: string | null }>({
  source,
  branch,
  ...rest
}: T) {
  return {
    ...rest,
    sourceId: preferIdField(rest.sourceId, source) ?? undefined,
    branchId: preferIdField(rest.branchId, branch) ?? undefined,
    assignedTo: rest.assignedTo ?? undefined,
  };
}

/** POST /api/lead/create. */
export const leadCreateSchema = z.object({ ...leadFields, status: statusSchema.default('new') }).transform(leadRefs);
export type LeadCreateInput = z.input<typeof leadCreateSchema>;

/** PUT /api/lead/update/:id — the status has its own endpoint (with a note), so it is not edited here. */
export const leadUpdateSchema = z.object(leadFields).transform(leadRefs);
export type LeadUpdateInput = z.input<typeof leadUpdateSchema>;

/** A lead given up on (not interested, junk) says why, from the list of reasons. */
export const leadStatusUpdateSchema = z
  .object({
    status: statusSchema,
    note: optionalText('Note', 1000),
    reason: z.enum(LOST_REASONS, { error: 'Choose a reason from the list.' }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (isLostStatus(v.status) && !v.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Choose why the lead is not interested or junk.' });
    }
  });
export type LeadStatusUpdate = z.input<typeof leadStatusUpdateSchema>;

const leadIdsSchema = z
  .array(z.uuid({ error: 'A lead id is not valid.' }), { error: 'Choose at least one lead.' })
  .min(1, { error: 'Choose at least one lead.' })
  .max(500, { error: 'Choose at most 500 leads at a time.' });

export const leadAssignSchema = assignToMemberSchema.extend({ leadIds: leadIdsSchema });
export type LeadAssignInput = z.input<typeof leadAssignSchema>;

/** Reassigns every idle lead: to one member, or by the assignment rules when none is given. */
export const reassignIdleSchema = z.object({
  assignedTo: z.uuid({ error: 'Assigned to is not valid.' }).nullish(),
});

export const leadIdsBodySchema = z.object({ leadIds: leadIdsSchema });

const ref = z.object({ _id: z.string(), name: z.string() }).nullable();

export const leadSchema = z.object({
  _id: z.string(),
  name: z.string(),
  mobile: z.string(),
  alternateMobile: z.string().nullable(),
  email: z.string().nullable(),
  source: ref,
  branch: ref,
  assignedTo: ref,
  /** When the current assignee got the lead; the idle flag counts from here (decision 054). */
  assignedAt: z.string().nullable(),
  status: statusSchema,
  project: z.string().nullable(),
  /** The project the lead is about, chosen or matched from the text; null when the text names none. */
  projectId: z.string().nullable(),
  /** That project's name now (the text keeps what came in). */
  projectName: z.string().nullable(),
  /** Rupees. */
  budget: z.number().nullable(),
  requirement: z.string().nullable(),
  /** Chosen on the form; null = not chosen (the dashboard then classifies the requirement's text). */
  kind: z.enum(LEAD_KINDS).nullable(),
  city: z.string().nullable(),
  notes: z.string().nullable(),
  nextFollowUpAt: z.string().nullable(),
  createdBy: ref,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Set while the lead is in the recycle bin. */
  deletedAt: z.string().nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

const dateFilter = (label: string) => isoDateSchema(label).optional();

/** Columns the lead list sorts by (server-side, ties broken by id so paging never repeats a row). */
export const LEAD_SORTS = ['created', 'name', 'nextFollowUp', 'status'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Created runs newest first; a name, a follow-up date or the status pipeline from the top. */
export const defaultLeadOrder = (sort: LeadSort): SortOrder => (sort === 'created' ? 'desc' : 'asc');

/** GET /api/lead/getLeads and exportLeadsCSV; created dates are whole days in India time, both inclusive. */
export const leadQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: statusSchema.optional(),
  sourceId: z.uuid({ error: 'Source is not valid.' }).optional(),
  /** A member's id, or 'unassigned'. */
  assignedTo: z.union([z.literal('unassigned'), z.uuid({ error: 'Assigned to is not valid.' })]).optional(),
  branchId: z.uuid({ error: 'Branch is not valid.' }).optional(),
  /** Only the leads an import created. */
  importId: z.uuid({ error: 'Import is not valid.' }).optional(),
  from: dateFilter('From date'),
  to: dateFilter('To date'),
  /** A project's name, exactly as stored (the index then gives an honest estimate, decision 096). */
  project: z.string().trim().max(150).optional(),
  /** A project chosen or matched (decision 184). */
  projectId: z.uuid({ error: 'Project is not valid.' }).optional(),
  /** Next follow-up dates (yyyy-mm-dd, India time), both inclusive. */
  followUpFrom: dateFilter('Follow-up from date'),
  followUpTo: dateFilter('Follow-up to date'),
  /** true: only leads still new N hours after assignment (the idle window, decision 054). */
  idle: z.enum(['true', 'false'], { error: 'Idle is true or false.' }).optional(),
  /** true: only fresh leads, never contacted — no outcome logged yet (decision 055). */
  fresh: z.enum(['true', 'false'], { error: 'Fresh is true or false.' }).optional(),
  /** A kind of requirement, chosen or classified from the text (decision 130); 'unknown' for neither. */
  kind: z
    .enum([...LEAD_KINDS, UNKNOWN_KIND], { error: 'Kind is residential, commercial, plot, materials or unknown.' })
    .optional(),
  /** Status set to Booked between these India days, both inclusive (the dashboard's bookings card). */
  bookedFrom: dateFilter('Booked from date'),
  bookedTo: dateFilter('Booked to date'),
  sort: z.enum(LEAD_SORTS, { error: 'Sort the leads by created date, name, next follow-up or status.' }).optional(),
  /** Without an order, dates run newest first and names and statuses from the top (defaultLeadOrder). */
  order: z.enum(SORT_ORDERS, { error: 'Sort order is ascending or descending.' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type LeadQuery = z.input<typeof leadQuerySchema>;

/**
 * A lead as a list shows it: the lead, and when anything last happened to it and when it was last
 * contacted (a call's or follow-up's outcome, a visit done), for the list's optional columns.
 */
export const leadListRowSchema = leadSchema.extend({
  lastActivityAt: z.string().nullable(),
  lastContactedAt: z.string().nullable(),
});
export type LeadListRow = z.infer<typeof leadListRowSchema>;

export const leadListSchema = z.object({
  leads: z.array(leadListRowSchema),
  total: z.number(),
  /**
   * Past LEAD_COUNT_EXACT_UP_TO matching leads the total is the planner's estimate, not a count
   * (decision 096); the screen says "about". Absent means exact.
   */
  totalIsEstimate: z.boolean().optional(),
  page: z.number(),
  pages: z.number(),
  /** The business day (India) by the server's clock, so the screen marks overdue follow-ups without the browser's zone. */
  today: z.string(),
  /** A lead still new and assigned at or before this instant is idle (decision 054); the list marks it. */
  idleSince: z.string().optional(),
});
export type LeadList = z.infer<typeof leadListSchema>;

/** The idle flag of decision 054, as the lead list shows it: still new, with its assignee since the cutoff. */
export const isIdleLead = (lead: Pick<Lead, 'status' | 'assignedAt'>, idleSince: string | undefined): boolean =>
  lead.status === 'new' &&
  lead.assignedAt !== null &&
  idleSince !== undefined &&
  new Date(lead.assignedAt).getTime() <= new Date(idleSince).getTime();

/** The lead list counts exactly up to this many matches, and estimates beyond (decision 096). */
export const LEAD_COUNT_EXACT_UP_TO = 10_000;

export const binQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const LEAD_HISTORY_ACTIONS = [
  'created',
  'updated',
  'status_changed',
  'assigned',
  'moved_to_bin',
  'restored',
] as const;
export type LeadHistoryAction = (typeof LEAD_HISTORY_ACTIONS)[number];

export const leadHistoryRowSchema = historyRowSchema(LEAD_HISTORY_ACTIONS).extend({
  /** What was said when the status changed. */
  note: z.string().nullable(),
});
export type LeadHistoryRow = z.infer<typeof leadHistoryRowSchema>;
export const leadHistoryListSchema = z.object({ history: z.array(leadHistoryRowSchema) });

/** Pickers of the lead screens: sources, branches and the members a lead may be assigned to. */
export const leadOptionsSchema = z.object({
  sources: z.array(z.object({ _id: z.string(), name: z.string(), active: z.boolean() })),
  branches: z.array(z.object({ _id: z.string(), name: z.string() })),
  assignees: z.array(z.object({ _id: z.string(), name: z.string(), role: z.number() })),
  projects: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type LeadOptions = z.infer<typeof leadOptionsSchema>;
