import { z } from 'zod';
import { exportFormatSchema, reportMetaSchema, reportPeriodFields, withPeriodRules } from './report';

/** GET /api/report/task: tasks due in the period, by assignee and status. */
export const taskReportQuerySchema = withPeriodRules(z.object(reportPeriodFields));
export type TaskReportQuery = z.input<typeof taskReportQuerySchema>;

export const taskReportExportQuerySchema = withPeriodRules(
  z.object({ ...reportPeriodFields, format: exportFormatSchema }),
);

const figures = {
  open: z.number(),
  in_progress: z.number(),
  done: z.number(),
  cancelled: z.number(),
  /** Due has passed (now) and still open or in progress: the task list's own overdue rule. */
  overdue: z.number(),
  total: z.number(),
};

export const taskReportSchema = z.object({
  meta: reportMetaSchema,
  /** Every active member with a role, and anyone else who holds a task due in the period. */
  members: z.array(z.object({ memberId: z.string(), name: z.string(), active: z.boolean(), ...figures })),
  totals: z.object(figures),
});
export type TaskReport = z.infer<typeof taskReportSchema>;
export type TaskReportMember = TaskReport['members'][number];
