import { randomBytes } from 'node:crypto';
import type {
  WhatsAppSettingsInput,
  WhatsAppSettingsView,
  WhatsAppTestResult,
  WhatsAppTier,
  whatsappSettingsInputSchema,
} from '../../../domain/schemas/whatsapp-settings';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { whatsappProviderOf } from '../../whatsapp/provider-of';
import {
  WHATSAPP_APP_SECRET,
  WHATSAPP_TOKEN_SECRET,
  WHATSAPP_VERIFY_TOKEN_SECRET,
  whatsappNumberSetting,
  whatsappSetting,
} from '../../whatsapp/whatsapp-settings';

/** Where Meta (or Gupshup) posts messages and statuses: pasted into the provider's console. */
export const whatsappWebhookUrl = (ctx: Pick<AppContext, 'config'>) => `${ctx.config.publicUrl}/api/whatsapp/webhook`;

/**
 * The verify token Meta's console echoes in the webhook handshake: made on first read, so the
 * administrator copies one from the screen rather than inventing one. Without SECRETS_KEY it
 * cannot be stored, and the screen says so through the empty value.
 */
async function verifyTokenOf(ctx: AppContext): Promise<string> {
  const stored = await ctx.settings.getSecret(WHATSAPP_VERIFY_TOKEN_SECRET);
  if (stored || !ctx.config.secretsKey) return stored ?? '';
  await ctx.settings.setSecret(WHATSAPP_VERIFY_TOKEN_SECRET, randomBytes(18).toString('base64url'), { by: null });
  // Read back: of two first reads at once, both answer the one that was stored last.
  return (await ctx.settings.getSecret(WHATSAPP_VERIFY_TOKEN_SECRET)) ?? '';
}

export async function whatsappSettingsView(ctx: AppContext): Promise<WhatsAppSettingsView> {
  return {
    settings: await ctx.settings.get(whatsappSetting),
    accessToken: await ctx.settings.secretStatus(WHATSAPP_TOKEN_SECRET),
    appSecret: await ctx.settings.secretStatus(WHATSAPP_APP_SECRET),
    webhookUrl: whatsappWebhookUrl(ctx),
    verifyToken: await verifyTokenOf(ctx),
    number: await ctx.settings.get(whatsappNumberSetting),
  };
}

/** A new secret replaces the stored one; an empty or absent one keeps it (the screen never has it). */
export async function saveWhatsAppSettings(
  ctx: AppContext,
  input: ReturnType<typeof whatsappSettingsInputSchema.parse>,
  by: string,
): Promise<WhatsAppSettingsView> {
  const { settings, accessToken, appSecret } = input;
  await ctx.db.transaction(async (tx) => {
    await ctx.settings.set(whatsappSetting, settings, { by, db: tx });
    if (accessToken) await ctx.settings.setSecret(WHATSAPP_TOKEN_SECRET, accessToken.trim(), { by, db: tx });
    if (appSecret) await ctx.settings.setSecret(WHATSAPP_APP_SECRET, appSecret.trim(), { by, db: tx });
  });
  return whatsappSettingsView(ctx);
}

const QUALITY: Record<string, string> = { GREEN: 'High', YELLOW: 'Medium', RED: 'Low' };
const qualityWords = (rating: string | null) =>
  rating ? (QUALITY[rating.toUpperCase()] ?? 'not rated yet') : 'not reported';
const limitWords = (tier: WhatsAppTier | null, provider: 'cloud' | 'gupshup') => {
  if (tier === 'unlimited') return 'Limit: no daily cap on new people.';
  if (tier) return `Limit: ${Number(tier).toLocaleString('en-IN')} new people a day.`;
  return provider === 'gupshup'
    ? 'Gupshup does not report the messaging limit: set it below.'
    : 'Meta did not report the messaging limit: set it below.';
};

/**
 * The settings' Test: asks the provider for the number's name, quality and messaging limit, keeps
 * what it read (and the tier, when the tier comes from the provider), and says it in plain words.
 */
export async function testWhatsApp(ctx: AppContext, by: string): Promise<WhatsAppTestResult> {
  const setup = await whatsappProviderOf(ctx, { evenIfDisabled: true });
  if (!setup) throw badRequest('Save the WhatsApp settings first, then test them.');
  const info = await setup.provider.numberInfo();
  if (!info.ok) {
    return {
      ok: false,
      message: info.reason,
      displayPhoneNumber: null,
      verifiedName: null,
      qualityRating: null,
      tier: null,
    };
  }
  await ctx.db.transaction(async (tx) => {
    await ctx.settings.set(
      whatsappNumberSetting,
      {
        displayPhoneNumber: info.displayPhoneNumber,
        verifiedName: info.verifiedName,
        qualityRating: info.qualityRating,
        tier: info.tier,
        checkedAt: ctx.clock().toISOString(),
      },
      { by, db: tx },
    );
    if (setup.settings.tierSource === 'provider' && info.tier && info.tier !== setup.settings.tier) {
      await ctx.settings.set(whatsappSetting, { ...setup.settings, tier: info.tier }, { by, db: tx });
    }
  });
  const who = [info.displayPhoneNumber, info.verifiedName ? `(${info.verifiedName})` : null].filter(Boolean).join(' ');
  return {
    ok: true,
    message: `Connected${who ? `: ${who}` : ''}. Quality: ${qualityWords(info.qualityRating)}. ${limitWords(info.tier, setup.provider.name)}`,
    displayPhoneNumber: info.displayPhoneNumber,
    verifiedName: info.verifiedName,
    qualityRating: info.qualityRating,
    tier: info.tier,
  };
}
export type { WhatsAppSettingsInput };
