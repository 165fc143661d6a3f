import type { WhatsAppSettings } from '../../domain/schemas/whatsapp-settings';
import type { AppContext } from '../context';
import { createCloudApiProvider } from './cloud-api';
import { createGupshupProvider } from './gupshup';
import type { WhatsAppProviderPort } from './provider';
import { WHATSAPP_APP_SECRET, WHATSAPP_TOKEN_SECRET, whatsappSetting } from './whatsapp-settings';

export interface WhatsAppSetup {
  settings: WhatsAppSettings;
  provider: WhatsAppProviderPort;
}

/**
 * THE one place a send, a sync, a media download or the settings' Test gets its provider: the
 * adapter of the saved provider over the settings and token read now, so a change in the settings
 * applies to the next call. Null when WhatsApp is not saved, or is switched off (unless the caller
 * is the Test, which checks a setup before it is switched on).
 */
export async function whatsappProviderOf(
  ctx: Pick<AppContext, 'settings'>,
  options: { evenIfDisabled?: boolean } = {},
): Promise<WhatsAppSetup | null> {
  const settings = await ctx.settings.get(whatsappSetting);
  if (!settings || (!settings.enabled && !options.evenIfDisabled)) return null;
  const accessToken = await ctx.settings.getSecret(WHATSAPP_TOKEN_SECRET);
  const provider =
    settings.provider === 'cloud'
      ? createCloudApiProvider({ settings, accessToken })
      : createGupshupProvider({ settings, apiKey: accessToken });
  return { settings, provider };
}

/** The key of every webhook's X-Hub-Signature-256 (null: not saved, every webhook is refused). */
export const whatsappAppSecretOf = (ctx: Pick<AppContext, 'settings'>) => ctx.settings.getSecret(WHATSAPP_APP_SECRET);
