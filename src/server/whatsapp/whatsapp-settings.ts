import { z } from 'zod';
import { WHATSAPP_TIERS, whatsappSettingsSchema } from '../../domain/schemas/whatsapp-settings';
import { defineSetting } from '../settings/settings-store';

/** The WhatsApp settings row (no secrets), what the last Test read, and the names of the secrets (decision 214). */
export const whatsappSetting = defineSetting('whatsapp', whatsappSettingsSchema);
export const whatsappNumberSetting = defineSetting(
  'whatsapp.number',
  z.object({
    displayPhoneNumber: z.string().nullable(),
    verifiedName: z.string().nullable(),
    qualityRating: z.string().nullable(),
    tier: z.enum(WHATSAPP_TIERS).nullable(),
    checkedAt: z.string(),
  }),
);
/** Cloud API access token, or Gupshup API key. */
export const WHATSAPP_TOKEN_SECRET = 'whatsapp.accessToken';
/** Cloud API app secret: the key of every webhook's X-Hub-Signature-256. */
export const WHATSAPP_APP_SECRET = 'whatsapp.appSecret';
/** Made by the server on first read; Meta's console echoes it in the GET handshake. */
export const WHATSAPP_VERIFY_TOKEN_SECRET = 'whatsapp.verifyToken';
