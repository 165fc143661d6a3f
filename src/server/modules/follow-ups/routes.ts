import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addNoteSchema,
  followUpBucketQuerySchema,
  followUpCountsSchema,
  followUpLeadListSchema,
  followUpReportQuerySchema,
  followUpReportSchema,
  followUpSchema,
  leadFollowUpsSchema,
  logOutcomeResultSchema,
  logOutcomeSchema,
  memberIdParamSchema,
  scheduleFollowUpSchema,
} from '../../../domain/schemas/follow-up';
import { leadIdParamSchema } from '../../../domain/schemas/task';
import type { AppContext } from '../../context';
import { keyedSchema, keyedWrite } from '../../lib/idempotency';
import { actorOf, requires } from '../../plugins/access';
import { followUpCounts, listBucket } from './buckets';
import { followUpSummaryRoutes } from './follow-up-summary-routes';
import { addNote, followUpReport, leadFollowUps, logOutcome, scheduleFollowUp } from './service';

const scopeNote = 'An executive works only on the leads assigned to them; any other lead answers 404.';
const dueNote =
  '`dueAt` is an ISO instant, or India time as `yyyy-mm-ddThh:mm` (a bare date is 10:00 IST), so the phone’s zone never moves it.';
const bucketNote =
  'Buckets by the India day of the open follow-up’s due time (decision 055): `today` (one past its time is still today, with `overdueMinutes` > 0), `tomorrow`, `pending` (before today 00:00 IST, oldest first), `upcoming` (tomorrow 00:00 IST on). Sorted by due time. `from`/`to` narrow by due date (India days, inclusive).';

/**
 * Follow-ups and the day's buckets (decisions 055–057) under /api/lead, beside the leads
 * module's own routes. Executives (the phone app) use every route but one member's buckets.
 */
export const followUpRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['follow-ups'];
  const own = requires('leads.own');
  const view = requires('leads.view');

  app.post(
    '/logOutcome/:leadId',
    {
      config: own,
      schema: keyedSchema({
        tags,
        description: `Log what happened on a call: closes the open follow-up as done with the outcome, marks the lead contacted, changes its status when \`status\` is given (\`not_interested\` and \`junk\` need a \`reason\` and close the follow-up), and books \`next\` if given. ${dueNote} ${scopeNote}`,
        params: leadIdParamSchema,
        body: logOutcomeSchema.meta({
          example: {
            outcome: 'call_back_later',
            note: 'Asked to call after 6 pm',
            next: { type: 'call', dueAt: '2026-11-24T18:30' },
          },
        }),
        response: { 200: logOutcomeResultSchema },
      }),
    },
    async (request, reply) => {
      const { result } = await keyedWrite(request, reply, (key) =>
        logOutcome(deps, request.params.leadId, request.body, actorOf(request), key),
      );
      return result;
    },
  );
  app.post(
    '/scheduleFollowup/:leadId',
    {
      config: own,
      schema: keyedSchema({
        tags,
        description: `Book the lead’s next follow-up; an open one becomes \`rescheduled\` (both in the timeline). \`assignedTo\` left out: the lead’s assignee. ${dueNote} ${scopeNote}`,
        params: leadIdParamSchema,
        body: scheduleFollowUpSchema.meta({
          example: { type: 'meeting', dueAt: '2026-11-25T11:00', note: 'Bring the price sheet' },
        }),
        response: { 200: followUpSchema },
      }),
    },
    async (request, reply) => {
      const { followUp } = await keyedWrite(request, reply, (key) =>
        scheduleFollowUp(deps, request.params.leadId, request.body, actorOf(request), key),
      );
      return followUp;
    },
  );
  app.post(
    '/addNote/:leadId',
    {
      config: own,
      schema: keyedSchema({
        tags,
        description: `A note in the lead’s timeline. ${scopeNote}`,
        params: leadIdParamSchema,
        body: addNoteSchema.meta({ example: { note: 'Wants a corner flat, east facing' } }),
        response: { 200: z.object({ ok: z.literal(true) }) },
      }),
    },
    async (request, reply) => {
      await keyedWrite(request, reply, (key) =>
        addNote(deps, request.params.leadId, request.body.note, actorOf(request), key),
      );
      return { ok: true as const };
    },
  );
  app.get(
    '/getFollowupsByLeadId/:leadId',
    {
      config: own,
      schema: {
        tags,
        description: `Every follow-up of the lead, newest first. ${scopeNote}`,
        params: leadIdParamSchema,
        response: { 200: leadFollowUpsSchema },
      },
    },
    async (request) => ({ followUps: await leadFollowUps(deps.db, actorOf(request), request.params.leadId) }),
  );
  app.get(
    '/getOverallFollowupLeads',
    {
      config: own,
      schema: {
        tags,
        description: `Leads with their open follow-up in one bucket, in your scope (an executive: their own — “my follow-ups today / overdue / tomorrow”). ${bucketNote}`,
        querystring: followUpBucketQuerySchema,
        response: { 200: followUpLeadListSchema },
      },
    },
    async (request) => listBucket(deps, actorOf(request), request.query),
  );
  app.get(
    '/getFollowupLeadsByMember/:memberId',
    {
      config: view,
      schema: {
        tags,
        description: `One member’s leads in a bucket (by the lead’s assignee). ${bucketNote}`,
        params: memberIdParamSchema,
        querystring: followUpBucketQuerySchema,
        response: { 200: followUpLeadListSchema },
      },
    },
    async (request) => listBucket(deps, actorOf(request), request.query, request.params.memberId),
  );
  app.get(
    '/getFollowupCounts',
    {
      config: own,
      schema: {
        tags,
        description:
          'The sidebar badges in your scope: today, tomorrow and pending follow-ups (the same rules as the lists), fresh (never contacted) and total live leads, and site visits scheduled today.',
        response: { 200: followUpCountsSchema },
      },
    },
    async (request) => followUpCounts(deps, actorOf(request)),
  );
  app.get(
    '/getFollowups',
    {
      config: own,
      schema: {
        tags,
        description:
          'The follow-up report: every follow-up (any status) in your scope, latest due first; `from`/`to` are due dates (India days, inclusive).',
        querystring: followUpReportQuerySchema,
        response: { 200: followUpReportSchema },
      },
    },
    async (request) => followUpReport(deps.db, actorOf(request), request.query),
  );
  await followUpSummaryRoutes(app, deps);
};
