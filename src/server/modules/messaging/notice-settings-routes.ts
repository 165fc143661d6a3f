import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticeSmsSettingsSchema, noticeSmsSettingsViewSchema } from '../../../domain/schemas/notice-sms';
import type { AppContext } from '../../context';
import { actorOf, requires } from '../../plugins/access';
import { noticeSettingsView, saveNoticeSettings } from './notice-settings';

/** The DLT templates of the demand and reminder SMS (decision 199), beside the gateway's settings. */
export const noticeSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const settings = requires('settings.manage');
  app.get(
    '/settings/sms/notices',
    { config: settings, schema: { tags: ['settings'], response: { 200: noticeSmsSettingsViewSchema } } },
    async () => noticeSettingsView(deps),
  );
  app.put(
    '/settings/sms/notices',
    {
      config: settings,
      schema: {
        tags: ['settings'],
        description:
          'The DLT template of each transactional SMS: `demandRaised` (sent when a demand is raised) and `paymentReminder` (an overdue demand, at most weekly); null sends none. The registered text’s {#var#} placeholders and `variables` must line up; `problems` (in the answer, ignored here) says why none would leave now.',
        body: noticeSmsSettingsSchema,
        response: { 200: noticeSmsSettingsViewSchema },
      },
    },
    async (request) => saveNoticeSettings(deps, request.body, actorOf(request).id),
  );
};
