import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  campaignSchema,
  createCampaignSchema,
  sendBulkSmsSchema,
  sendOneSchema,
} from '../../../domain/schemas/campaign';
import { idParamSchema, okSchema } from '../../../domain/schemas/common';
import { audienceInputSchema, audienceSummarySchema } from '../../../domain/schemas/messaging';
import type { AppContext } from '../../context';
import { keyedSchema, keyedWrite } from '../../lib/idempotency';
import { actorOf, requires } from '../../plugins/access';
import {
  cancelCampaign,
  deleteCampaign,
  pauseCampaign,
  resendFailures,
  resumeCampaign,
  settleUnknown,
} from './campaign-controls';
import { type CreateCampaign, createCampaign, sendOne, summariseAudience } from './campaigns';

const campaignNote =
  'Recipients are frozen into rows in this request (one per address; exclusions counted) and a job sends them in batches (decision 110–111). `scheduleAt` is India time (`yyyy-mm-ddThh:mm`); promotional SMS wait for 09:00–21:00 IST.';

/**
 * Starting and steering campaigns (smsEmail, CreateEmail, BulkSmsView) under /api: the audience
 * count, a campaign or a single send, pause, resume, cancel, resending failures and deleting.
 */
export const campaignRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const send = requires('messages.send');
  const own = requires('messages.own');
  const tags = ['campaigns'];
  // /message/create and its SMS alias start a campaign the same way.
  const start = async (request: FastifyRequest, reply: FastifyReply, input: CreateCampaign) => {
    const { campaign } = await keyedWrite(request, reply, (key) => createCampaign(deps, input, actorOf(request), key));
    return campaign;
  };

  app.post(
    '/template/sendBulkSMS',
    {
      config: send,
      schema: keyedSchema({
        tags,
        description: `A bulk SMS campaign (as /message/create with channel sms). ${campaignNote}`,
        body: sendBulkSmsSchema,
        response: { 200: campaignSchema },
      }),
    },
    async (request, reply) => start(request, reply, request.body),
  );
  app.post(
    '/message/audience',
    {
      config: send,
      schema: {
        tags,
        description:
          'How many would receive it, how many are excluded and why, SMS parts per message and the cost estimate (₹).',
        body: audienceInputSchema,
        response: { 200: audienceSummarySchema },
      },
    },
    async (request) => summariseAudience(deps, request.body, actorOf(request)),
  );
  app.post(
    '/message/create',
    {
      config: send,
      schema: keyedSchema({
        tags,
        description: `A campaign. ${campaignNote}`,
        body: createCampaignSchema,
        response: { 200: campaignSchema },
      }),
    },
    async (request, reply) => start(request, reply, request.body),
  );
  app.post(
    '/message/send-one',
    {
      config: own,
      schema: keyedSchema({
        tags,
        description:
          'One template SMS or email to one lead (an executive: only their own lead; another answers 404). An opted-out lead is a 409 unless `confirm: true`.',
        body: sendOneSchema,
        response: { 200: campaignSchema },
      }),
    },
    async (request, reply) => {
      const { campaign } = await keyedWrite(request, reply, (key) =>
        sendOne(deps, request.body, actorOf(request), key),
      );
      return campaign;
    },
  );
  for (const [action, run] of [
    ['pause', (id: string) => pauseCampaign(deps, id)],
    ['cancel', (id: string) => cancelCampaign(deps, id)],
  ] as const) {
    app.post(
      `/message/:id/${action}`,
      { config: send, schema: { tags, params: idParamSchema, response: { 200: campaignSchema } } },
      async (request) => run(request.params.id),
    );
  }
  app.post(
    '/message/:id/resume',
    { config: send, schema: { tags, params: idParamSchema, response: { 200: campaignSchema } } },
    async (request) => resumeCampaign(deps, request.params.id, actorOf(request)),
  );
  app.post(
    '/message/:id/resend-failures',
    { config: send, schema: { tags, params: idParamSchema, response: { 200: campaignSchema } } },
    async (request) => resendFailures(deps, request.params.id, actorOf(request)),
  );
  for (const how of ['send-again', 'mark-sent'] as const) {
    app.post(
      `/message/:id/unknown/${how}`,
      {
        config: send,
        schema: {
          tags,
          description:
            how === 'send-again'
              ? 'The SMS a crash left in doubt (status unknown) are queued and sent again.'
              : 'The SMS a crash left in doubt (status unknown) are marked as sent, after a person checked.',
          params: idParamSchema,
          response: { 200: campaignSchema },
        },
      },
      async (request) => settleUnknown(deps, request.params.id, how, actorOf(request)),
    );
  }
  app.delete(
    '/message/deleteMessage/:id',
    {
      config: send,
      schema: {
        tags,
        description: 'A finished or cancelled campaign; a running one is a 409.',
        params: idParamSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteCampaign(deps, request.params.id);
      return { ok: true as const };
    },
  );
  app.delete(
    '/smsmessage/deleteSmsMessage/:id',
    { config: send, schema: { tags, params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await deleteCampaign(deps, request.params.id, 'sms');
      return { ok: true as const };
    },
  );
};
