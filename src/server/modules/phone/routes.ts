import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_WHATSAPP_GREETING,
  PHONE_APP_LEAD_LIMIT,
  phoneSettingsSchema,
  phoneSettingsViewSchema,
  phoneSnapshotSchema,
} from '../../../domain/schemas/phone-app';
import type { AppContext } from '../../context';
import { actorOf, publicRoute, requires } from '../../plugins/access';
import { phoneAppQrSvg } from './qr';
import { readPhoneSettings, savePhoneSettings } from './settings';
import { phoneSnapshot } from './snapshot';

/**
 * The executive's phone app (issue 29, decision 209) under /api/phone: what the app needs that the
 * office API did not have. Every other write of the app goes through the phone API it already used.
 */
export const phoneRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['phone app'];

  app.get(
    '/snapshot',
    {
      config: requires('leads.own'),
      schema: {
        tags,
        description: `Everything the phone keeps, in one answer: the signed-in member's own live leads (assigned to them, whatever their role; at most ${PHONE_APP_LEAD_LIMIT}, most recent first by when they were assigned, else created) with \`leadsTotal\`, those leads' open follow-ups, their visits booked (any day) or closed today (India day), the member's open and in-progress tasks, the projects those leads and visits name (with their location), the company name, the WhatsApp greeting, and the server's \`now\` and \`today\` (India). Send \`Accept-Encoding: gzip\`: 2,000 leads are about 0.9 MB of JSON, 75 KB gzipped.`,
        response: { 200: phoneSnapshotSchema },
      },
    },
    async (request) => phoneSnapshot(deps, actorOf(request)),
  );
  app.get(
    '/settings',
    {
      config: requires('settings.manage'),
      schema: {
        tags,
        description:
          "The phone app's settings (administrators): the WhatsApp greeting, with {name}, {project}, {executive} and {company} filled in by the app, and the app's address (`appUrl`, read only). Phones read the greeting in the snapshot.",
        response: { 200: phoneSettingsViewSchema },
      },
    },
    async () => readPhoneSettings(deps),
  );
  app.put(
    '/settings',
    {
      config: requires('settings.manage'),
      schema: {
        tags,
        description: 'Sets the WhatsApp greeting (administrators); phones take it at their next refresh.',
        body: phoneSettingsSchema.meta({ example: { whatsappGreeting: DEFAULT_WHATSAPP_GREETING } }),
        response: { 200: phoneSettingsViewSchema },
      },
    },
    async (request) => savePhoneSettings(deps, request.body, actorOf(request).id),
  );
  app.get(
    '/qr.svg',
    {
      // Public on purpose (decision 209): it encodes only the server's public address, and an
      // <img> on the office's pages sends no bearer token.
      config: publicRoute,
      schema: {
        tags,
        description:
          "A QR code (SVG) of the phone app's address, `PUBLIC_URL` + `/m/`, drawn by the server. Public: it holds nothing but that address.",
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await phoneAppQrSvg(deps.config)),
  );
};
