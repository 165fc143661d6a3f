import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../domain/schemas/common';
import {
  smsSettingsInputSchema,
  smsSettingsViewSchema,
  smsTestResultSchema,
  smsTestSchema,
} from '../../../domain/schemas/sms-settings';
import type { AppContext } from '../../context';
import { actorOf, publicRoute, requires } from '../../plugins/access';
import { receiveDlr, saveSmsSettings, smsSettingsView } from './preferences';
import { testSms } from './sms-test-send';

const dlrNote =
  'Delivery reports from the SMS gateway (a machine caller): the DLR secret from the SMS settings as header `X-DLR-Secret` (or `?secret=`). Body: one event or a list, `{client_ref?, message_id?, status: DELIVERED|FAILED|UNDELIVERED|EXPIRED|REJECTED, code?, number?, delivered_at?}`; an inbound STOP reply is `{type: "inbound", number, text: "STOP"}` and opts the lead out of SMS. Wrong secret: 401.';

/**
 * The SMS gateway settings under /api/settings/sms (administrators) and the delivery reports the
 * gateway posts to /api/sms/dlr/:provider.
 */
export const smsSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const settings = requires('settings.manage');

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
    async (request) => testSms(deps, request.body),
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
