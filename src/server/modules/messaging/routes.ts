import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { campaignHistoryRoutes } from './campaign-history-routes';
import { campaignRoutes } from './campaign-routes';
import { noticeSettingsRoutes } from './notice-settings-routes';
import { optOutRoutes } from './opt-out-routes';
import { preflightRoutes } from './preflight-routes';
import { smsSettingsRoutes } from './sms-settings-routes';
import { templateRoutes } from './template-routes';

/**
 * Email and SMS campaigns (decisions 110–114) under /api: templates, audiences,
 * campaigns and their recipients, single sends, EmailHistory, opt-outs (one-click unsubscribe,
 * no login), SMS gateway settings and delivery reports, and the DLT templates of the demand
 * and reminder SMS (decision 199).
 */
export const messagingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  // Mail programs post one-click unsubscribes (RFC 8058) and some gateways their reports as forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // Registered after the parser, so every messaging route inherits it as it did in one plugin.
  await app.register(templateRoutes, { ...deps, prefix: '' });
  await app.register(campaignRoutes, { ...deps, prefix: '' });
  await app.register(preflightRoutes, { ...deps, prefix: '' });
  await app.register(campaignHistoryRoutes, { ...deps, prefix: '' });
  await app.register(optOutRoutes, { ...deps, prefix: '' });
  await app.register(smsSettingsRoutes, { ...deps, prefix: '' });
  await app.register(noticeSettingsRoutes, { ...deps, prefix: '' });
};
