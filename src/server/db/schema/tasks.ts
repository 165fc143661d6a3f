import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TASK_OPEN_STATUSES, TASK_PRIORITIES, TASK_STATUSES } from '../../../domain/tasks/task-lists';
import { oneOf, sqlList } from '../sql-list';
import { leads } from './leads';
import { users } from './users';

/** Work handed to a member, optionally about a lead (MainTaskIndex, decision 051). */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    /** RESTRICT: a member with tasks is deactivated, not deleted (the API answers 409). */
    assigneeId: uuid('assignee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Who gave it to the assignee; null when they took it on themselves. */
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    priority: text('priority').notNull().default('normal'),
    status: text('status').notNull().default('open'),
    /** SET NULL: purging a lead keeps the work someone was asked to do, without the link. */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    // My tasks and one member's tasks by due date; the per-member counts group by assignee.
    index('tasks_assignee_due_idx').on(t.assigneeId, t.dueAt, t.id),
    // Team and everyone's lists by due date, and status filters.
    index('tasks_due_idx').on(t.dueAt, t.id),
    index('tasks_status_due_idx').on(t.status, t.dueAt),
    // Overdue = due passed and still open: only the open tasks are in this index.
    index('tasks_open_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} in (${sqlList(TASK_OPEN_STATUSES)})`),
    index('tasks_lead_idx').on(t.leadId),
    index('tasks_created_by_idx').on(t.createdBy),
    index('tasks_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    check('tasks_status_check', oneOf(t.status, TASK_STATUSES)),
    check('tasks_priority_check', oneOf(t.priority, TASK_PRIORITIES)),
  ],
);
