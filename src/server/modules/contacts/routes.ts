import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, messageSchema } from '../../../domain/schemas/common';
import {
  contactAssignSchema,
  contactConvertSchema,
  contactInputSchema,
  contactListSchema,
  contactOptionsSchema,
  contactQuerySchema,
  contactSchema,
} from '../../../domain/schemas/contact';
import type { AppContext } from '../../context';
import { currentUser, requires } from '../../plugins/access';
import { leadOptions } from '../leads/public';
import {
  assignContacts,
  convertToLead,
  createContact,
  deleteContact,
  getContact,
  listContacts,
  updateContact,
} from './service';

const one = z.object({ contact: contactSchema });
const ref = z.object({ _id: z.string(), name: z.string() });

/** Sales contacts (decision 052) under /api/contact. Roles 0 and 1. */
export const contactRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['contacts'];
  const config = requires('contacts.manage');
  const actor = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { id: user.id, name: user.name, role: user.role };
  };

  app.post(
    '/createContact',
    { config, schema: { tags, body: contactInputSchema, response: { 201: one } } },
    async (request, reply) =>
      reply.status(201).send({ contact: await createContact(deps, request.body, actor(request)) }),
  );
  app.get(
    '/getAllContacts',
    {
      config,
      schema: {
        tags,
        description:
          'Newest first. `search` matches a fragment of the name, email or company, or of the mobile written any way (+91 98220 12345).',
        querystring: contactQuerySchema,
        response: { 200: contactListSchema },
      },
    },
    async (request) => listContacts(deps.db, request.query),
  );
  app.get(
    '/getContactById/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: one } } },
    async (request) => ({ contact: await getContact(deps.db, request.params.id) }),
  );
  app.put(
    '/updateContact/:id',
    { config, schema: { tags, params: idParamSchema, body: contactInputSchema, response: { 200: one } } },
    async (request) => ({ contact: await updateContact(deps, request.params.id, request.body) }),
  );
  app.delete(
    '/deleteContact/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => deleteContact(deps.db, request.params.id),
  );
  app.put(
    '/assignContact',
    {
      config,
      schema: {
        tags,
        description: 'All of the contacts or none; only to an active member with a role.',
        body: contactAssignSchema,
        response: { 200: messageSchema.extend({ updated: z.number() }) },
      },
    },
    async (request) => assignContacts(deps, request.body),
  );
  app.post(
    '/convertToLead/:id',
    {
      config,
      schema: {
        tags,
        description:
          'Creates a lead from the contact (name, mobile, email, city, assignee) with the chosen source and branch, and links the two. 409 when the contact is already a lead or a live lead has its mobile.',
        params: idParamSchema,
        body: contactConvertSchema,
        response: { 201: messageSchema.extend({ lead: ref, contact: contactSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await convertToLead(deps, request.params.id, request.body, actor(request))),
  );
  app.get(
    '/getContactFormOptions',
    {
      config,
      schema: {
        tags,
        description: 'Members a contact can be assigned to, and the sources and branches of a new lead.',
        response: { 200: contactOptionsSchema },
      },
    },
    async () => leadOptions(deps.db),
  );
};
