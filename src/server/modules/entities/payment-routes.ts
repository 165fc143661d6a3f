import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityMoneySchema } from '../../../domain/schemas/buyer-money';
import { idParamSchema } from '../../../domain/schemas/common';
import {
  entityPaymentInputSchema,
  entityPaymentParamsSchema,
  entityPaymentSchema,
} from '../../../domain/schemas/entity-payment';
import type { AppContext } from '../../context';
import { requires } from '../../plugins/access';
import { actorOf } from './history';
import { addPayment, deletePayment, paymentSummary, updatePayment } from './payments-service';

const withPayment = entityMoneySchema.extend({ payment: entityPaymentSchema });

/** /api/entities/payment/:id and /api/entities/payment/:id/:paymentId. */
export const paymentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['entities'];
  const config = requires('entities.manage');

  app.get(
    '/entities/payment/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: entityMoneySchema } } },
    async (request) => paymentSummary(deps, request.params.id),
  );
  app.post(
    '/entities/payment/:id',
    { config, schema: { tags, params: idParamSchema, body: entityPaymentInputSchema, response: { 201: withPayment } } },
    async (request, reply) =>
      reply.status(201).send(await addPayment(deps, request.params.id, request.body, actorOf(request))),
  );
  app.put(
    '/entities/payment/:id/:paymentId',
    {
      config,
      schema: {
        tags,
        params: entityPaymentParamsSchema,
        body: entityPaymentInputSchema,
        response: { 200: withPayment },
      },
    },
    async (request) => updatePayment(deps, request.params.id, request.params.paymentId, request.body, actorOf(request)),
  );
  app.delete(
    '/entities/payment/:id/:paymentId',
    {
      config,
      schema: {
        tags,
        params: entityPaymentParamsSchema,
        response: { 200: entityMoneySchema.extend({ message: z.string() }) },
      },
    },
    async (request) => deletePayment(deps, request.params.id, request.params.paymentId, actorOf(request)),
  );
};
