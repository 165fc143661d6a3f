import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, messageSchema } from '../../../domain/schemas/common';
import {
  paymentPlanInputSchema,
  paymentPlanListQuerySchema,
  paymentPlanListSchema,
  paymentPlanSchema,
} from '../../../domain/schemas/payment-plan';
import type { AppContext } from '../../context';
import { actorOf, requires } from '../../plugins/access';
import { createPaymentPlan, deletePaymentPlan, getPaymentPlan, listPaymentPlans, updatePaymentPlan } from './service';

/** A project's payment plan templates, under /api/payment-plans (decision 191). */
export const paymentPlanRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['payment plans'];
  const view = requires('paymentPlans.view');
  const manage = requires('paymentPlans.manage');

  app.get(
    '/',
    {
      config: view,
      schema: { tags, querystring: paymentPlanListQuerySchema, response: { 200: paymentPlanListSchema } },
    },
    async (request) => listPaymentPlans(deps, request.query),
  );
  app.post(
    '/',
    { config: manage, schema: { tags, body: paymentPlanInputSchema, response: { 201: paymentPlanSchema } } },
    async (request, reply) => reply.status(201).send(await createPaymentPlan(deps, request.body, actorOf(request).id)),
  );
  app.get(
    '/:id',
    { config: view, schema: { tags, params: idParamSchema, response: { 200: paymentPlanSchema } } },
    async (request) => getPaymentPlan(deps.db, request.params.id),
  );
  app.put(
    '/:id',
    {
      config: manage,
      schema: { tags, params: idParamSchema, body: paymentPlanInputSchema, response: { 200: paymentPlanSchema } },
    },
    async (request) => updatePaymentPlan(deps, request.params.id, request.body),
  );
  app.delete(
    '/:id',
    { config: manage, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => deletePaymentPlan(deps, request.params.id),
  );
};
