import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CALL_SYNC_MAX,
  callCreateLeadResultSchema,
  callCreateLeadSchema,
  callItemsSchema,
  callListSchema,
  callQuerySchema,
  callQueueQuerySchema,
  callQueueSchema,
  callQueueSettingsSchema,
  callReportQuerySchema,
  callReportSchema,
  callSchema,
  callStatsQuerySchema,
  callStatsSchema,
  callSyncResultSchema,
  callSyncSchema,
} from '../../../domain/schemas/call';
import { idParamSchema } from '../../../domain/schemas/common';
import { leadIdParamSchema } from '../../../domain/schemas/task';
import { uploadLimitsOf } from '../../config';
import type { AppContext } from '../../context';
import { keyedSchema, keyedWrite } from '../../lib/idempotency';
import { actorOf, currentUser, requires } from '../../plugins/access';
import { receiveUpload } from '../../storage/receive-upload';
import { policies } from '../../storage/upload-policy';
import { callMemberScope } from './call-scope';
import { callQueue, callQueueSetting, queueSettings } from './queue';
import {
  callsOfLead,
  callsWithNumber,
  exportMemberCalls,
  leadFromCall,
  memberCalls,
  openRecording,
  saveRecording,
} from './service';
import { memberStats, teamReport } from './stats';
import { syncCalls } from './sync';

const memberParamSchema = z.object({ memberId: z.uuid({ error: 'That member id is not valid.' }) });
const numberParamSchema = z.object({ number: z.string().trim().min(1).max(40) });

/** A recording is a phone call, not a podcast: 25 MB holds hours of phone-quality audio. */
const RECORDING_MAX_BYTES = 25 * 1024 * 1024;

/**
 * Calls (decisions 100–104) under /api/callhistory, and the queue's retry setting.
 * calls.own reaches every route of one's own calls; another member's need calls.view (403).
 */
export const callRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['calls'];
  const own = requires('calls.own');
  const view = requires('calls.view');

  app.post(
    '/callhistory/sync',
    {
      config: own,
      bodyLimit: 1024 * 1024,
      schema: keyedSchema({
        tags,
        description: `The phone's call log, up to ${CALL_SYNC_MAX} calls a request. Idempotent on (member, deviceCallId): a resent batch changes nothing (\`duplicates\`). Numbers are filed under their last 10 digits and matched to a live lead (mobile, then alternate mobile) or a contact. A matched call goes on the lead's timeline; an answered outgoing call moves a new lead to contacted; \`outcome\`/\`nextFollowUpAt\` are logged on the lead as the follow-up screen does (your own leads). Roles 0/1 may post for a member with \`memberId\`.`,
        body: callSyncSchema.meta({
          example: {
            calls: [
              {
                deviceCallId: 'android-calllog-18234',
                number: '+91 98220 12345',
                direction: 'outgoing',
                startedAt: '2026-11-20T10:15:00+05:30',
                durationSeconds: 95,
                line: 'SIM 1',
                outcome: 'interested',
                nextFollowUpAt: '2026-11-22T11:00',
                note: 'Wants a 2 BHK; call after site visit plan',
              },
            ],
          },
        }),
        response: { 200: callSyncResultSchema },
      }),
    },
    async (request, reply) => {
      const { result } = await keyedWrite(request, reply, (key) =>
        syncCalls(deps, actorOf(request), request.body, key),
      );
      return result;
    },
  );

  app.get(
    '/callhistory/getCallHistoriesByMember/:memberId',
    {
      config: view,
      schema: {
        tags,
        description:
          "A member's calls, newest first by default; from/to are India days (inclusive). `format=csv` streams the filtered set as the /export.csv path does. A team view (calls.view); executives read their calls through stats, byLead and getCallHistoryByReciever.",
        params: memberParamSchema,
        querystring: callQuerySchema,
        response: { 200: callListSchema },
      },
    },
    async (request, reply) => {
      if (request.query.format === 'csv') {
        const { stream, filename } = await exportMemberCalls(
          deps,
          actorOf(request),
          request.params.memberId,
          request.query,
        );
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(stream as never);
      }
      return memberCalls(deps, actorOf(request), request.params.memberId, request.query);
    },
  );
  app.get(
    '/callhistory/getCallHistoriesByMember/:memberId/export.csv',
    {
      config: view,
      schema: {
        tags,
        description: 'text/csv (UTF-8 with BOM) of the filtered calls, every page, streamed.',
        params: memberParamSchema,
        querystring: callQuerySchema.omit({ page: true, pageSize: true, format: true }),
      },
    },
    async (request, reply) => {
      const { stream, filename } = await exportMemberCalls(deps, actorOf(request), request.params.memberId, {
        ...request.query,
        page: 1,
        pageSize: 1,
        format: 'csv',
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(stream);
    },
  );
  app.get(
    '/callhistory/getCallHistoryByReciever/:number',
    {
      config: own,
      schema: {
        tags,
        description:
          'Every call with this number (any format; matched on its last 10 digits) across the team, newest first (at most 500). An executive sees their own calls only.',
        params: numberParamSchema,
        response: { 200: callItemsSchema },
      },
    },
    async (request) => ({ items: await callsWithNumber(deps.db, actorOf(request), request.params.number) }),
  );
  app.get(
    '/callhistory/byLead/:leadId',
    {
      config: own,
      schema: {
        tags,
        description: "The lead's calls, newest first (at most 500). An executive sees their own calls only.",
        params: leadIdParamSchema,
        response: { 200: callItemsSchema },
      },
    },
    async (request) => ({ items: await callsOfLead(deps.db, actorOf(request), request.params.leadId) }),
  );
  app.get(
    '/callhistory/getCallHistoryStats',
    {
      config: own,
      schema: {
        tags,
        description:
          "One member's figures per India day and for the period (default: the last 7 days): your own, or with `memberId` another member's (calls.view; others get 403).",
        querystring: callStatsQuerySchema,
        response: { 200: callStatsSchema },
      },
    },
    async (request) => memberStats(deps, actorOf(request), request.query),
  );
  app.get(
    '/callhistory/getCallHistoryReportByMember',
    {
      config: view,
      schema: {
        tags,
        description: 'Every member who takes calls (and anyone who called), compared over the period (India days).',
        querystring: callReportQuerySchema,
        response: { 200: callReportSchema },
      },
    },
    async (request) => teamReport(deps.db, deps.clock(), request.query, callMemberScope(actorOf(request), sql`u.id`)),
  );
  app.post(
    '/callhistory/:id/createLead',
    {
      config: requires('leads.manage'),
      schema: {
        tags,
        description:
          "Turns an unmatched call into a lead: the lead form's fields, the mobile is the call's number. Every call with that number is linked to the new lead. 409 when a live lead has the number.",
        params: idParamSchema,
        body: callCreateLeadSchema.meta({ example: { name: 'Rahul Deshmukh', project: 'Sahyadri Heights' } }),
        response: { 201: callCreateLeadResultSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await leadFromCall(deps, actorOf(request), request.params.id, request.body)),
  );
  app.post(
    '/callhistory/:id/recording',
    {
      config: own,
      schema: {
        tags,
        description:
          'multipart/form-data with one `file`: the call recording (audio, checked by its content; at most 25 MB). Replaces an earlier one.',
        params: idParamSchema,
        response: { 200: z.object({ call: callSchema }) },
      },
    },
    async (request) => {
      const limits = uploadLimitsOf(deps.config);
      const upload = await receiveUpload(
        request,
        deps.storage,
        { file: { policy: policies.audio('calls.view') } },
        { ...limits, maxFileBytes: Math.min(limits.maxFileBytes, RECORDING_MAX_BYTES), maxFiles: 1 },
      );
      return { call: await saveRecording(deps, actorOf(request), request.params.id, upload) };
    },
  );
  app.get(
    '/callhistory/:id/recording',
    {
      config: own,
      schema: { tags, description: 'The recording, as stored (audio/*).', params: idParamSchema },
    },
    async (request, reply) => {
      const { file, stream } = await openRecording(deps, actorOf(request), request.params.id);
      return reply
        .header('Content-Type', file.mimeType)
        .header('Content-Length', file.sizeBytes)
        .header('Content-Disposition', 'inline')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
  app.get(
    '/callhistory/queue',
    {
      config: own,
      schema: {
        tags,
        description:
          'The call queue: overdue follow-ups, today\'s by time, fresh leads oldest first, then "not answering" retries (setting). Managers and administrators name a member of their scope, or ask for `for=team`: every lead of their scope; others get their own.',
        querystring: callQueueQuerySchema,
        response: { 200: callQueueSchema },
      },
    },
    async (request) => callQueue(deps, actorOf(request), request.query.memberId, request.query.for),
  );
  app.get(
    '/settings/call-queue',
    { config: view, schema: { tags, response: { 200: callQueueSettingsSchema } } },
    async () => queueSettings(deps),
  );
  app.put(
    '/settings/call-queue',
    {
      config: requires('settings.manage'),
      schema: {
        tags,
        body: callQueueSettingsSchema.meta({ example: { retryAfterHours: 2, maxTriesPerDay: 3 } }),
        response: { 200: callQueueSettingsSchema },
      },
    },
    async (request) => {
      await deps.settings.set(callQueueSetting, request.body, { by: currentUser(request).id });
      return queueSettings(deps);
    },
  );
};
