import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { whatsappSettingsRoutes } from './settings-routes';
import { whatsappTemplateRoutes } from './template-routes';

/**
 * WhatsApp (issue 30, decision 214) under /api: the provider settings and its Test, the templates
 * synced from the provider with their mapping and preview; the webhook, inbox and lead
 * conversation register beside them.
 */
export const whatsappRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  await app.register(whatsappSettingsRoutes, { ...deps, prefix: '' });
  await app.register(whatsappTemplateRoutes, { ...deps, prefix: '' });
};
