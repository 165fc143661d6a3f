import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignmentRuleInputSchema,
  assignmentRuleListSchema,
  assignmentRuleSchema,
  idleHoursSchema,
} from '../../../domain/schemas/assignment-rule';
import { idParamSchema, messageSchema } from '../../../domain/schemas/common';
import type { AppContext } from '../../context';
import { currentUser, requires } from '../../plugins/access';
import { createRule, deleteRule, listRules, setIdleHours, updateRule } from './service';

const one = z.object({ rule: assignmentRuleSchema });

/** Assignment rules for new leads without an assignee, and the idle window (decision 054). */
export const assignmentRuleRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['assignment rules'];
  const read = requires('leads.view');
  const manage = requires('leadRules.manage');
  app.get('/', { config: read, schema: { tags, response: { 200: assignmentRuleListSchema } } }, async () =>
    listRules(deps),
  );
  app.post(
    '/',
    { config: manage, schema: { tags, body: assignmentRuleInputSchema, response: { 201: one } } },
    async (request, reply) => reply.status(201).send({ rule: await createRule(deps, request.body) }),
  );
  app.put(
    '/idle-hours',
    { config: manage, schema: { tags, body: idleHoursSchema, response: { 200: idleHoursSchema } } },
    async (request) => setIdleHours(deps, request.body.idleHours, currentUser(request).id),
  );
  app.put(
    '/:id',
    {
      config: manage,
      schema: { tags, params: idParamSchema, body: assignmentRuleInputSchema, response: { 200: one } },
    },
    async (request) => ({ rule: await updateRule(deps, request.params.id, request.body) }),
  );
  app.delete(
    '/:id',
    { config: manage, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => deleteRule(deps, request.params.id),
  );
};
