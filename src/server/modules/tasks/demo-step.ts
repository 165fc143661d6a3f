import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { istDate } from '../../../domain/india-date';
import { taskCreateSchema } from '../../../domain/schemas/task';
import { TASK_STATUSES } from '../../../domain/tasks/task-lists';
import type { AppContext } from '../../context';
import { leads } from '../../db/schema/leads';
import { users } from '../../db/schema/users';
import { createTask, updateTaskStatus } from './service';

const TITLES = [
  'Send the cost sheet on WhatsApp',
  'Call back about the home loan',
  'Book a site visit for Saturday',
  'Collect the token cheque',
  'Share the floor plan of wing B',
  'Confirm the booking amount with accounts',
  'Follow up on the allotment letter',
  'Arrange pickup for the site visit',
  'Update the brochure stock at the site office',
  'Check the agreement draft with the lawyer',
];
const TIMES = ['10:00', '11:30', '13:00', '15:30', '17:00', '18:30'];
const PRIORITIES = ['normal', 'high', 'normal', 'low', 'urgent', 'normal'] as const;

/**
 * About thirty tasks given out by the first administrator over the past ten days and the coming
 * ten, in India time from the injected clock: some overdue, some done, some about leads.
 */
export async function seedDemoTasks(ctx: AppContext, actor: { id: string; name: string }) {
  const { db, clock } = ctx;
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.status, 'active'), isNotNull(users.role)));
  const leadRows = await db.select({ id: leads.id }).from(leads).where(isNull(leads.deletedAt)).limit(20);
  const viewer = { ...actor, role: 0 as const, branchId: null };
  const now = clock();
  const today = istDate(now);
  for (let i = 0; i < 30; i++) {
    const dayOffset = (i % 21) - 10;
    const day = istDate(new Date(Date.parse(`${today}T12:00:00+05:30`) + dayOffset * 86_400_000));
    const createdAt = new Date(now.getTime() - (12 - (i % 5)) * 86_400_000);
    const input = taskCreateSchema.parse({
      title: TITLES[i % TITLES.length],
      description: i % 3 === 0 ? 'Asked for by the buyer on the last call.' : undefined,
      assignee: people[i % people.length]?.id,
      dueAt: `${day}T${TIMES[i % TIMES.length]}`,
      priority: PRIORITIES[i % PRIORITIES.length],
      lead: i % 2 === 0 ? leadRows[i % Math.max(1, leadRows.length)]?.id : undefined,
    });
    const { task } = await createTask({ ...ctx, clock: () => createdAt }, input, viewer);
    // Most past tasks are finished; the rest stay open and show as overdue.
    const status = dayOffset < 0 && i % 3 !== 0 ? 'done' : TASK_STATUSES[i % 3 === 1 ? 1 : 0];
    if (status !== 'open') {
      const at = new Date(Math.min(now.getTime(), Date.parse(task.dueAt) - 3_600_000));
      await updateTaskStatus({ ...ctx, clock: () => at }, task._id, status, viewer);
    }
  }
}
