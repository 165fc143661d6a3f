import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { publicRoute } from '../../plugins/access';
import { receiveWebhook, verifyHandshake, WEBHOOK_BODY_LIMIT } from './webhook';

const outcomeSchema = z.object({
  messages: z.number(),
  duplicates: z.number(),
  statuses: z.number(),
  leadsCreated: z.number(),
  skipped: z.number(),
});

/**
 * Meta's webhook for the WhatsApp number (decision 215), a machine caller. The body is taken as
 * raw bytes in this plugin's scope only: the signature is over the exact bytes Meta sent (it
 * escapes unicode; a re-serialised body would not match).
 */
export const whatsappWebhookRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['whatsapp (machines)'];
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );

  app.get(
    '/whatsapp/webhook',
    {
      config: publicRoute,
      schema: {
        tags,
        description:
          'Meta’s verification handshake: answers `hub.challenge` as text when `hub.mode` is subscribe and `hub.verify_token` is the verify token shown in the WhatsApp settings; otherwise 403.',
        querystring: z.object({
          'hub.mode': z.string().max(50).optional(),
          'hub.verify_token': z.string().max(500).optional(),
          'hub.challenge': z.string().max(500).optional(),
        }),
      },
    },
    async (request, reply) => {
      const q = request.query;
      const challenge = await verifyHandshake(deps, {
        mode: q['hub.mode'],
        token: q['hub.verify_token'],
        challenge: q['hub.challenge'],
      });
      reply.type('text/plain');
      return challenge;
    },
  );

  app.post(
    '/whatsapp/webhook',
    {
      config: publicRoute,
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags,
        description:
          'Messages and statuses from WhatsApp. `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body under the app secret>`; anything else is 401 and stores nothing. Each message is stored once by its id; statuses apply in rank order whatever order they come in. Answered after everything committed.',
        response: { 200: outcomeSchema },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-hub-signature-256'];
      return receiveWebhook(deps, raw, typeof signature === 'string' ? signature : undefined);
    },
  );
};
