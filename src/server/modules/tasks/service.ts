import { and, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { pageCount } from '../../../domain/paging';
import { can } from '../../../domain/permissions';
import type {
  MemberTaskCounts,
  Task,
  TaskCounts,
  TaskList,
  TaskOptions,
  taskCountsQuerySchema,
  taskCreateSchema,
  taskQuerySchema,
  taskUpdateSchema,
} from '../../../domain/schemas/task';
import { emptyTaskCounts, type TaskStatus } from '../../../domain/tasks/task-lists';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { leads } from '../../db/schema/leads';
import { tasks } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { badRequest, notFound } from '../../lib/app-error';
import { fingerprint, onceByKey } from '../../lib/idempotency';
import { scopeOf } from '../lead-records/public';
import {
  assignableMembers,
  overdueAt,
  selectTasks,
  type TaskFilters,
  taskOrder,
  taskScope,
  taskWhere,
  toTask,
  type Viewer,
} from './task-view';

type CreateValues = z.output<typeof taskCreateSchema>;
type UpdateValues = z.output<typeof taskUpdateSchema>;
type Deps = Pick<AppContext, 'db' | 'clock'>;

export const taskMissing = () => notFound('That task does not exist.', 'TASK_NOT_FOUND');

/** The person a task goes to: one the viewer may give tasks to, or a 400 on the field. */
async function checkAssignee(tx: DbOrTx, viewer: Viewer, id: string) {
  const members = await assignableMembers(tx, viewer);
  if (members.some((m) => m._id === id)) return;
  const message = can(viewer.role, 'tasks.all')
    ? 'Tasks can be given only to an active team member with a role.'
    : 'Tasks can be given only to yourself or an active member of your team.';
  throw badRequest(message, { assignee: message }, 'ASSIGNEE_NOT_ALLOWED');
}

/** A live lead the viewer may see (decision 156): a manager's task cannot name another branch's lead. */
async function checkLead(tx: DbOrTx, viewer: Viewer, id: string) {
  const [lead] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, id), isNull(leads.deletedAt), scopeOf(viewer)));
  if (!lead) {
    const message = 'That lead does not exist or is in the recycle bin.';
    throw badRequest(message, { lead: message }, 'LEAD_NOT_FOUND');
  }
}

/** The task, if the viewer may see it; anyone else's is a 404, as if it did not exist. */
export async function getTask(deps: Deps, viewer: Viewer, id: string): Promise<Task> {
  const [row] = await selectTasks(deps.db).where(and(eq(tasks.id, id), taskScope(viewer)));
  if (!row) throw taskMissing();
  return toTask(row, deps.clock());
}

/** Done records when; leaving done clears it. */
const completedAtFor = (status: TaskStatus, current: { status: string; completedAt: Date | null } | null, now: Date) =>
  status === 'done' ? (current?.status === 'done' ? current.completedAt : now) : null;

export async function createTask(
  deps: AppContext,
  input: CreateValues,
  viewer: Viewer,
  key?: string,
): Promise<{ task: Task; replayed: boolean }> {
  const now = deps.clock();
  const assigneeId = input.assignee ?? viewer.id;
  const { resultId: taskId, replayed } = await deps.db.transaction((tx) =>
    onceByKey(tx, { userId: viewer.id, key, request: fingerprint('create', input), now }, async () => {
      await checkAssignee(tx, viewer, assigneeId);
      if (input.lead) await checkLead(tx, viewer, input.lead);
      const [row] = await tx
        .insert(tasks)
        .values({
          title: input.title,
          description: input.description ?? null,
          assigneeId,
          assignedBy: assigneeId === viewer.id ? null : viewer.id,
          dueAt: input.dueAt,
          priority: input.priority,
          status: input.status,
          leadId: input.lead ?? null,
          createdBy: viewer.id,
          createdAt: now,
          updatedAt: now,
          completedAt: completedAtFor(input.status, null, now),
        })
        .returning({ id: tasks.id });
      return row!.id;
    }),
  );
  return { task: await getTask(deps, viewer, taskId), replayed };
}

async function lockTask(tx: DbOrTx, viewer: Viewer, id: string) {
  const [row] = await tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), taskScope(viewer)))
    .for('update');
  if (!row) throw taskMissing();
  return row;
}

export async function updateTask(deps: AppContext, id: string, input: UpdateValues, viewer: Viewer): Promise<Task> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const current = await lockTask(tx, viewer, id);
    const assigneeId = input.assignee ?? current.assigneeId;
    const reassigned = assigneeId !== current.assigneeId;
    if (reassigned) await checkAssignee(tx, viewer, assigneeId);
    const leadId = input.lead ?? null;
    if (leadId && leadId !== current.leadId) await checkLead(tx, viewer, leadId);
    const status = input.status ?? (current.status as TaskStatus);
    await tx
      .update(tasks)
      .set({
        title: input.title,
        description: input.description ?? null,
        assigneeId,
        // A new assignee records who handed it over; an unchanged one keeps its first record.
        assignedBy: reassigned ? (assigneeId === viewer.id ? null : viewer.id) : current.assignedBy,
        dueAt: input.dueAt,
        priority: input.priority,
        status,
        leadId,
        updatedAt: now,
        completedAt: completedAtFor(status, current, now),
      })
      .where(eq(tasks.id, id));
  });
  return getTask(deps, viewer, id);
}

export async function updateTaskStatus(
  deps: AppContext,
  id: string,
  status: TaskStatus,
  viewer: Viewer,
  key?: string,
): Promise<{ task: Task; replayed: boolean }> {
  const now = deps.clock();
  const { resultId: taskId, replayed } = await deps.db.transaction((tx) =>
    onceByKey(tx, { userId: viewer.id, key, request: fingerprint(`status:${id}`, status), now }, async () => {
      const current = await lockTask(tx, viewer, id);
      if (current.status !== status) {
        await tx
          .update(tasks)
          .set({ status, updatedAt: now, completedAt: completedAtFor(status, current, now) })
          .where(eq(tasks.id, id));
      }
      return id;
    }),
  );
  return { task: await getTask(deps, viewer, taskId), replayed };
}

export async function deleteTask(deps: AppContext, id: string, viewer: Viewer) {
  return deps.db.transaction(async (tx) => {
    const current = await lockTask(tx, viewer, id);
    await tx.delete(tasks).where(eq(tasks.id, id));
    return { message: `Task "${current.title}" was deleted.` };
  });
}

export async function listTasks(
  deps: Deps,
  viewer: Viewer,
  query: z.output<typeof taskQuerySchema>,
): Promise<TaskList> {
  const now = deps.clock();
  const where = taskWhere(viewer, query, now);
  const [rows, [total]] = await Promise.all([
    selectTasks(deps.db)
      .where(where)
      .orderBy(...taskOrder(query.sort, query.order))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(tasks).where(where),
  ]);
  const n = Number(total?.n ?? 0);
  return {
    tasks: rows.map((r) => toTask(r, now)),
    total: n,
    page: query.page,
    pages: pageCount(n, query.pageSize),
    now: now.toISOString(),
  };
}

/** Per status (and per assignee), with how many of them are overdue; one grouped query. */
async function groupedCounts(deps: Deps, where: SQL | undefined, now: Date) {
  const rows = await deps.db
    .select({
      assigneeId: tasks.assigneeId,
      status: tasks.status,
      n: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${overdueAt(now)}))::int`,
    })
    .from(tasks)
    .where(where)
    .groupBy(tasks.assigneeId, tasks.status);
  return rows.map((r) => ({ ...r, n: Number(r.n), overdue: Number(r.overdue) }));
}

function summarise(rows: { status: string; n: number; overdue: number }[]): TaskCounts {
  const counts = emptyTaskCounts();
  let overdue = 0;
  for (const row of rows) {
    counts[row.status as TaskStatus] += row.n;
    overdue += row.overdue;
  }
  return { counts, overdue, total: Object.values(counts).reduce((a, b) => a + b, 0) };
}

/** getStatusWiseCounts: the list's filters, without status, overdue and paging. */
export async function statusCounts(
  deps: Deps,
  viewer: Viewer,
  query: z.output<typeof taskCountsQuerySchema>,
): Promise<TaskCounts> {
  const now = deps.clock();
  return summarise(await groupedCounts(deps, taskWhere(viewer, query, now), now));
}

/**
 * getAllMembersStatusCounts: every active member of the viewer's team (with nothing to do too),
 * and anyone else who holds tasks the viewer can see (a deactivated member's leftovers).
 */
export async function memberCounts(
  deps: Deps,
  viewer: Viewer,
  query: Omit<TaskFilters, 'view' | 'assignee' | 'status' | 'overdue'>,
): Promise<MemberTaskCounts> {
  const now = deps.clock();
  const [rows, members, holders] = await Promise.all([
    groupedCounts(deps, taskWhere(viewer, { ...query, view: 'team' }, now), now),
    assignableMembers(deps.db, viewer),
    deps.db.select({ id: tasks.assigneeId }).from(tasks).where(taskScope(viewer)).groupBy(tasks.assigneeId),
  ]);
  const names = new Map(members.map((m) => [m._id, m.name]));
  const missing = holders.map((h) => h.id).filter((id) => !names.has(id));
  if (missing.length > 0) {
    for (const u of await deps.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, missing)))
      names.set(u.id, u.name);
  }
  return {
    members: [...names]
      .map(([memberId, name]) => ({ memberId, name, ...summarise(rows.filter((r) => r.assigneeId === memberId)) }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-IN')),
  };
}

/**
 * getTasksByLeadId: the lead's tasks the viewer may see, by due date. A lead that does not exist is
 * a 404; so is, for someone who sees only their own tasks, a lead that is neither theirs nor on any
 * of their tasks.
 */
export async function leadTasks(deps: Deps, viewer: Viewer, leadId: string) {
  const now = deps.clock();
  const rows = await selectTasks(deps.db)
    .where(and(eq(tasks.leadId, leadId), taskScope(viewer)))
    .orderBy(...taskOrder('due', 'asc'));
  if (rows.length === 0) {
    const [lead] = await deps.db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.id, leadId), scopeOf(viewer)));
    if (!lead) {
      throw notFound('That lead does not exist.', 'LEAD_NOT_FOUND');
    }
  }
  return { tasks: rows.map((r) => toTask(r, now)), now: now.toISOString() };
}

export async function taskOptions(db: DbOrTx, viewer: Viewer): Promise<TaskOptions> {
  const members = await assignableMembers(db, viewer);
  return { assignees: members.map((m) => ({ ...m, role: m.role ?? 2 })) };
}

/**
 * A task another module opens for someone in its own transaction (a bounced cheque asks the
 * booking's owner to collect again, decision 198): no assignee check, as nobody chose the person.
 */
export async function openTask(
  tx: DbOrTx,
  input: {
    title: string;
    description?: string | null;
    assigneeId: string;
    leadId?: string | null;
    dueAt: Date;
    priority?: 'low' | 'normal' | 'high' | 'urgent';
    by: string;
    now: Date;
  },
): Promise<string> {
  const [row] = await tx
    .insert(tasks)
    .values({
      title: input.title,
      description: input.description ?? null,
      assigneeId: input.assigneeId,
      assignedBy: input.assigneeId === input.by ? null : input.by,
      dueAt: input.dueAt,
      priority: input.priority ?? 'high',
      status: 'open',
      leadId: input.leadId ?? null,
      createdBy: input.by,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: tasks.id });
  return row!.id;
}
