import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  followUpSummaryExportQuerySchema,
  followUpSummaryQuerySchema,
  followUpSummarySchema,
} from '../../../domain/schemas/follow-up-summary';
import type { AppContext } from '../../context';
import { requires } from '../../plugins/access';
import { sendReportTable } from '../reports/public';
import { followUpSummary, followUpSummaryTable } from './follow-up-summary';

const periodNote =
  '`period` is today, 7d, 30d, month, fy or custom (with `from` and `to`, yyyy-mm-dd); India due days, inclusive.';

/** The Follow-up report's summary: administrators only (reports.view), as every report. */
export async function followUpSummaryRoutes(app: FastifyInstance, deps: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['follow-ups', 'reports'];
  const config = requires('reports.view');
  typed.get(
    '/getFollowupSummary',
    {
      config,
      schema: {
        tags,
        description: `Follow-ups due in the period: scheduled, done (and on time), open (and missed), rescheduled, cancelled per member and India due day, per member with the outcomes logged, and in all. ${periodNote} \`assignedTo\`: one member.`,
        querystring: followUpSummaryQuerySchema,
        response: { 200: followUpSummarySchema },
      },
    },
    async (request) => followUpSummary(deps, request.query),
  );
  typed.get(
    '/getFollowupSummary/export',
    {
      config,
      schema: {
        tags,
        description: `The same summary as a CSV or Excel file (\`format\`). ${periodNote}`,
        querystring: followUpSummaryExportQuerySchema,
      },
    },
    async (request, reply) =>
      sendReportTable(reply, followUpSummaryTable(await followUpSummary(deps, request.query)), request.query.format),
  );
}
