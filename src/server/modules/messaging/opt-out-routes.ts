import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../domain/schemas/common';
import { messagePreferencesSchema, messagePreferencesViewSchema } from '../../../domain/schemas/messaging';
import type { AppContext } from '../../context';
import { actorOf, publicRoute, requires } from '../../plugins/access';
import { readPreferences, savePreferences, unsubscribe, unsubscribePage } from './preferences';

/**
 * Opt-outs under /api (decision 113): a lead's message preferences, and an email's unsubscribe link
 * (one click, no login).
 */
export const optOutRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const leadsOwn = requires('leads.own');
  const tags = ['campaigns'];
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

  app.get(
    '/lead/:id/message-preferences',
    {
      config: leadsOwn,
      schema: { tags, params: idParamSchema, response: { 200: messagePreferencesViewSchema } },
    },
    async (request) => readPreferences(deps, request.params.id, actorOf(request)),
  );
  app.put(
    '/lead/:id/message-preferences',
    {
      config: leadsOwn,
      schema: {
        tags,
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
        tags,
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
        tags,
        description:
          'One click (the page’s button, or List-Unsubscribe-Post from a mail program): the lead stops getting email.',
        params: tokenParams,
      },
    },
    async (request, reply) => {
      return answerPage(request, reply, await unsubscribe(deps, request.params.token));
    },
  );
};
