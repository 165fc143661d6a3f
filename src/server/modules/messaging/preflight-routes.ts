import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  audiencePreviewSchema,
  channelReadinessSchema,
  testToMeInputSchema,
  testToMeResultSchema,
} from '../../../domain/schemas/campaign-preflight';
import { audienceInputSchema } from '../../../domain/schemas/messaging';
import type { AppContext } from '../../context';
import { actorOf, currentUser, requires } from '../../plugins/access';
import { channelReadiness } from './channel-readiness';
import { previewAudience, sendTestToMe } from './preflight';

/**
 * What the send screens (smsEmail, CreateEmail) ask before a campaign is queued (decision 158):
 * whether each channel is set up, the first recipients' messages, and a test sent to oneself.
 */
export const preflightRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const send = requires('messages.send');
  const tags = ['campaigns'];

  app.get(
    '/message/readiness',
    {
      config: send,
      schema: {
        tags,
        description:
          'Whether email (SMTP) and SMS (gateway, DLT entity, a sender id, switched on) can send, with the reason when not.',
        response: { 200: channelReadinessSchema },
      },
    },
    async () => channelReadiness(deps),
  );
  app.post(
    '/message/audience/preview',
    {
      config: send,
      schema: {
        tags,
        description: `The first recipients (by name, at most 5) and the message each would get, rendered as the sender renders it.`,
        body: audienceInputSchema,
        response: { 200: audiencePreviewSchema },
      },
    },
    async (request) => previewAudience(deps, request.body, actorOf(request)),
  );
  app.post(
    '/message/test-to-me',
    {
      config: send,
      schema: {
        tags,
        description:
          'Sends the template, filled with one recipient’s data (`leadId`, else the first), to the signed-in member: email to their address, SMS to their mobile (or `mobile`). Not a campaign; `ok: false` carries the SMTP server’s or gateway’s answer.',
        body: testToMeInputSchema,
        response: { 200: testToMeResultSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return sendTestToMe(deps, request.body, { ...actorOf(request), email: user.email, mobile: user.mobile });
    },
  );
};
