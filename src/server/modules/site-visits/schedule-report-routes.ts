import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  scheduleReportExportQuerySchema,
  scheduleReportQuerySchema,
  scheduleReportSchema,
} from '../../../domain/schemas/schedule-report';
import type { AppContext } from '../../context';
import { requires } from '../../plugins/access';
import { sendReportTable } from '../reports/public';
import { scheduleReport, scheduleReportTable } from './schedule-report';

const periodNote =
  '`period` is today, 7d, 30d, month, fy or custom (with `from` and `to`, yyyy-mm-dd); India days, inclusive.';

/** The Schedules report: administrators only (reports.view), as every report. */
export async function scheduleReportRoutes(app: FastifyInstance, deps: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['site visits', 'reports'];
  const config = requires('reports.view');
  typed.get(
    '/getScheduleReport',
    {
      config,
      schema: {
        tags,
        description: `Site visits of the period per India day: still scheduled, done, no-show, cancelled, with totals. ${periodNote} \`assignedTo\`: one member's leads.`,
        querystring: scheduleReportQuerySchema,
        response: { 200: scheduleReportSchema },
      },
    },
    async (request) => scheduleReport(deps, request.query),
  );
  typed.get(
    '/getScheduleReport/export',
    {
      config,
      schema: {
        tags,
        description: `The same summary as a CSV or Excel file (\`format\`). ${periodNote}`,
        querystring: scheduleReportExportQuerySchema,
      },
    },
    async (request, reply) =>
      sendReportTable(reply, scheduleReportTable(await scheduleReport(deps, request.query)), request.query.format),
  );
}
