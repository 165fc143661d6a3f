import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingReportExportQuerySchema,
  bookingReportQuerySchema,
  bookingReportSchema,
} from '../../../domain/schemas/booking-report';
import type { AppContext } from '../../context';
import { requires } from '../../plugins/access';
import { bookingReport, bookingReportTable } from './booking-report';
import { sendReportTable } from './table-export';

const note =
  'Bookings dated in the period (India days, inclusive; `period` today, 7d, 30d, month, fy or custom with `from` and `to`): booked, agreement registered and possession given ones counted and valued at their frozen totals, cancelled ones apart. Per source: leads created in the period and how many of them are booked.';

/** The booking report (decision 185) under /api/report: administrators only (reports.view). */
export const bookingReportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['reports'];
  const config = requires('reports.view');
  app.get(
    '/bookings',
    {
      config,
      schema: {
        tags,
        description: `Bookings per day or month, per member and per source with conversion. ${note}`,
        querystring: bookingReportQuerySchema,
        response: { 200: bookingReportSchema },
      },
    },
    async (request) => bookingReport(deps, request.query),
  );
  app.get(
    '/bookings/export',
    {
      config,
      schema: {
        tags,
        description: 'The booking report as a file: `format` csv (UTF-8 with BOM) or xlsx.',
        querystring: bookingReportExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      return sendReportTable(reply, bookingReportTable(await bookingReport(deps, query)), format);
    },
  );
};
