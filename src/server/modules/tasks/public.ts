/**
 * What other modules may use of tasks (decision 051): the reports count tasks with the task list's
 * own overdue rule, so a report's overdue number and /MainTaskIndex?overdue=true always agree.
 */

export { openTask } from './service';
export { overdueAt } from './task-view';
