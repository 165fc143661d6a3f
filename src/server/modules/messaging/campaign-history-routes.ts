import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignListQuerySchema,
  campaignListSchema,
  campaignSchema,
  emailHistoryQuerySchema,
  emailHistorySchema,
  recipientListSchema,
  recipientQuerySchema,
} from '../../../domain/schemas/campaign';
import { idParamSchema } from '../../../domain/schemas/common';
import type { AppContext } from '../../context';
import { requires } from '../../plugins/access';
import {
  campaignMissing,
  emailHistory,
  failuresCsv,
  getCampaign,
  listCampaigns,
  listRecipients,
} from './campaign-view';

/**
 * Reading campaigns under /api: the lists (BulkSmsView and the SMS-only aliases of the spec), one
 * campaign, its recipients and failures, and EmailHistory.
 */
export const campaignHistoryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const send = requires('messages.send');
  const tags = ['campaigns'];

  app.get(
    '/message/getBulkMessages',
    {
      config: send,
      schema: { tags, querystring: campaignListQuerySchema, response: { 200: campaignListSchema } },
    },
    async (request) => listCampaigns(deps.db, request.query),
  );
  app.get(
    '/message/getMessage/:id',
    { config: send, schema: { tags, params: idParamSchema, response: { 200: campaignSchema } } },
    async (request) => getCampaign(deps.db, request.params.id),
  );
  app.get(
    '/message/:id/recipients',
    {
      config: send,
      schema: {
        tags,
        params: idParamSchema,
        querystring: recipientQuerySchema,
        response: { 200: recipientListSchema },
      },
    },
    async (request) => listRecipients(deps.db, request.params.id, request.query),
  );
  app.get(
    '/message/:id/failures.csv',
    { config: send, schema: { tags, params: idParamSchema } },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="failures-${request.params.id.slice(0, 8)}.csv"`)
        .send(await failuresCsv(deps.db, request.params.id)),
  );
  app.get(
    '/message/getAllMessage',
    {
      config: send,
      schema: {
        tags,
        description: 'EmailHistory: every email sent, campaign or single, with its status.',
        querystring: emailHistoryQuerySchema,
        response: { 200: emailHistorySchema },
      },
    },
    async (request) => emailHistory(deps.db, request.query),
  );
  app.get(
    '/message/getEmailsByReciever/:email',
    {
      config: send,
      schema: {
        tags,
        params: z.object({ email: z.string().trim().min(3).max(254) }),
        querystring: emailHistoryQuerySchema,
        response: { 200: emailHistorySchema },
      },
    },
    async (request) => emailHistory(deps.db, request.query, request.params.email),
  );

  // SMS-only aliases of the spec.
  app.get(
    '/smsmessage/getBulkSMSMessages',
    {
      config: send,
      schema: {
        tags,
        querystring: campaignListQuerySchema.omit({ channel: true }),
        response: { 200: campaignListSchema },
      },
    },
    async (request) => listCampaigns(deps.db, { ...request.query, channel: 'sms' }),
  );
  app.get(
    '/smsmessage/getSmsMessage/:id',
    { config: send, schema: { tags, params: idParamSchema, response: { 200: campaignSchema } } },
    async (request) => {
      const c = await getCampaign(deps.db, request.params.id);
      if (c.channel !== 'sms') throw campaignMissing();
      return c;
    },
  );
};
