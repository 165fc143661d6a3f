import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, messageSchema } from '../../../domain/schemas/common';
import {
  customerContactInputSchema,
  customerContactListSchema,
  customerContactQuerySchema,
  customerContactSchema,
} from '../../../domain/schemas/customer-contact';
import type { AppContext } from '../../context';
import { requires } from '../../plugins/access';
import { createContact, deleteContact, listContacts, updateContact } from './contacts-service';
import { actorOf } from './history';

/** /api/customerContact/: co-applicants and family contacts of a flat buyer. */
export const contactRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['customer contacts'];
  const config = requires('entities.manage');

  app.get(
    '/customerContact',
    { config, schema: { tags, querystring: customerContactQuerySchema, response: { 200: customerContactListSchema } } },
    async (request) => listContacts(deps, request.query.entityId),
  );
  app.post(
    '/customerContact',
    { config, schema: { tags, body: customerContactInputSchema, response: { 201: customerContactSchema } } },
    async (request, reply) => reply.status(201).send(await createContact(deps, request.body, actorOf(request))),
  );
  app.put(
    '/customerContact/:id',
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        body: customerContactInputSchema,
        response: { 200: customerContactSchema },
      },
    },
    async (request) => updateContact(deps, request.params.id, request.body, actorOf(request)),
  );
  app.delete(
    '/customerContact/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => deleteContact(deps, request.params.id, actorOf(request)),
  );
};
