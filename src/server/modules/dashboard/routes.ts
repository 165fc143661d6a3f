import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  chartQuerySchema,
  countSeriesSchema,
  dashboardCardsSchema,
  dashboardFollowUpsSchema,
  dashboardPeriodParamsSchema,
  dashboardQuerySchema,
  freshLeadsDataSchema,
  inventoryByProjectSchema,
  leadsPerDaySchema,
  memberFreshBySourceSchema,
  teamPerformanceSchema,
  visitsPerWeekSchema,
} from '../../../domain/schemas/dashboard';
import type { AppContext } from '../../context';
import { actorOf, requires } from '../../plugins/access';
import { listBucket } from '../follow-ups/public';
import { inventoryByProject } from '../projects/public';
import { type ResolvedPeriod, reportMeta } from '../reports/public';
import { dashboardCards } from './cards';
import type { DashboardActor } from './dashboard-period';
import { dashboardPeriod, indiaToday } from './dashboard-period';
import { freshLeadsData, memberFreshBySource } from './fresh';
import { leadsByKind, leadsBySource, leadsPerDay, pipelineByStatus, teamPerformance, visitsPerWeek } from './series';

/**
 * The dashboard under /api/dashboard, administrators only. Every path ends in
 * the period (today, 7d, 30d, month, fy, custom with ?from=&to=, India days); every answer carries
 * `meta` (the days counted and when). Charts also take sourceId, branchId and assignedTo.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['dashboard'];
  const config = requires('dashboard.view');
  const params = dashboardPeriodParamsSchema;
  type Request = { params: z.output<typeof params>; query: z.output<typeof dashboardQuerySchema> };
  const periodOf = (request: Request) => dashboardPeriod(request.params.period, request.query, deps.clock());

  app.get(
    '/getDashboardCardsData/:period',
    {
      config,
      schema: {
        tags,
        description:
          'The cards: each number is what the list it links to shows (total, fresh, today, overdue, visits, tasks overdue, supplier outstanding); bookings, conversion, quotations and buyer payments count the period.',
        params,
        querystring: dashboardQuerySchema,
        response: { 200: dashboardCardsSchema },
      },
    },
    async (request) => dashboardCards(deps, actorOf(request), periodOf(request)),
  );

  app.get(
    '/getInventoryByProject/:period',
    {
      config,
      schema: {
        tags,
        description:
          "Every project's units now (the period does not apply) by state — available, held, booked, sold, blocked — with their all-in value: available and held units at today's price list, booked and sold ones at their booking's frozen total. A hold past its time counts as available.",
        params,
        querystring: dashboardQuerySchema,
        response: { 200: inventoryByProjectSchema },
      },
    },
    async (request) => {
      const period = periodOf(request);
      const now = deps.clock();
      const today = indiaToday(now);
      return { meta: reportMeta(period, now), today, projects: await inventoryByProject(deps.db, today, now) };
    },
  );

  const buckets = [
    ['getTodayFollowups', 'today'],
    ['getTomorrowFollowups', 'tomorrow'],
    ['getPendingFollowups', 'pending'],
  ] as const;
  for (const [name, bucket] of buckets) {
    app.get(
      `/${name}/:period`,
      {
        config,
        schema: {
          tags,
          description: `The first 10 leads of the ${bucket} follow-up list (as /api/lead/getOverallFollowupLeads?bucket=${bucket}); the bucket is India's ${bucket === 'pending' ? 'overdue' : bucket}, whatever the period.`,
          params,
          querystring: dashboardQuerySchema,
          response: { 200: dashboardFollowUpsSchema },
        },
      },
      async (request) => {
        const period = periodOf(request);
        const list = await listBucket(deps, actorOf(request), { bucket, page: 1, pageSize: 10 });
        return { meta: reportMeta(period, deps.clock()), ...list };
      },
    );
  }

  type ChartCompute = (
    deps: AppContext,
    actor: DashboardActor,
    period: ResolvedPeriod,
    filters: z.output<typeof chartQuerySchema>,
  ) => Promise<unknown>;
  const chart = (name: string, description: string, response: z.ZodType, compute: ChartCompute) =>
    app.get(
      `/${name}/:period`,
      { config, schema: { tags, description, params, querystring: chartQuerySchema, response: { 200: response } } },
      async (request) =>
        compute(
          deps,
          actorOf(request),
          dashboardPeriod(request.params.period, request.query, deps.clock()),
          request.query,
        ),
    );
  const fresh: ChartCompute = (d, a, p, f) => leadsBySource(d, a, p, f, true);

  chart('getLeadsCountBySource', 'Leads created in the period by source.', countSeriesSchema, leadsBySource);
  chart(
    'getFreshLeadsCountBySource',
    'Fresh leads (never contacted) created in the period by source.',
    countSeriesSchema,
    fresh,
  );
  chart(
    'getLeadsCountByIndustry',
    'Leads created in the period by kind of requirement (residential, commercial, plot, construction materials; decision 130).',
    countSeriesSchema,
    leadsByKind,
  );
  chart(
    'getPipelineByStatus',
    'Leads created in the period by their status now, in pipeline order.',
    countSeriesSchema,
    pipelineByStatus,
  );
  chart('getLeadsPerDay', 'Leads created on each India day of the period.', leadsPerDaySchema, leadsPerDay);
  chart(
    'getSiteVisitsPerWeek',
    'Site visits by India week (from Monday) and status.',
    visitsPerWeekSchema,
    visitsPerWeek,
  );
  chart(
    'getTeamPerformance',
    "Per member in the period: calls and connected calls (the calls team report; branch = the member's), site visits done and bookings of the leads they hold. A source filter leaves calls out.",
    teamPerformanceSchema,
    teamPerformance,
  );
  chart(
    'getFreshLeadsData',
    'Fresh leads created in the period: how many, waiting over a day, the ten oldest.',
    freshLeadsDataSchema,
    freshLeadsData,
  );
  chart(
    'getAllMembersFreshLeadsBySource',
    'Fresh leads created in the period, member × source.',
    memberFreshBySourceSchema,
    memberFreshBySource,
  );
};
