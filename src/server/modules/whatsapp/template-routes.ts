import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../domain/schemas/common';
import {
  whatsappSyncResultSchema,
  whatsappTemplateListSchema,
  whatsappTemplateMappingSchema,
  whatsappTemplateSchema,
} from '../../../domain/schemas/whatsapp';
import { whatsappPreviewInputSchema, whatsappPreviewSchema } from '../../../domain/schemas/whatsapp-preview';
import type { AppContext } from '../../context';
import { actorOf, requires } from '../../plugins/access';
import { syncWhatsAppTemplates } from './template-sync';
import { listWhatsAppTemplates, previewWhatsAppTemplate, saveWhatsAppMapping } from './templates';

/** WhatsApp templates under /api/whatsapp/templates: the synced list, sync, our mapping, a preview. */
export const whatsappTemplateRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const send = requires('messages.send');
  // Executives choose a template for a lead's send from this list and preview it.
  const own = requires('messages.own');
  const tags = ['whatsapp'];

  app.get(
    '/whatsapp/templates',
    { config: own, schema: { tags, response: { 200: whatsappTemplateListSchema } } },
    async () => listWhatsAppTemplates(deps.db),
  );
  app.post(
    '/whatsapp/templates/sync',
    {
      config: send,
      schema: {
        tags,
        description:
          'Reads every template from the provider: new ones added, changed ones updated (our mapping kept), those gone removed.',
        response: { 200: whatsappSyncResultSchema },
      },
    },
    async (request) => syncWhatsAppTemplates(deps, actorOf(request).id),
  );
  app.put(
    '/whatsapp/templates/:id',
    {
      config: send,
      schema: {
        tags,
        description:
          'Our part of a template: the variable of each {{n}} (index 0 is {{1}}) and the header document. The GET’s record is accepted back.',
        params: idParamSchema,
        body: whatsappTemplateMappingSchema,
        response: { 200: whatsappTemplateSchema },
      },
    },
    async (request) => saveWhatsAppMapping(deps, request.params.id, request.body),
  );
  app.post(
    '/whatsapp/templates/:id/preview',
    {
      config: own,
      schema: {
        tags,
        params: idParamSchema,
        body: whatsappPreviewInputSchema,
        response: { 200: whatsappPreviewSchema },
      },
    },
    async (request) => previewWhatsAppTemplate(deps, request.params.id, request.body.leadId, actorOf(request)),
  );
};
