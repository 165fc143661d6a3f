import type { SmsSettings } from '../../../domain/schemas/sms-settings';
import type { AppContext } from '../../context';
import { createHttpGateway, type SmsGateway } from '../../sms/gateway';
import { SMS_API_KEY_SECRET, SMS_DLR_SECRET, smsSetting } from '../../sms/sms-settings';

export interface SmsSetup {
  settings: SmsSettings;
  apiKey: string | null;
}

/** The stored SMS settings (and API key); null when not saved, or when `enabled` is required and off. */
export async function smsReady(ctx: Pick<AppContext, 'settings'>, requireEnabled: boolean): Promise<SmsSetup | null> {
  const settings = await ctx.settings.get(smsSetting);
  if (!settings || (requireEnabled && !settings.enabled)) return null;
  return { settings, apiKey: await ctx.settings.getSecret(SMS_API_KEY_SECRET) };
}

export const dlrUrlOf = (ctx: Pick<AppContext, 'config'>) => `${ctx.config.publicUrl}/api/sms/dlr/generic`;

/** The gateway a send uses: the HTTP adapter over the settings read now (a change applies to the next batch). */
export const smsGatewayOf = (ctx: Pick<AppContext, 'config'>, setup: SmsSetup): SmsGateway =>
  createHttpGateway({ settings: setup.settings, apiKey: setup.apiKey, dlrUrl: dlrUrlOf(ctx) });

export const dlrSecretOf = (ctx: Pick<AppContext, 'settings'>) => ctx.settings.getSecret(SMS_DLR_SECRET);
