import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, messageSchema } from '../../../domain/schemas/common';
import {
  dashboardQuerySchema,
  purchaseInputSchema,
  purchaseListSchema,
  purchasePaymentInputSchema,
  purchaseQuerySchema,
  purchaseSchema,
  supplierDashboardSchema,
} from '../../../domain/schemas/purchase';
import { supplierSchema } from '../../../domain/schemas/supplier';
import { uploadLimitsOf } from '../../config';
import type { AppContext } from '../../context';
import { currentUser, requires } from '../../plugins/access';
import { receiveUpload } from '../../storage/receive-upload';
import { addAttachments, billFields, removeAttachment } from './attachments-service';
import { bySupplier } from './by-supplier';
import { supplierDashboard } from './dashboard-service';
import { masterRoutes } from './master-routes';
import { deletePurchasePayment, payPurchase } from './payments-service';
import { loadPurchase } from './purchase-view';
import { createPurchase, deletePurchase, listPurchases, updatePurchase } from './purchases-service';

const one = z.object({ purchase: purchaseSchema });
const uuid = (what: string) => z.uuid({ error: `That ${what} id is not valid.` });

/** Suppliers, materials and purchases, registered under /api. */
export const purchaseRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['purchases'];
  const config = requires('purchase.manage');

  app.get(
    '/purchases/list',
    { config, schema: { tags, querystring: purchaseQuerySchema, response: { 200: purchaseListSchema } } },
    async (request) => listPurchases(deps, request.query),
  );
  app.get(
    '/purchases/dashboard',
    { config, schema: { tags, querystring: dashboardQuerySchema, response: { 200: supplierDashboardSchema } } },
    async (request) => supplierDashboard(deps, request.query),
  );
  app.get(
    '/purchases/by-supplier/:id',
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        querystring: purchaseQuerySchema,
        response: { 200: purchaseListSchema.extend({ supplier: supplierSchema }) },
      },
    },
    async (request) => bySupplier(deps, request.params.id, request.query),
  );
  app.post(
    '/purchases/add',
    {
      config,
      schema: {
        tags,
        description: 'Totals are computed by the server; attach the bill with POST /api/purchases/:id/attachments.',
        body: purchaseInputSchema,
        response: { 201: one },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ purchase: await createPurchase(deps, request.body, currentUser(request).id) }),
  );
  app.get(
    '/purchases/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: one } } },
    async (request) => ({ purchase: await loadPurchase(deps.db, request.params.id) }),
  );
  app.put(
    '/purchases/update/:id',
    { config, schema: { tags, params: idParamSchema, body: purchaseInputSchema, response: { 200: one } } },
    async (request) => ({ purchase: await updatePurchase(deps, request.params.id, request.body) }),
  );
  app.delete(
    '/purchases/delete/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => deletePurchase(deps, request.params.id),
  );
  app.post(
    '/purchases/:id/pay',
    {
      config,
      schema: {
        tags,
        description: 'Part or all of the balance; more only with `advance: true`. Concurrent payments are serialised.',
        params: idParamSchema,
        body: purchasePaymentInputSchema,
        response: { 201: one },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ purchase: await payPurchase(deps, request.params.id, request.body, currentUser(request).id) }),
  );
  app.delete(
    '/purchases/:id/payments/:paymentId',
    { config, schema: { tags, params: idParamSchema.extend({ paymentId: uuid('payment') }), response: { 200: one } } },
    async (request) => ({
      purchase: await deletePurchasePayment(deps, request.params.id, request.params.paymentId),
    }),
  );
  app.post(
    '/purchases/:id/attachments',
    {
      config,
      schema: {
        tags,
        description: 'multipart/form-data with one or more `bill` files (PDF, JPEG, PNG or WebP).',
        params: idParamSchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      // Refused before the files are read: no point receiving megabytes for a bill that does not exist.
      await loadPurchase(deps.db, request.params.id);
      const upload = await receiveUpload(request, deps.storage, billFields, uploadLimitsOf(deps.config));
      return reply
        .status(201)
        .send({ purchase: await addAttachments(deps, request.params.id, upload, currentUser(request).id) });
    },
  );
  app.delete(
    '/purchases/:id/attachments/:fileId',
    { config, schema: { tags, params: idParamSchema.extend({ fileId: uuid('file') }), response: { 200: one } } },
    async (request) => ({ purchase: await removeAttachment(deps, request.params.id, request.params.fileId) }),
  );

  // Not `deps` itself: it carries this plugin's prefix, which the child would add again.
  await app.register(masterRoutes, { ...deps, prefix: '' });
};
