/** A task's life (decision 051). Stored as these keys with a check constraint; shown by label. */
export const TASK_STATUSES = ['open', 'in_progress', 'done', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Still to be done: the statuses that can be overdue. */
export const TASK_OPEN_STATUSES = ['open', 'in_progress'] as const satisfies readonly TaskStatus[];

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  done: 'Done',
  cancelled: 'Cancelled',
};

export const TASK_STATUS_COLORS: Record<TaskStatus, string> = {
  open: 'blue',
  in_progress: 'orange',
  done: 'green',
  cancelled: 'gray',
};

export const TASK_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};

export const TASK_PRIORITY_COLORS: Record<TaskPriority, string> = {
  low: 'gray',
  normal: 'blue',
  high: 'orange',
  urgent: 'red',
};

/** A count per status, every status present (0 when none). */
export type TaskStatusCounts = Record<TaskStatus, number>;

export const emptyTaskCounts = (): TaskStatusCounts => ({ open: 0, in_progress: 0, done: 0, cancelled: 0 });

/**
 * "2 days overdue", "3 hours overdue": how long ago a due moment passed, measured against the
 * server's clock (the list carries it), never the browser's.
 */
export function overdueBy(dueAt: string | Date, now: string | Date): string {
  const minutes = Math.max(0, Math.floor((new Date(now).getTime() - new Date(dueAt).getTime()) / 60_000));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} overdue`;
  if (minutes < 60) return plural(Math.max(1, minutes), 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}
