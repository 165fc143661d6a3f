import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHONE_APP_LEAD_LIMIT, phoneSnapshotSchema } from '../../../domain/schemas/phone-app';
import type { AppContext } from '../../context';
import { actorOf, requires } from '../../plugins/access';
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
};
