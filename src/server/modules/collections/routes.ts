import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { collectionSettingsSchema } from '../../../domain/schemas/collection-settings';
import {
  bookingStatementViewSchema,
  collectionDemandListSchema,
  collectionRemindersSettingSchema,
  collectionsSummaryQuerySchema,
  collectionsSummarySchema,
  demandsExportQuerySchema,
  demandsQuerySchema,
} from '../../../domain/schemas/collections-screen';
import type { AppContext } from '../../context';
import { actorOf, requires } from '../../plugins/access';
import { sendReportTable } from '../reports/public';
import { collectionsSummary } from './collections-summary';
import { collectionDemandsTable, listCollectionDemands } from './collections-view';
import { readRemindersSetting, saveRemindersSetting } from './reminders';
import { readCollectionSettings, saveCollectionSettings } from './settings';
import { bookingStatement, bookingStatementPdf } from './statement-service';

const idParams = z.object({ id: z.uuid({ error: 'That booking does not exist.' }) });
const today = 'Today is the India day of the server clock.';

/** The collections screen, the demands behind its figures and a booking's statement (decision 200). */
export const collectionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['collections'];
  const config = requires('collections.view');
  app.get(
    '/summary',
    {
      config,
      schema: {
        tags,
        description: `Open demands due this week and this month, overdue by age (1–30, 31–60, 61–90, over 90 days past the due date), per tower, and per month of the due date what was asked and how much of it is paid (this month and the 11 before). ${today}`,
        querystring: collectionsSummaryQuerySchema,
        response: { 200: collectionsSummarySchema },
      },
    },
    async (request) => collectionsSummary(deps, actorOf(request), request.query),
  );
  app.get(
    '/demands',
    {
      config,
      schema: {
        tags,
        description: `The demands behind a figure, oldest due first: \`window\` (overdue, d0_30, d31_60, d61_90, d90_plus, week, month), \`projectId\`, \`towerId\`, \`dueMonth\` (YYYY-MM; with \`open=all\` paid ones too). ${today}`,
        querystring: demandsQuerySchema,
        response: { 200: collectionDemandListSchema },
      },
    },
    async (request) => listCollectionDemands(deps, actorOf(request), request.query),
  );
  app.get(
    '/demands/export',
    {
      config,
      schema: {
        tags,
        description: 'The same demands as a file: `format` csv (UTF-8 with BOM) or xlsx; at most 100,000 rows.',
        querystring: demandsExportQuerySchema,
      },
    },
    async (request, reply) =>
      sendReportTable(reply, await collectionDemandsTable(deps, actorOf(request), request.query), request.query.format),
  );
  app.get(
    '/bookings/:id/statement',
    {
      config,
      schema: {
        tags,
        description:
          "A booking's statement of account to today: every demand (instalment and GST), interest, bounce charge, receipt and TDS, bounces, the interest earned to date at the configured rate, the running balance and totals that are the sums of the lines.",
        params: idParams,
        response: { 200: bookingStatementViewSchema },
      },
    },
    async (request) => bookingStatement(deps, actorOf(request), request.params.id),
  );
  app.get(
    '/bookings/:id/statement/pdf',
    {
      config,
      schema: {
        tags,
        description: 'The same statement as an A4 PDF on the company letterhead (application/pdf).',
        params: idParams,
      },
    },
    async (request, reply) => {
      const pdf = await bookingStatementPdf(deps, actorOf(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf.bytes);
    },
  );
  app.get(
    '/settings',
    {
      config,
      schema: {
        tags,
        description:
          "Days a demand gives the buyer to pay from the day it is raised, and the annual interest on late payments (per cent; by default the State Bank of India's highest MCLR plus 2%).",
        response: { 200: collectionSettingsSchema },
      },
    },
    async () => readCollectionSettings(deps),
  );
  app.put(
    '/settings',
    {
      config: requires('settings.manage'),
      schema: {
        tags,
        description: 'Sets the days to pay a demand and the interest rate (administrators). Later demands use them.',
        body: collectionSettingsSchema,
        response: { 200: collectionSettingsSchema },
      },
    },
    async (request) => saveCollectionSettings(deps, request.body, actorOf(request).id),
  );
  app.get(
    '/reminders',
    {
      config,
      schema: {
        tags,
        description: 'Whether overdue demands get a reminder (email and SMS, at most one a week per demand).',
        response: { 200: collectionRemindersSettingSchema },
      },
    },
    async () => readRemindersSetting(deps),
  );
  app.put(
    '/reminders',
    {
      config: requires('settings.manage'),
      schema: {
        tags,
        description: 'Turns the overdue reminders on or off (administrators).',
        body: collectionRemindersSettingSchema,
        response: { 200: collectionRemindersSettingSchema },
      },
    },
    async (request) => saveRemindersSetting(deps, request.body, actorOf(request).id),
  );
};
