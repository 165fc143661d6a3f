import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  telephonyConnectResultSchema,
  telephonyConnectSchema,
  telephonySettingsInputSchema,
  telephonySettingsViewSchema,
  telephonyStatusSchema,
  telephonyTestResultSchema,
} from '../../../domain/schemas/telephony';
import type { AppContext } from '../../context';
import { actorOf, currentUser, publicRoute, requires } from '../../plugins/access';
import {
  connectCall,
  getTelephonySettings,
  receiveCallback,
  saveTelephonySettings,
  telephonyEnabled,
  testTelephony,
} from './service';

/**
 * Click-to-call through a telephony provider (decision 104): settings (administrators),
 * connect (anyone who calls leads), and the provider's status callback — a machine caller with no
 * session, let in only with the shared secret (checked in the service: 401, nothing stored).
 */
export const telephonyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['telephony'];
  // Providers post status callbacks as HTML forms; this plugin's routes read them (JSON works too).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.get(
    '/settings/telephony',
    { config: requires('settings.manage'), schema: { tags, response: { 200: telephonySettingsViewSchema } } },
    async () => getTelephonySettings(deps),
  );
  app.put(
    '/settings/telephony',
    {
      config: requires('settings.manage'),
      schema: {
        tags,
        description:
          'apiToken and callbackSecret are write-only secrets: sent, they replace the stored one; empty or absent keeps it.',
        body: telephonySettingsInputSchema.meta({
          example: {
            provider: 'exotel',
            enabled: true,
            accountSid: 'sahyadri1',
            apiBaseUrl: 'https://api.exotel.com',
            apiKey: 'a1b2c3',
            callerId: '02071234567',
            apiToken: 'token-from-the-provider',
            callbackSecret: 'a-long-random-string',
          },
        }),
        response: { 200: telephonySettingsViewSchema },
      },
    },
    async (request) => saveTelephonySettings(deps, request.body, currentUser(request).id),
  );
  app.post(
    '/settings/telephony/test',
    { config: requires('settings.manage'), schema: { tags, response: { 200: telephonyTestResultSchema } } },
    async () => testTelephony(deps),
  );
  app.get(
    '/telephony/status',
    { config: requires('self.use'), schema: { tags, response: { 200: telephonyStatusSchema } } },
    async () => ({ enabled: await telephonyEnabled(deps) }),
  );
  app.post(
    '/telephony/connect',
    {
      config: requires('calls.own'),
      schema: {
        tags,
        description:
          "Rings your own mobile first, then the lead's (or the number), showing the company's caller id. The call lands in your history when the provider reports back.",
        body: telephonyConnectSchema,
        response: { 200: telephonyConnectResultSchema },
      },
    },
    async (request) => connectCall(deps, actorOf(request), request.body),
  );
  app.post(
    '/telephony/callback/:provider',
    {
      config: publicRoute,
      schema: {
        tags,
        description:
          "The provider's status callback (form or JSON). Needs the shared secret as `?secret=` or the `x-callback-secret` header; 401 otherwise.",
        params: z.object({ provider: z.string().max(40) }),
        querystring: z.object({ secret: z.string().max(500).optional() }),
        response: { 200: z.object({ ok: z.literal(true), updated: z.boolean() }) },
      },
    },
    async (request) => {
      const header = request.headers['x-callback-secret'];
      const secret = request.query.secret ?? (typeof header === 'string' ? header : undefined);
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      return receiveCallback(deps, request.params.provider, secret, body);
    },
  );
};
