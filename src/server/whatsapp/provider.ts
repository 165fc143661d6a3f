import type { WhatsAppTemplateCategory, WhatsAppTemplateStatus } from '../../domain/schemas/whatsapp';
import type { WhatsAppTier } from '../../domain/schemas/whatsapp-settings';

/**
 * The WhatsApp provider port (decision 214): what EstateDesk asks of the WhatsApp Business Platform,
 * with one adapter per provider — the Cloud API (Meta, direct) and Gupshup (a BSP). Sends name the
 * recipient as a 10-digit Indian mobile; the adapter writes 91XXXXXXXXXX. Results never throw for a
 * provider's refusal: a failure says whether it is worth trying again and why, in plain words.
 */

export type WhatsAppResult<T> =
  | ({ ok: true } & T)
  /** temporary: network, 5xx, rate limits (130429, 131056); otherwise final, with the readable reason. */
  | { ok: false; temporary: boolean; code: string | null; reason: string };

export interface TemplateSend {
  to: string;
  templateName: string;
  language: string;
  /** The provider's id of the template (the row's `providerId`): Gupshup sends by id; looked up by name when absent. */
  providerTemplateId?: string | null;
  category: WhatsAppTemplateCategory;
  /** {{1}}, {{2}}… of the body, in order, already filled for this lead. */
  bodyParams: string[];
  /** A media header: a file the adapter uploads (or links) before the send. */
  headerMedia?: { kind: 'image' | 'document' | 'video'; file: MediaFile } | null;
  /** Our row's id, echoed back where the provider supports it (Cloud API: `biz_opaque_callback_data`). */
  clientRef: string;
}

export interface MediaFile {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

export interface ProviderTemplate {
  providerId: string | null;
  name: string;
  language: string;
  category: WhatsAppTemplateCategory;
  status: WhatsAppTemplateStatus;
  rejectedReason: string | null;
  header: { format: 'text' | 'image' | 'document' | 'video'; text: string | null } | null;
  body: string;
  footer: string | null;
  buttons: { type: 'quick_reply' | 'url' | 'phone_number' | 'other'; text: string; value: string | null }[];
}

export interface NumberInfo {
  displayPhoneNumber: string | null;
  verifiedName: string | null;
  qualityRating: string | null;
  tier: WhatsAppTier | null;
}

export interface WhatsAppProviderPort {
  readonly name: 'cloud' | 'gupshup';
  sendTemplate(message: TemplateSend): Promise<WhatsAppResult<{ providerId: string }>>;
  /** Free text: only inside the 24-hour window (the caller checks; the provider refuses otherwise). */
  sendText(message: { to: string; text: string; clientRef: string }): Promise<WhatsAppResult<{ providerId: string }>>;
  sendMedia(message: {
    to: string;
    kind: 'image' | 'document' | 'audio' | 'video';
    file: MediaFile;
    caption: string | null;
    clientRef: string;
  }): Promise<WhatsAppResult<{ providerId: string }>>;
  /** The number's name, quality rating and messaging limit (the settings' Test). */
  numberInfo(): Promise<WhatsAppResult<NumberInfo>>;
  listTemplates(): Promise<WhatsAppResult<{ templates: ProviderTemplate[] }>>;
  /** An inbound message's media, by the id the webhook gave. */
  downloadMedia(mediaId: string): Promise<WhatsAppResult<{ file: MediaFile }>>;
}
