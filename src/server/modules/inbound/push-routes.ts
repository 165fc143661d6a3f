import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../lib/app-error';
import { publicRoute } from '../../plugins/access';
import {
  accept,
  checkAddress,
  googleEnquiry,
  INBOUND_BODY_LIMIT,
  metaChanges,
  metaEnquiry,
  parseJsonBody,
  refuse,
  sameText,
  secretOf,
  signatureMatches,
  sourceByKey,
  webhookEnquiry,
  websiteEnquiry,
} from './push-service';

const keyParams = z.object({ sourceKey: z.string().min(1).max(100) });
const acceptedSchema = z.object({
  result: z.string(),
  leadId: z.string().nullable(),
  results: z.array(z.object({ result: z.string(), leadId: z.string().nullable(), eventId: z.string().nullable() })),
});
const machineNote =
  'A machine caller, authenticated by this source’s secret, not a session. Body ≤ 64 KB; answered 2xx only after the log row (and the lead) committed; the sender’s event id makes a retry a no-op (`duplicate`). A bad key or signature is 401 and stores nothing but a counter.';

const summary = (results: Awaited<ReturnType<typeof accept>>) => ({
  result: results[0]?.result ?? 'ignored',
  leadId: results[0]?.leadId ?? null,
  results,
});

/** Say when to come back on 429. */
async function guarded<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const retry = (error as { retryAfter?: number }).retryAfter;
    if (error instanceof AppError && retry) reply.header('retry-after', String(retry));
    throw error;
  }
}

const rawOf = (request: FastifyRequest) => (Buffer.isBuffer(request.body) ? request.body : undefined);

/**
 * Where leads are pushed to us (decision 120). The body is taken raw, so a signature is
 * checked over the exact bytes that were sent (Meta escapes unicode; a re-serialised body would
 * not match).
 */
export const inboundPushRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['inbound (machines)'];
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: INBOUND_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );

  app.post(
    '/:sourceKey',
    {
      config: publicRoute,
      bodyLimit: INBOUND_BODY_LIMIT,
      schema: {
        tags,
        description: `Generic webhook: JSON with name, mobile, email, project, message (other fields kept), an optional \`id\`/\`event_id\` or \`X-Event-Id\`. Authenticated by \`X-Api-Key\` or \`X-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>\`. ${machineNote}`,
        params: keyParams,
        response: { 200: acceptedSchema },
      },
    },
    async (request, reply) =>
      guarded(reply, async () => {
        // Two reads on two connections at once: a push's own statements are half its time (decision 122).
        const [row, secret] = await Promise.all([
          sourceByKey(deps, 'webhook', request.params.sourceKey),
          secretOf(deps, 'webhook'),
        ]);
        const raw = rawOf(request) ?? Buffer.alloc(0);
        const key = request.headers['x-api-key'];
        const signature = request.headers['x-signature-256'] ?? request.headers['x-signature'];
        const ok =
          sameText(typeof key === 'string' ? key : undefined, secret) ||
          signatureMatches(raw, secret, typeof signature === 'string' ? signature : undefined);
        if (!ok) await refuse(deps, row, 'The API key or signature is wrong.');
        const body = parseJsonBody(raw);
        const eventId = request.headers['x-event-id'];
        return summary(
          await accept(deps, row, [webhookEnquiry(body, typeof eventId === 'string' ? eventId : undefined)]),
        );
      }),
  );

  app.get(
    '/meta/:sourceKey',
    {
      config: publicRoute,
      schema: {
        tags,
        description:
          'Meta’s verification handshake: answers `hub.challenge` when `hub.verify_token` is this source’s verify token.',
        params: keyParams,
        querystring: z.object({
          'hub.mode': z.string().max(50).optional(),
          'hub.verify_token': z.string().max(500).optional(),
          'hub.challenge': z.string().max(500).optional(),
        }),
      },
    },
    async (request, reply) => {
      const row = await sourceByKey(deps, 'meta', request.params.sourceKey);
      const q = request.query;
      if (q['hub.mode'] !== 'subscribe' || !q['hub.challenge']) {
        throw badRequest('Expected hub.mode=subscribe with a hub.challenge.', undefined, 'BAD_HANDSHAKE');
      }
      if (!sameText(q['hub.verify_token'], await secretOf(deps, 'meta')))
        await refuse(deps, row, 'The verify token is wrong.');
      reply.type('text/plain');
      return q['hub.challenge'];
    },
  );

  app.post(
    '/meta/:sourceKey',
    {
      config: publicRoute,
      bodyLimit: INBOUND_BODY_LIMIT,
      schema: {
        tags,
        description: `Meta Lead Ads event (object=page, leadgen changes), checked with \`X-Hub-Signature-256\` under the app secret; each lead is fetched by its leadgen id from the Graph API with the page token. ${machineNote}`,
        params: keyParams,
        response: { 200: acceptedSchema },
      },
    },
    async (request, reply) =>
      guarded(reply, async () => {
        const row = await sourceByKey(deps, 'meta', request.params.sourceKey);
        const raw = rawOf(request) ?? Buffer.alloc(0);
        const header = request.headers['x-hub-signature-256'];
        const appSecret = await secretOf(deps, 'meta', 'appSecret');
        if (!signatureMatches(raw, appSecret, typeof header === 'string' ? header : undefined)) {
          await refuse(deps, row, 'The X-Hub-Signature-256 signature is wrong.');
        }
        const body = parseJsonBody(raw);
        const list = await Promise.all(metaChanges(body).map((c) => metaEnquiry(deps, c)));
        return summary(await accept(deps, row, list));
      }),
  );

  app.post(
    '/google/:sourceKey',
    {
      config: publicRoute,
      bodyLimit: INBOUND_BODY_LIMIT,
      schema: {
        tags,
        description: `Google Ads lead form webhook: \`user_column_data\` mapped by \`column_id\`, \`google_key\` checked against this source’s key, \`is_test\` leads logged as test and not assigned. ${machineNote}`,
        params: keyParams,
        response: { 200: acceptedSchema },
      },
    },
    async (request, reply) =>
      guarded(reply, async () => {
        const row = await sourceByKey(deps, 'google', request.params.sourceKey);
        const raw = rawOf(request);
        let body: Record<string, unknown> | null = null;
        try {
          body = parseJsonBody(raw);
        } catch {
          // A body we cannot read has no key in it either: refused like a wrong key.
        }
        const key = body?.google_key;
        if (!body || !sameText(typeof key === 'string' ? key : undefined, await secretOf(deps, 'google'))) {
          await refuse(deps, row, 'The google_key is wrong.');
        }
        return summary(await accept(deps, row, [googleEnquiry(body!)]));
      }),
  );

  app.post(
    '/form/:sourceKey',
    {
      config: publicRoute,
      bodyLimit: INBOUND_BODY_LIMIT,
      schema: {
        tags,
        description:
          'Website form: a plain HTML form post (application/x-www-form-urlencoded) or JSON from a page of an allowed origin. The hidden `website` field is a honeypot; each address may send 5 a minute.',
        params: keyParams,
      },
    },
    async (request, reply) =>
      guarded(reply, async () => {
        const row = await sourceByKey(deps, 'website', request.params.sourceKey);
        const settings = (row.settings ?? {}) as { allowedOrigins?: string[] };
        const origin = request.headers.origin;
        if (!origin || !(settings.allowedOrigins ?? []).includes(origin)) {
          await refuse(deps, row, 'This site may not post to this form address.');
        }
        reply.header('access-control-allow-origin', origin!);
        reply.header('vary', 'Origin');
        checkAddress(request.ip, deps.clock());
        const raw = rawOf(request) ?? Buffer.alloc(0);
        const type = String(request.headers['content-type'] ?? '');
        const fields: Record<string, unknown> = type.includes('json')
          ? parseJsonBody(raw)
          : Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
        const thanks = () => {
          if (type.includes('json')) return { ok: true };
          reply.type('text/html; charset=utf-8');
          return '<!doctype html><meta charset="utf-8"><title>Thank you</title><p>Thank you. We will call you soon.</p>';
        };
        // A bot fills the hidden field: it is thanked and nothing is stored.
        if (typeof fields.website === 'string' && fields.website.trim() !== '') return thanks();
        delete fields.website;
        await accept(deps, row, [websiteEnquiry(fields, deps.clock())]);
        return thanks();
      }),
  );
};
