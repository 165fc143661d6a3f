import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, messageSchema } from '../../../domain/schemas/common';
import { draftCreateSchema, draftSchema, draftUpdateSchema } from '../../../domain/schemas/draft';
import type { AppContext } from '../../context';
import { currentUser, requires } from '../../plugins/access';
import { createDraft, deleteDraft, getDraft, listDrafts, updateDraft } from './service';

const draftResponse = z.object({ draft: draftSchema });

/** The signed-in user's own drafts; nobody sees or resumes another person's. */
export const draftRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['drafts'];
  const config = requires('billing.manage');

  app.get(
    '/',
    { config, schema: { tags, response: { 200: z.object({ drafts: z.array(draftSchema) }) } } },
    async (request) => ({
      drafts: await listDrafts(deps.db, currentUser(request).id),
    }),
  );
  app.get(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: draftResponse } } },
    async (request) => ({
      draft: await getDraft(deps.db, request.params.id, currentUser(request).id),
    }),
  );
  app.post(
    '/',
    { config, schema: { tags, body: draftCreateSchema, response: { 201: draftResponse } } },
    async (request, reply) =>
      reply.status(201).send({ draft: await createDraft(deps, request.body, currentUser(request).id) }),
  );
  app.put(
    '/:id',
    { config, schema: { tags, params: idParamSchema, body: draftUpdateSchema, response: { 200: draftResponse } } },
    async (request) => ({ draft: await updateDraft(deps, request.params.id, request.body, currentUser(request).id) }),
  );
  app.delete(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => deleteDraft(deps.db, request.params.id, currentUser(request).id),
  );
};
