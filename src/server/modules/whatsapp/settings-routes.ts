import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  whatsappSettingsInputSchema,
  whatsappSettingsViewSchema,
  whatsappTestResultSchema,
} from '../../../domain/schemas/whatsapp-settings';
import type { AppContext } from '../../context';
import { actorOf, requires } from '../../plugins/access';
import { saveWhatsAppSettings, testWhatsApp, whatsappSettingsView } from './settings-service';

/** The WhatsApp provider settings under /api/settings/whatsapp (administrators). */
export const whatsappSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const settings = requires('settings.manage');
  const tags = ['whatsapp'];

  app.get(
    '/settings/whatsapp',
    {
      config: settings,
      schema: {
        tags,
        description:
          'The settings (no secrets: only whether each is set), the webhook address and verify token to paste into the provider’s console, and what the last Test read.',
        response: { 200: whatsappSettingsViewSchema },
      },
    },
    async () => whatsappSettingsView(deps),
  );
  app.put(
    '/settings/whatsapp',
    {
      config: settings,
      schema: {
        tags,
        description: 'A new access token or app secret replaces the stored one; empty or absent keeps it.',
        body: whatsappSettingsInputSchema,
        response: { 200: whatsappSettingsViewSchema },
      },
    },
    async (request) => saveWhatsAppSettings(deps, request.body, actorOf(request).id),
  );
  app.post(
    '/settings/whatsapp/test',
    {
      config: settings,
      schema: {
        tags,
        description:
          'Asks the provider for the number’s name, quality and messaging limit; ok false with the reason in words when it refuses or cannot be reached.',
        response: { 200: whatsappTestResultSchema },
      },
    },
    async (request) => testWhatsApp(deps, actorOf(request).id),
  );
};
