import { z } from 'zod';
import { TASK_PRIORITIES, TASK_STATUSES } from '../tasks/task-lists';
import { optionalRefSchema, optionalText, requiredText } from './common';
import { indiaDateTimeSchema, isoDateSchema } from './iso-date';

const statusSchema = z.enum(TASK_STATUSES, { error: 'Choose a status from the list.' });
const prioritySchema = z.enum(TASK_PRIORITIES, { error: 'Choose a priority from the list.' });

/** The India time a due date without a time stands for: the close of the office day. */
export const TASK_DEFAULT_DUE_TIME = '18:00';

/**
 * Due: a full ISO instant, or India time written without a zone — `yyyy-mm-ddThh:mm` from the
 * form's date and time fields, or a bare `yyyy-mm-dd` (taken as 18:00 India time) — so the
 * browser's or phone's zone never moves a task to another day.
 */
export const taskDueSchema = indiaDateTimeSchema('Due', TASK_DEFAULT_DUE_TIME);

const taskFields = {
  title: requiredText('Title', 200),
  description: optionalText('Description', 2000),
  /** Whom the task is for; left out (or empty) it is the person saving it. An id or the GET's `{ _id, name }`. */
  assignee: optionalRefSchema('Assignee'),
  dueAt: z
    .string({ error: 'Due date and time are required.' })
    .trim()
    .min(1, { error: 'Due date and time are required.' })
    .pipe(taskDueSchema),
  priority: prioritySchema.default('normal'),
  /** The lead the task is about, if any. */
  lead: optionalRefSchema('Lead'),
};

/** POST /api/task/create. */
export const taskCreateSchema = z.object({ ...taskFields, status: statusSchema.default('open') });
export type TaskCreateInput = z.input<typeof taskCreateSchema>;

/** PUT /api/task/update/:id — takes back the record getTaskById returned; a status left out stays. */
export const taskUpdateSchema = z.object({ ...taskFields, status: statusSchema.optional() });
export type TaskUpdateInput = z.input<typeof taskUpdateSchema>;

/** PUT /api/task/updateTaskStatus/:id — what an executive's phone sends to start or finish a task. */
export const taskStatusUpdateSchema = z.object({ status: statusSchema });
export type TaskStatusUpdate = z.input<typeof taskStatusUpdateSchema>;

/**
 * `Idempotency-Key` of a write: a phone that retries on a bad network sends the same key, and the
 * first answer is given again instead of doing the work twice.
 */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8, { error: 'Idempotency-Key must be 8 to 200 characters.' })
    .max(200, { error: 'Idempotency-Key must be 8 to 200 characters.' })
    .regex(/^[\x21-\x7e]+$/, { error: 'Idempotency-Key may use only visible ASCII characters.' })
    .optional(),
});

const ref = z.object({ _id: z.string(), name: z.string() });

export const taskSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: statusSchema,
  priority: prioritySchema,
  dueAt: z.string(),
  /** Due has passed (server clock) and the task is open or in progress. */
  overdue: z.boolean(),
  assignee: ref,
  /** Who gave the task to the assignee; null when they took it on themselves. */
  assignedBy: ref.nullable(),
  lead: ref.nullable(),
  createdBy: ref.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Task = z.infer<typeof taskSchema>;

export const TASK_VIEWS = ['mine', 'team'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];
export const TASK_SORTS = ['due', 'created'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

/** The filters shared by the task list and the counts that summarise it. */
const taskFilterFields = {
  /** `mine`: assigned to me. `team`: every task I may see (everyone's for an administrator). */
  view: z.enum(TASK_VIEWS, { error: 'View is "mine" or "team".' }).default('mine'),
  assignee: z.uuid({ error: 'Assignee is not valid.' }).optional(),
  priority: prioritySchema.optional(),
  /** Due dates, whole days in India time, both inclusive. */
  from: isoDateSchema('From date').optional(),
  to: isoDateSchema('To date').optional(),
  search: z.string().trim().max(200).optional(),
};

/** GET /api/task/getTasks. */
export const taskQuerySchema = z.object({
  ...taskFilterFields,
  status: statusSchema.optional(),
  overdue: z.stringbool({ error: 'Overdue is true or false.' }).optional(),
  sort: z.enum(TASK_SORTS, { error: 'Sort tasks by due date or created date.' }).default('due'),
  order: z.enum(['asc', 'desc'], { error: 'Sort order is ascending or descending.' }).default('asc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TaskQuery = z.input<typeof taskQuerySchema>;

/** GET /api/task/getStatusWiseCounts: the list's filters without status, overdue, sort and paging. */
export const taskCountsQuerySchema = z.object(taskFilterFields);
export type TaskCountsQuery = z.input<typeof taskCountsQuerySchema>;

/** GET /api/task/getAllMembersStatusCounts: always the team view, one row per member. */
export const memberCountsQuerySchema = taskCountsQuerySchema.omit({ view: true, assignee: true });

export const taskListSchema = z.object({
  tasks: z.array(taskSchema),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
  /** The server's clock, so a screen says how overdue a task is without the browser's clock. */
  now: z.string(),
});
export type TaskList = z.infer<typeof taskListSchema>;

const countsSchema = z.object({ open: z.number(), in_progress: z.number(), done: z.number(), cancelled: z.number() });

export const taskCountsSchema = z.object({ counts: countsSchema, overdue: z.number(), total: z.number() });
export type TaskCounts = z.infer<typeof taskCountsSchema>;

export const memberTaskCountsSchema = z.object({
  members: z.array(
    z.object({ memberId: z.string(), name: z.string(), counts: countsSchema, overdue: z.number(), total: z.number() }),
  ),
});
export type MemberTaskCounts = z.infer<typeof memberTaskCountsSchema>;

export const leadTasksSchema = z.object({ tasks: z.array(taskSchema), now: z.string() });
export type LeadTasks = z.infer<typeof leadTasksSchema>;

export const leadIdParamSchema = z.object({ leadId: z.uuid({ error: 'That lead id is not valid.' }) });

/** GET /api/task/getTaskFormOptions: the members the viewer may give a task to. */
export const taskOptionsSchema = z.object({
  assignees: z.array(z.object({ _id: z.string(), name: z.string(), role: z.number() })),
});
export type TaskOptions = z.infer<typeof taskOptionsSchema>;
