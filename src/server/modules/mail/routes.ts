import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../domain/schemas/common';
import {
  emailOutboxListSchema,
  emailRetryResultSchema,
  mailStatusSchema,
  smtpSettingsInputSchema,
  smtpSettingsViewSchema,
  smtpTestResultSchema,
  smtpTestSchema,
} from '../../../domain/schemas/smtp';
import type { AppContext } from '../../context';
import { currentUser, requires } from '../../plugins/access';
import { listRecentEmails, retryEmail } from './outbox';
import { getSmtpSettings, saveSmtpSettings, sendTestEmail } from './service';

export const mailRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['settings'];
  app.get(
    '/smtp',
    { config: requires('settings.manage'), schema: { tags, response: { 200: smtpSettingsViewSchema } } },
    async () => getSmtpSettings(ctx),
  );
  app.put(
    '/smtp',
    {
      config: requires('settings.manage'),
      schema: { tags, body: smtpSettingsInputSchema, response: { 200: smtpSettingsViewSchema } },
    },
    async (request) => saveSmtpSettings(ctx, request.body, currentUser(request).id),
  );
  app.post(
    '/smtp/test',
    {
      config: requires('settings.manage'),
      schema: { tags, body: smtpTestSchema, response: { 200: smtpTestResultSchema } },
    },
    async (request) => sendTestEmail(ctx, request.body.to),
  );
  app.get(
    '/emails',
    { config: requires('settings.manage'), schema: { tags, response: { 200: emailOutboxListSchema } } },
    async () => ({ emails: await listRecentEmails(ctx) }),
  );
  app.post(
    '/emails/:id/retry',
    {
      config: requires('settings.manage'),
      schema: { tags, params: idParamSchema, response: { 200: emailRetryResultSchema } },
    },
    async (request) => ({ email: await retryEmail(ctx, request.params.id, currentUser(request).id) }),
  );
  app.get(
    '/mail-status',
    { config: requires('self.use'), schema: { tags, response: { 200: mailStatusSchema } } },
    async () => ({ configured: await ctx.mailer.isConfigured() }),
  );
};
