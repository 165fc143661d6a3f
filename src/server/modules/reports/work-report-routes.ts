import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityReportExportQuerySchema,
  activityReportQuerySchema,
  activityReportSchema,
  activityRowsQuerySchema,
  activityRowsSchema,
} from '../../../domain/schemas/activity-report';
import {
  performanceReportExportQuerySchema,
  performanceReportQuerySchema,
  performanceReportSchema,
} from '../../../domain/schemas/performance-report';
import {
  taskReportExportQuerySchema,
  taskReportQuerySchema,
  taskReportSchema,
} from '../../../domain/schemas/task-report';
import type { AppContext } from '../../context';
import { requires } from '../../plugins/access';
import { activityReport, activityReportTable, activityRows } from './activity-report';
import { performanceReport, performanceReportTable } from './performance-report';
import { sendReportTable } from './table-export';
import { taskReport, taskReportTable } from './task-report';

const periodNote =
  '`period` is today, 7d, 30d, month, fy (the Indian financial year) or custom with `from` and `to` (India days, inclusive).';
const exportNote = '`format` csv (UTF-8 with BOM) or xlsx.';

/**
 * The activity, task and performance reports (decisions 140–141) under /api/report:
 * administrators only (reports.view). Thin: the services own the SQL.
 */
export const workReportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['reports'];
  const view = requires('reports.view');

  app.get(
    '/activity',
    {
      config: view,
      schema: {
        tags,
        description: `Every activity of the period by member (who did it) and kind, with totals. ${periodNote}`,
        querystring: activityReportQuerySchema,
        response: { 200: activityReportSchema },
      },
    },
    async (request) => activityReport(deps, request.query),
  );
  app.get(
    '/activity/export',
    {
      config: view,
      schema: {
        tags,
        description: `The activity matrix as a file. ${exportNote}`,
        querystring: activityReportExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      return sendReportTable(reply, activityReportTable(await activityReport(deps, query)), format);
    },
  );
  app.get(
    '/activity/rows',
    {
      config: view,
      schema: {
        tags,
        description: `The activities behind the matrix, newest first; \`member\` (an id, or \`system\` for no member) and \`kind\` narrow them. ${periodNote}`,
        querystring: activityRowsQuerySchema,
        response: { 200: activityRowsSchema },
      },
    },
    async (request) => activityRows(deps, request.query),
  );
  app.get(
    '/task',
    {
      config: view,
      schema: {
        tags,
        description: `Tasks due in the period by assignee and status; overdue = due passed now and still open or in progress. ${periodNote}`,
        querystring: taskReportQuerySchema,
        response: { 200: taskReportSchema },
      },
    },
    async (request) => taskReport(deps, request.query),
  );
  app.get(
    '/task/export',
    {
      config: view,
      schema: {
        tags,
        description: `The task report as a file. ${exportNote}`,
        querystring: taskReportExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      return sendReportTable(reply, taskReportTable(await taskReport(deps, query)), format);
    },
  );
  app.get(
    '/performance',
    {
      config: view,
      schema: {
        tags,
        description: `Per member: leads assigned, contacted within the SLA hours (the idle-lead setting), calls, connected, talk time, follow-ups done and on time, site visits done, bookings and conversion (decision 140). \`compare\`: none, previous (the period just before, same length) or custom (\`compareFrom\`, \`compareTo\`). ${periodNote}`,
        querystring: performanceReportQuerySchema,
        response: { 200: performanceReportSchema },
      },
    },
    async (request) => performanceReport(deps, request.query),
  );
  app.get(
    '/performance/export',
    {
      config: view,
      schema: {
        tags,
        description: `The performance report as a file, rows in the asked sort. ${exportNote}`,
        querystring: performanceReportExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      return sendReportTable(reply, performanceReportTable(await performanceReport(deps, query)), format);
    },
  );
};
