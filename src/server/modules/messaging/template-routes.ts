import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DLT_VAR_MAX } from '../../../domain/messaging/dlt';
import { TEMPLATE_VARIABLE_LABELS, TEMPLATE_VARIABLES } from '../../../domain/messaging/variables';
import { idParamSchema, okSchema } from '../../../domain/schemas/common';
import {
  messageTemplateSchema,
  templateInputSchema,
  templateListQuerySchema,
  templateListSchema,
  templatePreviewInputSchema,
  templatePreviewSchema,
  templateVariablesSchema,
} from '../../../domain/schemas/message-template';
import type { AppContext } from '../../context';
import { actorOf, requires } from '../../plugins/access';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  previewTemplate,
  updateTemplate,
} from './templates';

/**
 * Message templates (BulkSmsTemplate) under /api/template: list, variables, preview with a real
 * lead, and the template itself.
 */
export const templateRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const send = requires('messages.send');
  const own = requires('messages.own');
  const tags = ['message templates'];

  app.get(
    '/template/getAllTemplates',
    {
      // Executives too: their phone app chooses the template of a single send from this list.
      config: own,
      schema: { tags, querystring: templateListQuerySchema, response: { 200: templateListSchema } },
    },
    async (request) => ({ items: await listTemplates(deps.db, request.query.channel) }),
  );
  app.get(
    '/template/variables',
    { config: send, schema: { tags, response: { 200: templateVariablesSchema } } },
    async () => ({
      items: TEMPLATE_VARIABLES.map((name) => ({ name, label: TEMPLATE_VARIABLE_LABELS[name] })),
      dltVarMax: DLT_VAR_MAX,
    }),
  );
  app.post(
    '/template/preview',
    {
      config: own,
      schema: {
        tags,
        description:
          'A saved template (`templateId`) or a draft (`template`) rendered with a real lead’s data; SMS with length, parts, encoding and the DLT check.',
        body: templatePreviewInputSchema,
        response: { 200: templatePreviewSchema },
      },
    },
    async (request) => previewTemplate(deps, request.body, actorOf(request)),
  );
  app.get(
    '/template/:id',
    { config: own, schema: { tags, params: idParamSchema, response: { 200: messageTemplateSchema } } },
    async (request) => getTemplate(deps.db, request.params.id),
  );
  app.post(
    '/template',
    {
      config: send,
      schema: {
        tags,
        description:
          'An SMS template’s `{#var#}` placeholders and `variables` must line up (one variable per placeholder, in order).',
        body: templateInputSchema,
        response: { 200: messageTemplateSchema },
      },
    },
    async (request) => createTemplate(deps, request.body, actorOf(request).id),
  );
  app.put(
    '/template/:id',
    {
      config: send,
      schema: {
        tags,
        params: idParamSchema,
        body: templateInputSchema,
        response: { 200: messageTemplateSchema },
      },
    },
    async (request) => updateTemplate(deps, request.params.id, request.body),
  );
  app.delete(
    '/template/:id',
    { config: send, schema: { tags, params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await deleteTemplate(deps, request.params.id);
      return { ok: true as const };
    },
  );
};
