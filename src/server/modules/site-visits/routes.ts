import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../domain/schemas/common';
import {
  leadSiteVisitsSchema,
  siteVisitCompleteSchema,
  siteVisitListSchema,
  siteVisitQuerySchema,
  siteVisitRescheduleSchema,
  siteVisitScheduleSchema,
  siteVisitSchema,
} from '../../../domain/schemas/site-visit';
import { leadIdParamSchema } from '../../../domain/schemas/task';
import type { AppContext } from '../../context';
import { keyedSchema, keyedWrite } from '../../lib/idempotency';
import { actorOf, requires } from '../../plugins/access';
import { checkInRoutes } from './check-in-routes';
import { scheduleReportRoutes } from './schedule-report-routes';
import { completeVisit, leadVisits, listVisits, rescheduleVisit, scheduleVisit } from './service';

const one = z.object({ visit: siteVisitSchema });

/**
 * Site visits (decision 058) under /api/siteVisit. Everyone with leads works the visits
 * of the leads they may see; an executive only their own leads' (another's is a 404).
 */
export const siteVisitRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['site visits'];
  const own = requires('leads.own');

  app.post(
    '/schedule/:leadId',
    {
      config: own,
      schema: keyedSchema({
        tags,
        description: `Books a visit and makes it the lead's open follow-up (type site_visit; an open one becomes rescheduled). \`at\` is an ISO instant or India time as \`yyyy-mm-ddThh:mm\`, and must be ahead of now. A pickup needs its address. \`leadStatus\` moves the lead only when sent. One booked visit per lead (409 otherwise).`,
        params: leadIdParamSchema,
        body: siteVisitScheduleSchema.meta({
          example: {
            project: 'Sahyadri Heights',
            at: '2026-11-29T11:00',
            pickup: true,
            pickupAddress: 'Flat 4, Shanti Nagar, Baner, Pune',
            note: 'Coming with parents',
            leadStatus: 'site_visit_scheduled',
          },
        }),
        response: { 201: one },
      }),
    },
    async (request, reply) => {
      const { visit } = await keyedWrite(request, reply, (key) =>
        scheduleVisit(deps, request.params.leadId, request.body, actorOf(request), key),
      );
      return reply.status(201).send({ visit });
    },
  );
  app.put(
    '/reschedule/:id',
    {
      config: own,
      schema: keyedSchema({
        tags,
        description:
          'Moves a booked visit to a later time (its follow-up moves with it). Takes back the visit a GET returned.',
        params: idParamSchema,
        body: siteVisitRescheduleSchema.meta({ example: { at: '2026-11-30T16:00', note: 'Buyer asked for Sunday' } }),
        response: { 200: one },
      }),
    },
    async (request, reply) => {
      const { visit } = await keyedWrite(request, reply, (key) =>
        rescheduleVisit(deps, request.params.id, request.body, actorOf(request), key),
      );
      return { visit };
    },
  );
  app.put(
    '/complete/:id',
    {
      config: own,
      schema: keyedSchema({
        tags,
        description: `Closes a booked visit: \`done\` (with feedback and interest hot/warm/cold), \`no_show\` or \`cancelled\`, and closes its follow-up. Done and no-show need the visit's day to have come. The lead's status changes only when \`leadStatus\` is sent (the screen asks first).`,
        params: idParamSchema,
        body: siteVisitCompleteSchema.meta({
          example: {
            result: 'done',
            interest: 'hot',
            feedback: 'Liked the 2 BHK in wing B',
            leadStatus: 'site_visit_done',
          },
        }),
        response: { 200: one },
      }),
    },
    async (request, reply) => {
      const { visit } = await keyedWrite(request, reply, (key) =>
        completeVisit(deps, request.params.id, request.body, actorOf(request), key),
      );
      return { visit };
    },
  );
  app.get(
    '/getSiteVisits',
    {
      config: own,
      schema: {
        tags,
        description:
          'The Schedules screen: visits by time, earliest first. `from`/`to` are visit days (yyyy-mm-dd, India time, inclusive); `search` matches the lead name, mobile or project.',
        querystring: siteVisitQuerySchema,
        response: { 200: siteVisitListSchema },
      },
    },
    async (request) => listVisits(deps, actorOf(request), request.query),
  );
  app.get(
    '/getByLeadId/:leadId',
    {
      config: own,
      schema: {
        tags,
        description: 'A lead’s visits, newest first.',
        params: leadIdParamSchema,
        response: { 200: leadSiteVisitsSchema },
      },
    },
    async (request) => leadVisits(deps, actorOf(request), request.params.leadId),
  );
  await checkInRoutes(app, deps);
  await scheduleReportRoutes(app, deps);
};
