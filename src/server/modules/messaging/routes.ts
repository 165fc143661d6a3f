import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DLT_VAR_MAX } from '../../../domain/messaging/dlt';
import { TEMPLATE_VARIABLE_LABELS, TEMPLATE_VARIABLES } from '../../../domain/messaging/variables';
import { idParamSchema, messageSchema } from '../../../domain/schemas/common';
import {
  audienceInputSchema,
  audienceSummarySchema,
  campaignListQuerySchema,
  campaignListSchema,
  campaignSchema,
  createCampaignSchema,
  emailHistoryQuerySchema,
  emailHistorySchema,
  messagePreferencesSchema,
  messagePreferencesViewSchema,
  messageTemplateSchema,
  recipientListSchema,
  recipientQuerySchema,
  sendBulkSmsSchema,
  sendOneSchema,
  smsSettingsInputSchema,
  smsSettingsViewSchema,
  smsTestResultSchema,
  smsTestSchema,
  templateInputSchema,
  templateListQuerySchema,
  templateListSchema,
  templatePreviewInputSchema,
  templatePreviewSchema,
  templateVariablesSchema,
} from '../../../domain/schemas/messaging';
import { idempotencyHeadersSchema } from '../../../domain/schemas/task';
import type { AppContext } from '../../context';
import { IDEMPOTENCY_KEY_NOTE, idempotencyKeyOf, markReplayed } from '../../lib/idempotency';
import { actorOf, publicRoute, requires } from '../../plugins/access';
import { cancelCampaign, deleteCampaign, pauseCampaign, resendFailures, resumeCampaign } from './campaign-controls';
import {
  campaignMissing,
  emailHistory,
  failuresCsv,
  getCampaign,
  listCampaigns,
  listRecipients,
} from './campaign-view';
import { createCampaign, sendOne, summariseAudience } from './campaigns';
import {
  readPreferences,
  receiveDlr,
  savePreferences,
  saveSmsSettings,
  smsSettingsView,
  testSms,
  unsubscribe,
  unsubscribePage,
} from './preferences';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  previewTemplate,
  updateTemplate,
} from './templates';

const okSchema = z.object({ ok: z.literal(true) });
const dlrNote =
  'Delivery reports from the SMS gateway (a machine caller): the DLR secret from the SMS settings as header `X-DLR-Secret` (or `?secret=`). Body: one event or a list, `{client_ref?, message_id?, status: DELIVERED|FAILED|UNDELIVERED|EXPIRED|REJECTED, code?, number?, delivered_at?}`; an inbound STOP reply is `{type: "inbound", number, text: "STOP"}` and opts the lead out of SMS. Wrong secret: 401.';
const campaignNote =
  'Recipients are frozen into rows in this request (one per address; exclusions counted) and a job sends them in batches (decision 110–111). `scheduleAt` is India time (`yyyy-mm-ddThh:mm`); promotional SMS wait for 09:00–21:00 IST.';

/**
 * Email and SMS campaigns (issue 15, decisions 110–114) under /api: templates, audiences,
 * campaigns and their recipients, single sends, EmailHistory, opt-outs (one-click unsubscribe,
 * no login), SMS gateway settings and delivery reports.
 */
export const messagingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const send = requires('messages.send');
  const own = requires('messages.own');
  const leadsOwn = requires('leads.own');
  const settings = requires('settings.manage');
  const tTags = ['message templates'];
  // Mail programs post one-click unsubscribes (RFC 8058) and some gateways their reports as forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // A person's browser gets the page; any other caller a JSON answer like every other route.
  const answerPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    r: { status: number; html: string; message?: string | undefined },
  ) => {
    if (r.status !== 200 && !(request.headers.accept ?? '').includes('text/html')) {
      return reply.code(r.status).send({ message: r.message ?? 'Not found.', code: 'NOT_FOUND' });
    }
    return reply.code(r.status).header('content-type', 'text/html; charset=utf-8').send(r.html);
  };
  const cTags = ['campaigns'];

  // Templates (BulkSmsTemplate).
  app.get(
    '/template/getAllTemplates',
    {
      // Executives too: their phone app chooses the template of a single send from this list.
      config: own,
      schema: { tags: tTags, querystring: templateListQuerySchema, response: { 200: templateListSchema } },
    },
    async (request) => ({ items: await listTemplates(deps.db, request.query.channel) }),
  );
  app.get(
    '/template/variables',
    { config: send, schema: { tags: tTags, response: { 200: templateVariablesSchema } } },
    async () => ({
      items: TEMPLATE_VARIABLES.map((name) => ({ name, label: TEMPLATE_VARIABLE_LABELS[name] })),
      dltVarMax: DLT_VAR_MAX,
    }),
  );
  app.post(
    '/template/preview',
    {
      config: own,
      schema: {
        tags: tTags,
        description:
          'A saved template (`templateId`) or a draft (`template`) rendered with a real lead’s data; SMS with length, parts, encoding and the DLT check.',
        body: templatePreviewInputSchema,
        response: { 200: templatePreviewSchema },
      },
    },
    async (request) => previewTemplate(deps, request.body, actorOf(request)),
  );
  app.get(
    '/template/:id',
    { config: own, schema: { tags: tTags, params: idParamSchema, response: { 200: messageTemplateSchema } } },
    async (request) => getTemplate(deps.db, request.params.id),
  );
  app.post(
    '/template',
    {
      config: send,
      schema: {
        tags: tTags,
        description:
          'An SMS template’s `{#var#}` placeholders and `variables` must line up (one variable per placeholder, in order).',
        body: templateInputSchema,
        response: { 200: messageTemplateSchema },
      },
    },
    async (request) => createTemplate(deps, request.body, actorOf(request).id),
  );
  app.put(
    '/template/:id',
    {
      config: send,
      schema: {
        tags: tTags,
        params: idParamSchema,
        body: templateInputSchema,
        response: { 200: messageTemplateSchema },
      },
    },
    async (request) => updateTemplate(deps, request.params.id, request.body),
  );
  app.delete(
    '/template/:id',
    { config: send, schema: { tags: tTags, params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await deleteTemplate(deps, request.params.id);
      return { ok: true as const };
    },
  );
  app.post(
    '/template/sendBulkSMS',
    {
      config: send,
      schema: {
        tags: cTags,
        description: `A bulk SMS campaign (as /message/create with channel sms). ${campaignNote} ${IDEMPOTENCY_KEY_NOTE}`,
        headers: idempotencyHeadersSchema,
        body: sendBulkSmsSchema,
        response: { 200: campaignSchema },
      },
    },
    async (request, reply) => {
      const { campaign, replayed } = await createCampaign(
        deps,
        request.body,
        actorOf(request),
        idempotencyKeyOf(request),
      );
      markReplayed(reply, replayed);
      return campaign;
    },
  );

  // Audiences and campaigns (smsEmail, CreateEmail, BulkSmsView).
  app.post(
    '/message/audience',
    {
      config: send,
      schema: {
        tags: cTags,
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
      schema: {
        tags: cTags,
        description: `A campaign. ${campaignNote} ${IDEMPOTENCY_KEY_NOTE}`,
        headers: idempotencyHeadersSchema,
        body: createCampaignSchema,
        response: { 200: campaignSchema },
      },
    },
    async (request, reply) => {
      const { campaign, replayed } = await createCampaign(
        deps,
        request.body,
        actorOf(request),
        idempotencyKeyOf(request),
      );
      markReplayed(reply, replayed);
      return campaign;
    },
  );
  app.post(
    '/message/send-one',
    {
      config: own,
      schema: {
        tags: cTags,
        description: `One template SMS or email to one lead (an executive: only their own lead; another answers 404). An opted-out lead is a 409 unless \`confirm: true\`. ${IDEMPOTENCY_KEY_NOTE}`,
        headers: idempotencyHeadersSchema,
        body: sendOneSchema,
        response: { 200: campaignSchema },
      },
    },
    async (request, reply) => {
      const { campaign, replayed } = await sendOne(deps, request.body, actorOf(request), idempotencyKeyOf(request));
      markReplayed(reply, replayed);
      return campaign;
    },
  );
  app.get(
    '/message/getBulkMessages',
    {
      config: send,
      schema: { tags: cTags, querystring: campaignListQuerySchema, response: { 200: campaignListSchema } },
    },
    async (request) => listCampaigns(deps.db, request.query),
  );
  app.get(
    '/message/getMessage/:id',
    { config: send, schema: { tags: cTags, params: idParamSchema, response: { 200: campaignSchema } } },
    async (request) => getCampaign(deps.db, request.params.id),
  );
  app.get(
    '/message/:id/recipients',
    {
      config: send,
      schema: {
        tags: cTags,
        params: idParamSchema,
        querystring: recipientQuerySchema,
        response: { 200: recipientListSchema },
      },
    },
    async (request) => listRecipients(deps.db, request.params.id, request.query),
  );
  app.get(
    '/message/:id/failures.csv',
    { config: send, schema: { tags: cTags, params: idParamSchema } },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="failures-${request.params.id.slice(0, 8)}.csv"`)
        .send(await failuresCsv(deps.db, request.params.id)),
  );
  for (const [action, run] of [
    ['pause', (id: string) => pauseCampaign(deps, id)],
    ['cancel', (id: string) => cancelCampaign(deps, id)],
  ] as const) {
    app.post(
      `/message/:id/${action}`,
      { config: send, schema: { tags: cTags, params: idParamSchema, response: { 200: campaignSchema } } },
      async (request) => run(request.params.id),
    );
  }
  app.post(
    '/message/:id/resume',
    { config: send, schema: { tags: cTags, params: idParamSchema, response: { 200: campaignSchema } } },
    async (request) => resumeCampaign(deps, request.params.id, actorOf(request)),
  );
  app.post(
    '/message/:id/resend-failures',
    { config: send, schema: { tags: cTags, params: idParamSchema, response: { 200: campaignSchema } } },
    async (request) => resendFailures(deps, request.params.id, actorOf(request)),
  );
  app.delete(
    '/message/deleteMessage/:id',
    {
      config: send,
      schema: {
        tags: cTags,
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
  app.get(
    '/message/getAllMessage',
    {
      config: send,
      schema: {
        tags: cTags,
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
        tags: cTags,
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
        tags: cTags,
        querystring: campaignListQuerySchema.omit({ channel: true }),
        response: { 200: campaignListSchema },
      },
    },
    async (request) => listCampaigns(deps.db, { ...request.query, channel: 'sms' }),
  );
  app.get(
    '/smsmessage/getSmsMessage/:id',
    { config: send, schema: { tags: cTags, params: idParamSchema, response: { 200: campaignSchema } } },
    async (request) => {
      const c = await getCampaign(deps.db, request.params.id);
      if (c.channel !== 'sms') throw campaignMissing();
      return c;
    },
  );
  app.delete(
    '/smsmessage/deleteSmsMessage/:id',
    { config: send, schema: { tags: cTags, params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await deleteCampaign(deps, request.params.id, 'sms');
      return { ok: true as const };
    },
  );

  // Opt-outs.
  app.get(
    '/lead/:id/message-preferences',
    {
      config: leadsOwn,
      schema: { tags: cTags, params: idParamSchema, response: { 200: messagePreferencesViewSchema } },
    },
    async (request) => readPreferences(deps, request.params.id, actorOf(request)),
  );
  app.put(
    '/lead/:id/message-preferences',
    {
      config: leadsOwn,
      schema: {
        tags: cTags,
        params: idParamSchema,
        body: messagePreferencesSchema,
        response: { 200: messagePreferencesViewSchema },
      },
    },
    async (request) => savePreferences(deps, request.params.id, request.body, actorOf(request)),
  );
  const tokenParams = z.object({ token: z.string().max(100) });
  app.get(
    '/unsubscribe/:token',
    {
      config: publicRoute,
      schema: {
        tags: cTags,
        description: 'The page of an email’s unsubscribe link: one button, no login.',
        params: tokenParams,
      },
    },
    async (request, reply) => {
      return answerPage(request, reply, await unsubscribePage(deps, request.params.token));
    },
  );
  app.post(
    '/unsubscribe/:token',
    {
      config: publicRoute,
      schema: {
        tags: cTags,
        description:
          'One click (the page’s button, or List-Unsubscribe-Post from a mail program): the lead stops getting email.',
        params: tokenParams,
      },
    },
    async (request, reply) => {
      return answerPage(request, reply, await unsubscribe(deps, request.params.token));
    },
  );

  // SMS gateway settings and delivery reports.
  app.get(
    '/settings/sms',
    { config: settings, schema: { tags: ['settings'], response: { 200: smsSettingsViewSchema } } },
    async () => smsSettingsView(deps),
  );
  app.put(
    '/settings/sms',
    {
      config: settings,
      schema: {
        tags: ['settings'],
        description: 'A new API key or DLR secret replaces the stored one; empty or absent keeps it.',
        body: smsSettingsInputSchema,
        response: { 200: smsSettingsViewSchema },
      },
    },
    async (request) => saveSmsSettings(deps, request.body, actorOf(request).id),
  );
  app.post(
    '/settings/sms/test',
    { config: settings, schema: { tags: ['settings'], body: smsTestSchema, response: { 200: smsTestResultSchema } } },
    async (request) => testSms(deps, request.body.mobile),
  );
  app.post(
    '/sms/dlr/:provider',
    {
      config: publicRoute,
      schema: {
        tags: ['settings'],
        description: dlrNote,
        params: z.object({ provider: z.string().max(40) }),
        querystring: z.object({ secret: z.string().max(500).optional() }),
        response: { 200: z.object({ updated: z.number(), optedOut: z.number() }), 401: messageSchema.passthrough() },
      },
    },
    async (request) =>
      receiveDlr(
        deps,
        request.params.provider,
        (request.headers['x-dlr-secret'] as string | undefined) ?? request.query.secret,
        request.body,
      ),
  );
};
