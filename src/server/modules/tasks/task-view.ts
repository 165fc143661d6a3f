import { and, asc, desc, eq, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { indiaDayRange } from '../../../domain/india-date';
import { can } from '../../../domain/permissions';
import type { Role } from '../../../domain/roles';
import type { Task, TaskSort, TaskView } from '../../../domain/schemas/task';
import { TASK_OPEN_STATUSES, type TaskPriority, type TaskStatus } from '../../../domain/tasks/task-lists';
import type { DbOrTx } from '../../db/database';
import { leads } from '../../db/schema/leads';
import { tasks } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { likePattern } from '../../lib/like-pattern';
import { scopeMemberIds } from '../lead-records/public';

/** Who is asking, with the branch that decides a manager's team (decision 051). */
export interface Viewer {
  id: string;
  name: string;
  role: Role | null;
  branchId: string | null;
}

/**
 * The members whose tasks a viewer may see and whom they may give tasks to: everyone for an
 * administrator (tasks.all); for a manager (tasks.view) the members of their lead scope (decision
 * 156: themselves, the people who report to them and the people of their branches, which an
 * administrator may widen); for anyone else themselves only.
 */
export function teamOf(viewer: Viewer): SQL | undefined {
  if (can(viewer.role, 'tasks.all')) return undefined;
  if (!can(viewer.role, 'tasks.view')) return eq(users.id, viewer.id);
  return sql`${users.id} in (${scopeMemberIds(viewer.id)})`;
}

/**
 * The tasks a viewer may see at all. A manager also keeps the tasks they created, so work they
 * handed out stays in sight if its assignee later moves to another branch.
 */
export function taskScope(viewer: Viewer): SQL | undefined {
  if (can(viewer.role, 'tasks.all')) return undefined;
  if (!can(viewer.role, 'tasks.view')) return eq(tasks.assigneeId, viewer.id);
  return or(
    eq(tasks.createdBy, viewer.id),
    sql`${tasks.assigneeId} in (select ${users.id} from ${users} where ${teamOf(viewer)})`,
  );
}

/** Due has passed by the server's clock and the task is still to be done. */
export const overdueAt = (now: Date): SQL =>
  and(lt(tasks.dueAt, now), inArray(tasks.status, [...TASK_OPEN_STATUSES])) as SQL;

export interface TaskFilters {
  view: TaskView;
  assignee?: string | undefined;
  priority?: TaskPriority | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
  status?: TaskStatus | undefined;
  overdue?: boolean | undefined;
}

/** WHERE of the task list and of the counts that summarise it, so the two always agree. */
export function taskWhere(viewer: Viewer, filters: TaskFilters, now: Date): SQL | undefined {
  const parts: (SQL | undefined)[] = [taskScope(viewer)];
  if (filters.view === 'mine') parts.push(eq(tasks.assigneeId, viewer.id));
  if (filters.assignee) parts.push(eq(tasks.assigneeId, filters.assignee));
  if (filters.priority) parts.push(eq(tasks.priority, filters.priority));
  if (filters.status) parts.push(eq(tasks.status, filters.status));
  if (filters.overdue === true) parts.push(overdueAt(now));
  if (filters.overdue === false) parts.push(sql`not (${overdueAt(now)})`);
  if (filters.search) parts.push(sql`${tasks.title} ilike ${likePattern(filters.search)}`);
  const { start, end } = indiaDayRange(filters.from, filters.to);
  if (start) parts.push(sql`${tasks.dueAt} >= ${start.toISOString()}`);
  if (end) parts.push(sql`${tasks.dueAt} < ${end.toISOString()}`);
  return and(...parts);
}

/** Ends with id in the same direction, so pages never repeat or skip a task among equal dates. */
export function taskOrder(sort: TaskSort, order: 'asc' | 'desc'): SQL[] {
  const dir = order === 'asc' ? asc : desc;
  return sort === 'created' ? [dir(tasks.createdAt), dir(tasks.id)] : [dir(tasks.dueAt), dir(tasks.id)];
}

const assignee = alias(users, 'assignee');
const assigner = alias(users, 'assigner');
const creator = alias(users, 'creator');

/** A task with the names of its assignee, assigner, creator and lead. */
export function selectTasks(db: DbOrTx) {
  return db
    .select({
      task: tasks,
      assigneeName: assignee.name,
      assignerName: assigner.name,
      creatorName: creator.name,
      leadName: leads.name,
    })
    .from(tasks)
    .innerJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .leftJoin(assigner, eq(assigner.id, tasks.assignedBy))
    .leftJoin(creator, eq(creator.id, tasks.createdBy))
    .leftJoin(leads, eq(leads.id, tasks.leadId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectTasks>['execute']>>[number];

const ref = (id: string | null, name: string | null) => (id && name !== null ? { _id: id, name } : null);
const isOpen = (status: string) => (TASK_OPEN_STATUSES as readonly string[]).includes(status);

export function toTask({ task, assigneeName, assignerName, creatorName, leadName }: Joined, now: Date): Task {
  return {
    _id: task.id,
    title: task.title,
    description: task.description,
    status: task.status as TaskStatus,
    priority: task.priority as TaskPriority,
    dueAt: task.dueAt.toISOString(),
    overdue: isOpen(task.status) && task.dueAt.getTime() < now.getTime(),
    assignee: { _id: task.assigneeId, name: assigneeName },
    assignedBy: ref(task.assignedBy, assignerName),
    lead: ref(task.leadId, leadName),
    createdBy: ref(task.createdBy, creatorName),
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
    completedAt: task.completedAt?.toISOString() ?? null,
  };
}

/** Active members with a role in the viewer's team: whom they may give a task to. */
export function assignableMembers(db: DbOrTx, viewer: Viewer) {
  return db
    .select({ _id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(eq(users.status, 'active'), isNotNull(users.role), teamOf(viewer)))
    .orderBy(asc(users.name));
}
