import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, messageSchema } from '../../../domain/schemas/common';
import {
  customerListSchema,
  customerPropertySchema,
  customerQuerySchema,
} from '../../../domain/schemas/customer-property';
import { uploadLimitsOf } from '../../config';
import type { AppContext } from '../../context';
import { currentUser, requires } from '../../plugins/access';
import { receiveUpload } from '../../storage/receive-upload';
import {
  addDocuments,
  createCustomer,
  deleteCustomer,
  getCustomer,
  listCustomers,
  removeDocument,
  updateCustomer,
} from './service';
import { customerFileFields, otherDocFields } from './upload-fields';

const one = z.object({ data: customerPropertySchema });
const formNote =
  'multipart/form-data: ownerName, address, contact (91 and 10 digits), type, subType, projectName, and optional files profile (image), aadharCard, panCard, lightBill (PDF, JPEG, PNG or WebP).';

export const customerPropertyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['customer property'];
  const config = requires('customers.manage');

  app.get(
    '/customer-property',
    { config, schema: { tags, querystring: customerQuerySchema, response: { 200: customerListSchema } } },
    async (request) => listCustomers(deps, request.query),
  );
  app.post(
    '/customer-property',
    { config, schema: { tags, description: formNote, response: { 201: one } } },
    async (request, reply) => {
      const upload = await receiveUpload(request, deps.storage, customerFileFields, uploadLimitsOf(deps.config));
      return reply.status(201).send({ data: await createCustomer(deps, upload, currentUser(request).id) });
    },
  );
  app.get(
    '/customer-property/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: one } } },
    async (request) => ({ data: await getCustomer(deps, request.params.id) }),
  );
  app.put(
    '/customer-property/:id',
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        description: `${formNote} Fields left out keep their value; a file sent replaces the saved one.`,
        response: { 200: one },
      },
    },
    async (request) => {
      const upload = await receiveUpload(request, deps.storage, customerFileFields, uploadLimitsOf(deps.config));
      return { data: await updateCustomer(deps, request.params.id, upload, currentUser(request).id) };
    },
  );
  app.delete(
    '/customer-property/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => deleteCustomer(deps, request.params.id),
  );
  app.post(
    '/customer-property/:id/add-document',
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        description: 'multipart/form-data with one or more `otherDoc` files (PDF, JPEG, PNG or WebP).',
        response: { 200: one },
      },
    },
    async (request) => {
      const upload = await receiveUpload(request, deps.storage, otherDocFields, uploadLimitsOf(deps.config));
      return { data: await addDocuments(deps, request.params.id, upload, currentUser(request).id) };
    },
  );
  app.delete(
    '/customer-property/:id/documents/:fileId',
    {
      config,
      schema: {
        tags,
        params: idParamSchema.extend({ fileId: z.uuid({ error: 'That file id is not valid.' }) }),
        response: { 200: one },
      },
    },
    async (request) => ({ data: await removeDocument(deps, request.params.id, request.params.fileId) }),
  );
};
