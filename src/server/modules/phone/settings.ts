import {
  DEFAULT_WHATSAPP_GREETING,
  type PhoneSettings,
  type PhoneSettingsView,
  phoneAppUrl,
  phoneSettingsSchema,
} from '../../../domain/schemas/phone-app';
import type { AppContext } from '../../context';
import { defineSetting } from '../../settings/settings-store';

/** The phone app's WhatsApp greeting (issue 29): an administrator's setting, read by every phone. */
export const whatsappGreetingSetting = defineSetting(
  'phone.whatsappGreeting',
  phoneSettingsSchema.shape.whatsappGreeting,
);

export async function readWhatsappGreeting(ctx: Pick<AppContext, 'settings'>): Promise<string> {
  return (await ctx.settings.get(whatsappGreetingSetting)) ?? DEFAULT_WHATSAPP_GREETING;
}

export async function readPhoneSettings(ctx: Pick<AppContext, 'settings' | 'config'>): Promise<PhoneSettingsView> {
  return { whatsappGreeting: await readWhatsappGreeting(ctx), appUrl: phoneAppUrl(ctx.config.publicUrl) };
}

export async function savePhoneSettings(
  ctx: Pick<AppContext, 'settings' | 'config'>,
  input: PhoneSettings,
  by: string,
) {
  await ctx.settings.set(whatsappGreetingSetting, input.whatsappGreeting, { by });
  return readPhoneSettings(ctx);
}
