import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, messageSchema } from '../../../domain/schemas/common';
import {
  nextQuoteNoSchema,
  quotationInputSchema,
  quotationListQuerySchema,
  quotationListResponseSchema,
  quotationSchema,
} from '../../../domain/schemas/quotation';
import type { AppContext } from '../../context';
import { currentUser, requires } from '../../plugins/access';
import { hasListParameters, listAllQuotations, listQuotationPage } from './quotation-query';
import { createQuotation, deleteQuotation, getQuotation, suggestQuoteNo, updateQuotation } from './service';

const quotationResponse = z.object({ data: quotationSchema });

/** Paths as the original API spells them, including 'featch'. */
export const quotationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['quotations'];
  const config = requires('billing.manage');

  app.get(
    '/featch',
    {
      config,
      schema: {
        tags,
        description:
          'Newest first. Without parameters: every quotation as an array. With search, from, to, type, page or pageSize: { quotations, total, page, pages }.',
        querystring: quotationListQuerySchema,
        response: { 200: quotationListResponseSchema },
      },
    },
    async (request) =>
      hasListParameters(request.query) ? listQuotationPage(deps.db, request.query) : listAllQuotations(deps.db),
  );
  app.get(
    '/featch/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: quotationResponse } } },
    async (request) => ({ data: await getQuotation(deps.db, request.params.id) }),
  );
  app.get('/next-number', { config, schema: { tags, response: { 200: nextQuoteNoSchema } } }, async () => ({
    quoteNo: await suggestQuoteNo(deps),
  }));
  app.post(
    '/create',
    { config, schema: { tags, body: quotationInputSchema, response: { 201: quotationResponse } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createQuotation(deps, request.body, currentUser(request).id) }),
  );
  app.put(
    '/update/:id',
    {
      config,
      schema: { tags, params: idParamSchema, body: quotationInputSchema, response: { 200: quotationResponse } },
    },
    async (request) => ({
      data: await updateQuotation(deps, request.params.id, request.body, currentUser(request).id),
    }),
  );
  app.delete(
    '/delete/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => deleteQuotation(deps, request.params.id),
  );
};
