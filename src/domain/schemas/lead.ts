import { z } from 'zod';
import { LEAD_STATUSES } from '../leads/statuses';
import { emailSchema, mobileSchema, optionalText, requiredText } from './common';
import { isoDateSchema, nullableText, rupeesSchema } from './entity-payment';
import { historyRowSchema } from './history';

const statusSchema = z.enum(LEAD_STATUSES, { error: 'Choose a status from the list.' });

const optionalId = (label: string) =>
  z
    .union([z.literal(''), z.uuid({ error: `${label} is not valid.` })])
    .optional()
    .nullable()
    .transform((v) => v || undefined);

const optionalMobile = z
  .union([z.literal(''), mobileSchema])
  .optional()
  .nullable()
  .transform((v) => v || undefined);

const optionalEmail = z
  .union([z.literal(''), emailSchema])
  .optional()
  .nullable()
  .transform((v) => v || undefined);

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
  alternateMobile: optionalMobile,
  email: optionalEmail,
  sourceId: optionalId('Source'),
  branchId: optionalId('Branch'),
  assignedTo: optionalId('Assigned to'),
  project: nullableText('Project', 150),
  budget: rupeesSchema('Budget')
    .optional()
    .nullable()
    .transform((v) => v ?? undefined),
  requirement: nullableText('Requirement', 100),
  city: nullableText('City', 100),
  notes: nullableText('Notes', 2000),
  nextFollowUpAt: followUpSchema,
};

/** POST /api/lead/create. */
export const leadCreateSchema = z.object({ ...leadFields, status: statusSchema.default('new') });
export type LeadCreateInput = z.input<typeof leadCreateSchema>;

/** PUT /api/lead/update/:id — the status has its own endpoint (with a note), so it is not edited here. */
export const leadUpdateSchema = z.object(leadFields);
export type LeadUpdateInput = z.input<typeof leadUpdateSchema>;

export const leadStatusUpdateSchema = z.object({
  status: statusSchema,
  note: optionalText('Note', 1000),
});
export type LeadStatusUpdate = z.input<typeof leadStatusUpdateSchema>;

const leadIdsSchema = z
  .array(z.uuid({ error: 'A lead id is not valid.' }), { error: 'Choose at least one lead.' })
  .min(1, { error: 'Choose at least one lead.' })
  .max(500, { error: 'Choose at most 500 leads at a time.' });

export const leadAssignSchema = z.object({
  leadIds: leadIdsSchema,
  assignedTo: z.uuid({ error: 'Choose a team member to assign to.' }),
});
export type LeadAssignInput = z.input<typeof leadAssignSchema>;

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
  status: statusSchema,
  project: z.string().nullable(),
  /** Rupees. */
  budget: z.number().nullable(),
  requirement: z.string().nullable(),
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

/** GET /api/lead/getLeads and exportLeadsCSV; created dates are whole days in India time, both inclusive. */
export const leadQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: statusSchema.optional(),
  sourceId: z.uuid({ error: 'Source is not valid.' }).optional(),
  /** A member's id, or 'unassigned'. */
  assignedTo: z.union([z.literal('unassigned'), z.uuid({ error: 'Assigned to is not valid.' })]).optional(),
  branchId: z.uuid({ error: 'Branch is not valid.' }).optional(),
  from: dateFilter('From date'),
  to: dateFilter('To date'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type LeadQuery = z.input<typeof leadQuerySchema>;

export const leadListSchema = z.object({
  leads: z.array(leadSchema),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});
export type LeadList = z.infer<typeof leadListSchema>;

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
});
export type LeadOptions = z.infer<typeof leadOptionsSchema>;
