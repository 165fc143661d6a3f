import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../domain/schemas/common';
import {
  invoiceCancelSchema,
  invoiceCreateSchema,
  invoiceListQuerySchema,
  invoicePageSchema,
  invoiceSchema,
} from '../../../domain/schemas/invoice';
import type { AppContext } from '../../context';
import { currentUser, requires } from '../../plugins/access';
import { cancelInvoice, createInvoice, getInvoice, listInvoices } from './service';

const invoiceResponse = z.object({ data: invoiceSchema });

/** GST tax invoices from quotations; the spec names /api/invoiceQuotation/create, the rest are ours. */
export const invoiceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['invoices'];
  const config = requires('billing.manage');

  app.post(
    '/create',
    { config, schema: { tags, body: invoiceCreateSchema, response: { 201: invoiceResponse } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createInvoice(deps, request.body, currentUser(request).id) }),
  );
  app.get(
    '/list',
    { config, schema: { tags, querystring: invoiceListQuerySchema, response: { 200: invoicePageSchema } } },
    async (request) => listInvoices(deps.db, request.query),
  );
  app.get(
    '/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: invoiceResponse } } },
    async (request) => ({ data: await getInvoice(deps.db, request.params.id) }),
  );
  app.post(
    '/:id/cancel',
    { config, schema: { tags, params: idParamSchema, body: invoiceCancelSchema, response: { 200: invoiceResponse } } },
    async (request) => ({ data: await cancelInvoice(deps, request.params.id, request.body.reason) }),
  );
};
