import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, messageSchema } from '../../../domain/schemas/common';
import { importantContactInputSchema, importantContactSchema } from '../../../domain/schemas/important-contact';
import type { AppContext } from '../../context';
import { currentUser, requires } from '../../plugins/access';
import { createContact, deleteContact, listContacts, updateContact } from './service';

// The spec's client reads the list as { contacts } and create/update as the contact itself (§7).
export const importantContactRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['important contacts'];
  const config = requires('importantContacts.manage');
  app.get(
    '/important-contacts',
    { config, schema: { tags, response: { 200: z.object({ contacts: z.array(importantContactSchema) }) } } },
    async () => ({ contacts: await listContacts(deps) }),
  );
  app.post(
    '/important-contacts',
    { config, schema: { tags, body: importantContactInputSchema, response: { 201: importantContactSchema } } },
    async (request, reply) => reply.status(201).send(await createContact(deps, request.body, currentUser(request).id)),
  );
  app.put(
    '/important-contacts/:id',
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        body: importantContactInputSchema,
        response: { 200: importantContactSchema },
      },
    },
    async (request) => updateContact(deps, request.params.id, request.body),
  );
  app.delete(
    '/important-contacts/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => deleteContact(deps, request.params.id),
  );
};
