import { z } from 'zod';
import { LEAD_STATUSES } from '../leads/statuses';

/** Lead fields a column of an imported file can be mapped to. */
export const LEAD_IMPORT_FIELDS = [
  'name',
  'mobile',
  'alternateMobile',
  'email',
  'source',
  'branch',
  'assignedTo',
  'project',
  'requirement',
  'budget',
  'city',
  'status',
  'nextFollowUpAt',
  'notes',
  'createdAt',
] as const;
export type LeadImportField = (typeof LEAD_IMPORT_FIELDS)[number];

export const LEAD_IMPORT_FIELD_LABELS: Record<LeadImportField, string> = {
  name: 'Name',
  mobile: 'Mobile',
  alternateMobile: 'Alternate mobile',
  email: 'Email',
  source: 'Source',
  branch: 'Branch',
  assignedTo: 'Assigned to',
  project: 'Project',
  requirement: 'Requirement',
  budget: 'Budget',
  city: 'City',
  status: 'Status',
  nextFollowUpAt: 'Next follow-up',
  notes: 'Notes',
  createdAt: 'Created date',
};

export const LEAD_IMPORT_MAX_BYTES = 200 * 1024 * 1024;
/** How long after an import finishes it can still be undone. */
export const LEAD_IMPORT_UNDO_DAYS = 7;

const fieldSchema = z.enum(LEAD_IMPORT_FIELDS, { error: 'Choose a lead field from the list.' });

/** How the columns of a file map to lead fields; each field at most once and Mobile always. */
export const leadImportMappingSchema = z
  .object({
    columns: z
      .array(
        z.object({
          index: z.number().int().min(0),
          header: z.string().max(500),
          field: fieldSchema.nullable(),
        }),
        { error: 'The mapping must list the columns of the file.' },
      )
      .max(500, { error: 'A file may have at most 500 columns.' }),
    /** What happens to a column mapped to no field: its "Header: value" is added to the notes, or dropped. */
    unmapped: z.enum(['notes', 'ignore'], { error: 'Unmapped columns go to notes or are ignored.' }).default('ignore'),
    /** The sheet of an .xlsx file; the first one when left out. */
    sheet: z.string().max(200).optional(),
  })
  .superRefine((mapping, ctx) => {
    const seen = new Map<LeadImportField, string>();
    for (const column of mapping.columns) {
      if (!column.field) continue;
      const earlier = seen.get(column.field);
      if (earlier !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['columns'],
          message: `${LEAD_IMPORT_FIELD_LABELS[column.field]} is mapped twice ("${earlier}" and "${column.header}"). Map each field once.`,
        });
        return;
      }
      seen.set(column.field, column.header);
    }
    if (!seen.has('mobile')) ctx.addIssue({ code: 'custom', path: ['columns'], message: 'Map a column to Mobile.' });
  });
export type LeadImportMapping = z.infer<typeof leadImportMappingSchema>;
export type LeadImportMappingInput = z.input<typeof leadImportMappingSchema>;

export const LEAD_IMPORT_DUPLICATE_MODES = ['skip', 'fill_empty', 'overwrite'] as const;
export type LeadImportDuplicateMode = (typeof LEAD_IMPORT_DUPLICATE_MODES)[number];
export const LEAD_IMPORT_BINNED_MODES = ['restore', 'skip'] as const;
export const LEAD_IMPORT_ASSIGNMENTS = ['none', 'rules', 'round_robin'] as const;

const optionalId = (label: string) =>
  z
    .union([z.literal(''), z.null(), z.uuid({ error: `${label} is not valid.` })])
    .optional()
    .transform((v) => v || undefined);

/** Choices made before starting: what to do with duplicates, and defaults for rows without a value. */
export const leadImportOptionsSchema = z
  .object({
    duplicates: z
      .enum(LEAD_IMPORT_DUPLICATE_MODES, { error: 'Duplicates are skipped, fill empty fields or overwrite.' })
      .default('skip'),
    binned: z
      .enum(LEAD_IMPORT_BINNED_MODES, { error: 'Leads in the recycle bin are restored or skipped.' })
      .default('skip'),
    defaults: z
      .object({
        sourceId: optionalId('Default source'),
        branchId: optionalId('Default branch'),
        status: z
          .union([z.literal(''), z.null(), z.enum(LEAD_STATUSES, { error: 'Choose a default status from the list.' })])
          .optional()
          .transform((v) => v || undefined),
        assignedTo: optionalId('Default assignee'),
      })
      .default({ sourceId: undefined, branchId: undefined, status: undefined, assignedTo: undefined }),
    assignment: z
      .enum(LEAD_IMPORT_ASSIGNMENTS, { error: 'Assignment is none, the assignment rules or round-robin.' })
      .default('none'),
    roundRobinMemberIds: z
      .array(z.uuid({ error: 'A member id is not valid.' }))
      .max(500)
      .optional(),
    saveMappingAs: z
      .string()
      .trim()
      .max(100, { error: 'A mapping name must be at most 100 characters.' })
      .optional()
      .transform((v) => v || undefined),
  })
  .superRefine((options, ctx) => {
    if (options.assignment === 'round_robin' && !options.roundRobinMemberIds?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['roundRobinMemberIds'],
        message: 'Choose the members to share the leads among.',
      });
    }
  });
export type LeadImportOptions = z.infer<typeof leadImportOptionsSchema>;
export type LeadImportOptionsInput = z.input<typeof leadImportOptionsSchema>;

export const LEAD_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type LeadImportStatus = (typeof LEAD_IMPORT_STATUSES)[number];
export const LEAD_IMPORT_UNDO_STATES = ['available', 'running', 'done', 'expired', 'none'] as const;
export type LeadImportUndoState = (typeof LEAD_IMPORT_UNDO_STATES)[number];

const person = z.object({ _id: z.string(), name: z.string() }).nullable();

export const leadImportCountsSchema = z.object({
  read: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  restored: z.number().int(),
  skipped: z.number().int(),
  rejected: z.number().int(),
});
export type LeadImportCounts = z.infer<typeof leadImportCountsSchema>;

/** One import as GET /api/lead/imports/:id returns it. */
export const leadImportSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  fileSize: z.number(),
  fileKind: z.enum(['csv', 'xlsx']),
  sheet: z.string().nullable(),
  createdBy: person,
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  status: z.enum(LEAD_IMPORT_STATUSES),
  mapping: z.object({
    columns: z.array(z.object({ index: z.number(), header: z.string(), field: fieldSchema.nullable() })),
    unmapped: z.enum(['notes', 'ignore']),
    sheet: z.string().optional(),
  }),
  options: z.object({
    duplicates: z.enum(LEAD_IMPORT_DUPLICATE_MODES),
    binned: z.enum(LEAD_IMPORT_BINNED_MODES),
    defaults: z.object({
      sourceId: z.string().optional(),
      branchId: z.string().optional(),
      status: z.enum(LEAD_STATUSES).optional(),
      assignedTo: z.string().optional(),
    }),
    assignment: z.enum(LEAD_IMPORT_ASSIGNMENTS),
    roundRobinMemberIds: z.array(z.string()).optional(),
    saveMappingAs: z.string().optional(),
  }),
  counts: leadImportCountsSchema,
  /** Rows in the file: an estimate (from bytes read) while reading, exact once the file is read. */
  totalRows: z.number().nullable(),
  rowsPerSecond: z.number().nullable(),
  etaSeconds: z.number().nullable(),
  durationSeconds: z.number().nullable(),
  jobId: z.string().nullable(),
  error: z.string().nullable(),
  undo: z.object({
    state: z.enum(LEAD_IMPORT_UNDO_STATES),
    until: z.string().nullable(),
    undoneAt: z.string().nullable(),
    undoneBy: person,
    jobId: z.string().nullable(),
  }),
});
export type LeadImport = z.infer<typeof leadImportSchema>;

export const leadImportListSchema = z.object({
  imports: z.array(leadImportSchema),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});
export type LeadImportList = z.infer<typeof leadImportListSchema>;

export const leadImportListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const savedLeadImportMappingSchema = z.object({
  _id: z.string(),
  name: z.string(),
  mapping: leadImportSchema.shape.mapping,
  createdAt: z.string(),
});
export type SavedLeadImportMapping = z.infer<typeof savedLeadImportMappingSchema>;
export const savedLeadImportMappingListSchema = z.object({ mappings: z.array(savedLeadImportMappingSchema) });

/** What the screen shows after an upload: the sheets, the headers, 20 rows and the suggested mapping. */
export const importPreviewSchema = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  fileSize: z.number(),
  fileKind: z.enum(['csv', 'xlsx']),
  sheets: z.array(z.string()),
  sheet: z.string().nullable(),
  delimiter: z.string().nullable(),
  encoding: z.enum(['utf-8', 'windows-1252']).nullable(),
  headers: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  suggested: z.array(fieldSchema.nullable()),
  savedMappings: z.array(savedLeadImportMappingSchema.pick({ _id: true, name: true, mapping: true })),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importPreviewQuerySchema = z.object({ sheet: z.string().max(200).optional() });
export const uploadIdParamSchema = z.object({ uploadId: z.uuid({ error: 'That upload id is not valid.' }) });

export const leadImportStartedSchema = z.object({ importId: z.string(), jobId: z.string() });
export const leadImportUndoStartedSchema = z.object({ jobId: z.string() });

/** DELETE /api/lead/deleteAllLeads: the count the screen showed, typed back by the administrator. */
export const deleteAllLeadsSchema = z.object({
  count: z.coerce
    .number({ error: 'Type the number of leads to delete.' })
    .int({ error: 'Type the number of leads to delete.' })
    .min(0, { error: 'Type the number of leads to delete.' }),
});
export const deleteAllLeadsResultSchema = z.object({ deleted: z.number() });
