import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, messageSchema } from '../../../domain/schemas/common';
import {
  entityDetailSchema,
  entityHistoryListSchema,
  entityInputSchema,
  entityListSchema,
  entityQuerySchema,
} from '../../../domain/schemas/entity';
import { uploadLimitsOf } from '../../config';
import type { AppContext } from '../../context';
import { requires } from '../../plugins/access';
import { receiveUpload } from '../../storage/receive-upload';
import { contactRoutes } from './contact-routes';
import { addDocument, entityDocumentFields, removeDocument } from './documents-service';
import { actorOf, listHistory } from './history';
import { paymentRoutes } from './payment-routes';
import {
  createEntity,
  deleteEntity,
  entityMissing,
  findEntity,
  getEntity,
  listEntities,
  updateEntity,
} from './service';

const one = z.object({ entity: entityDetailSchema });

/** Entity Manager and customer contacts, registered under /api. */
export const entityRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['entities'];
  const config = requires('entities.manage');

  app.get(
    '/entities',
    { config, schema: { tags, querystring: entityQuerySchema, response: { 200: entityListSchema } } },
    async (request) => listEntities(deps, request.query),
  );
  app.post(
    '/entities',
    { config, schema: { tags, body: entityInputSchema, response: { 201: one } } },
    async (request, reply) =>
      reply.status(201).send({ entity: await createEntity(deps, request.body, actorOf(request)) }),
  );
  app.get(
    '/entities/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: one } } },
    async (request) => ({ entity: await getEntity(deps, request.params.id) }),
  );
  app.put(
    '/entities/:id',
    { config, schema: { tags, params: idParamSchema, body: entityInputSchema, response: { 200: one } } },
    async (request) => ({ entity: await updateEntity(deps, request.params.id, request.body, actorOf(request)) }),
  );
  app.delete(
    '/entities/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => deleteEntity(deps, request.params.id),
  );
  app.post(
    '/entities/:id/add-document',
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        description:
          'multipart/form-data: `kind` (PAN card, Aadhaar card, Passport, Photo — KYC, PDF or image; Agreement, Allotment letter, Receipt, Other — PDF, image or office document), optional `title`, and one `file`.',
        response: { 201: one },
      },
    },
    async (request, reply) => {
      // Refused before the file is read: no point receiving megabytes for an id that does not exist.
      if (!(await findEntity(deps.db, request.params.id))) throw entityMissing();
      const upload = await receiveUpload(request, deps.storage, entityDocumentFields, uploadLimitsOf(deps.config));
      await addDocument(deps, request.params.id, upload, actorOf(request));
      return reply.status(201).send({ entity: await getEntity(deps, request.params.id) });
    },
  );
  app.delete(
    '/entities/:id/documents/:documentId',
    {
      config,
      schema: {
        tags,
        params: idParamSchema.extend({ documentId: z.uuid({ error: 'That document id is not valid.' }) }),
        response: { 200: one },
      },
    },
    async (request) => {
      await removeDocument(deps, request.params.id, request.params.documentId, actorOf(request));
      return { entity: await getEntity(deps, request.params.id) };
    },
  );
  app.get(
    '/entities/history/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: entityHistoryListSchema } } },
    async (request) => {
      await getEntity(deps, request.params.id);
      return { history: await listHistory(deps.db, request.params.id) };
    },
  );

  // Not `deps` itself: it carries this plugin's prefix, which the children would add again.
  await app.register(paymentRoutes, { ...deps, prefix: '' });
  await app.register(contactRoutes, { ...deps, prefix: '' });
};
