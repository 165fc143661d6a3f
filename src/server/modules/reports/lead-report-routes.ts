import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../domain/schemas/common';
import { jobViewSchema } from '../../../domain/schemas/job';
import { leadListSchema } from '../../../domain/schemas/lead';
import {
  leadReportExportQuerySchema,
  leadReportQuerySchema,
  leadReportRowsQuerySchema,
  leadReportSchema,
  pendingFollowUpExportQuerySchema,
  pendingFollowUpQuerySchema,
  pendingFollowUpReportSchema,
  statusWiseExportQuerySchema,
  statusWiseQuerySchema,
  statusWiseReportSchema,
} from '../../../domain/schemas/lead-reports';
import type { AppContext } from '../../context';
import { actorOf, currentUser, requires } from '../../plugins/access';
import { LEAD_REPORT_NOTE, leadReport, leadReportRows, leadReportTable } from './lead-report';
import { leadRowsExportFile, startLeadRowsExport } from './lead-rows-export';
import { pendingFollowUpReport, pendingFollowUpTable } from './pending-follow-up-report';
import { statusWiseReport, statusWiseTable } from './status-wise-report';
import { sendReportTable } from './table-export';

const periodNote =
  '`period` is today, 7d, 30d, month, fy (the Indian financial year) or custom with `from` and `to` (India days, inclusive).';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const exportNote = '`format` csv (UTF-8 with BOM) or xlsx.';

/**
 * The lead, status-wise and pending follow-up reports (decision 135) under /api/report:
 * administrators only (reports.view). Thin: the services own the SQL.
 */
export const leadReportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['reports'];
  const view = requires('reports.view');

  app.get(
    '/lead',
    {
      config: view,
      schema: {
        tags,
        description: `Lead counts by source, status, member and project. ${LEAD_REPORT_NOTE} ${periodNote}`,
        querystring: leadReportQuerySchema,
        response: { 200: leadReportSchema },
      },
    },
    async (request) => leadReport(deps, actorOf(request), request.query),
  );
  app.get(
    '/lead/export',
    {
      config: view,
      schema: {
        tags,
        description: `The lead report's grouped counts as a file. ${exportNote}`,
        querystring: leadReportExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const report = await leadReport(deps, actorOf(request), query);
      return sendReportTable(reply, leadReportTable(report), format);
    },
  );
  app.get(
    '/lead/rows',
    {
      config: view,
      schema: {
        tags,
        description: `A page of the leads behind the lead report (the lead list's own query and answer). ${periodNote}`,
        querystring: leadReportRowsQuerySchema,
        response: { 200: leadListSchema },
      },
    },
    async (request) => leadReportRows(deps, actorOf(request), request.query),
  );
  app.post(
    '/lead/rows/export',
    {
      config: view,
      schema: {
        tags,
        description: `Starts a job writing every lead behind the lead report (the lead list's export columns) to a file, in keyset batches; follow it at GET /api/jobs/{id} (progress done of total) and fetch the file from GET /api/report/lead/rows/export/{id}/file. ${exportNote} ${periodNote}`,
        body: leadReportExportQuerySchema,
        response: { 202: z.object({ job: jobViewSchema }) },
      },
    },
    async (request, reply) =>
      reply.code(202).send({ job: await startLeadRowsExport(deps, actorOf(request), request.body) }),
  );
  app.get(
    '/lead/rows/export/:id/file',
    {
      config: view,
      schema: {
        tags,
        description: 'The file of a finished rows export (only to the person who started it); 409 while it runs.',
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      const file = await leadRowsExportFile(deps, currentUser(request).id, request.params.id);
      return reply
        .type(file.format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
  app.get(
    '/status-wise',
    {
      config: view,
      schema: {
        tags,
        description: `Leads created in the period by member (assignee now) and current status, with row and column totals; Unassigned is the last row. ${periodNote}`,
        querystring: statusWiseQuerySchema,
        response: { 200: statusWiseReportSchema },
      },
    },
    async (request) => statusWiseReport(deps, actorOf(request), request.query),
  );
  app.get(
    '/status-wise/export',
    {
      config: view,
      schema: {
        tags,
        description: `The status-wise matrix as a file. ${exportNote}`,
        querystring: statusWiseExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      return sendReportTable(reply, statusWiseTable(await statusWiseReport(deps, actorOf(request), query)), format);
    },
  );
  app.get(
    '/pending-follow-up',
    {
      config: view,
      schema: {
        tags,
        description:
          'Open follow-ups past due now, by the lead’s assignee: today past due, 1–2, 3–6 and 7+ India days overdue (cut at India midnights); 1–2 + 3–6 + 7+ is the member’s Pending follow-ups list.',
        querystring: pendingFollowUpQuerySchema,
        response: { 200: pendingFollowUpReportSchema },
      },
    },
    async (request) => pendingFollowUpReport(deps, actorOf(request), request.query),
  );
  app.get(
    '/pending-follow-up/export',
    {
      config: view,
      schema: {
        tags,
        description: `The pending follow-up report as a file. ${exportNote}`,
        querystring: pendingFollowUpExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const report = await pendingFollowUpReport(deps, actorOf(request), query);
      return sendReportTable(reply, pendingFollowUpTable(report), format);
    },
  );
};
