import { and, count, eq, gte, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TaskReport, TaskReportMember, taskReportQuerySchema } from '../../../domain/schemas/task-report';
import { TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '../../../domain/tasks/task-lists';
import type { AppContext } from '../../context';
import { tasks } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { overdueAt } from '../tasks/public';
import { periodOfQuery, reportMeta } from './report-period';
import type { ReportTable } from './table-export';

type Deps = Pick<AppContext, 'db' | 'clock'>;
type Figures = Omit<TaskReportMember, 'memberId' | 'name' | 'active'>;

const empty = (): Figures => ({ open: 0, in_progress: 0, done: 0, cancelled: 0, overdue: 0, total: 0 });

/**
 * Tasks due in the period (India days), by assignee and status, with how many are overdue now
 * (the task list's own rule, from the tasks module). One grouped query, read by tasks_due_idx.
 */
export async function taskReport(deps: Deps, query: z.output<typeof taskReportQuerySchema>): Promise<TaskReport> {
  const now = deps.clock();
  const period = periodOfQuery(query, now);
  const [cells, members] = await Promise.all([
    deps.db
      .select({
        assigneeId: tasks.assigneeId,
        status: tasks.status,
        n: count(),
        overdue: sql<number>`(count(*) filter (where ${overdueAt(now)}))::int`,
      })
      .from(tasks)
      .where(and(gte(tasks.dueAt, period.start), lt(tasks.dueAt, period.end)))
      .groupBy(tasks.assigneeId, tasks.status),
    // Everyone who could hold a task, so a member with nothing due shows as 0s, not missing.
    deps.db
      .select({ id: users.id, name: users.name, active: sql<boolean>`${users.status} = 'active'` })
      .from(users)
      .where(
        or(
          and(eq(users.status, 'active'), isNotNull(users.role)),
          sql`${users.id} in (select ${tasks.assigneeId} from ${tasks} where ${tasks.dueAt} >= ${period.start.toISOString()}::timestamptz and ${tasks.dueAt} < ${period.end.toISOString()}::timestamptz)`,
        ),
      ),
  ]);
  const byMember = new Map<string, Figures>();
  const totals = empty();
  for (const cell of cells) {
    const n = Number(cell.n);
    const overdue = Number(cell.overdue);
    const figures = byMember.get(cell.assigneeId) ?? empty();
    figures[cell.status as TaskStatus] += n;
    figures.overdue += overdue;
    figures.total += n;
    byMember.set(cell.assigneeId, figures);
    totals[cell.status as TaskStatus] += n;
    totals.overdue += overdue;
    totals.total += n;
  }
  return {
    meta: reportMeta(period, now),
    members: members
      .map((m) => ({ memberId: m.id, name: m.name, active: Boolean(m.active), ...(byMember.get(m.id) ?? empty()) }))
      // Most overdue first, then most work, then by name.
      .sort((a, b) => b.overdue - a.overdue || b.total - a.total || a.name.localeCompare(b.name)),
    totals,
  };
}

export function taskReportTable(report: TaskReport): ReportTable {
  const cells = (f: Figures) => [...TASK_STATUSES.map((s) => f[s]), f.overdue, f.total];
  return {
    title: 'Task report',
    meta: report.meta,
    columns: ['Member', ...TASK_STATUSES.map((s) => TASK_STATUS_LABELS[s]), 'Overdue', 'Total'],
    rows: report.members.map((m) => [m.active ? m.name : `${m.name} (deactivated)`, ...cells(m)]),
    totals: ['Total', ...cells(report.totals)],
  };
}
