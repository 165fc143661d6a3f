import { normaliseIndianMobile } from '../../../domain/schemas/common';
import type { WhatsAppMessageKind, WhatsAppMessageStatus } from '../../../domain/schemas/whatsapp';
import {
  type WebhookMessage,
  webhookBodySchema,
  webhookChangeSchema,
  webhookContactSchema,
  webhookMessageSchema,
  webhookStatusSchema,
} from '../../../domain/schemas/whatsapp-webhook';

/** A buyer's message as we store it. */
export interface InboundItem {
  waId: string;
  /** The buyer's 10-digit Indian mobile; a number from abroad keeps its digits (no lead is made for it). */
  mobile: string;
  indian: boolean;
  profileName: string | null;
  at: Date;
  kind: WhatsAppMessageKind;
  /** The text, the caption, or a few words for what it is. */
  body: string | null;
  media: { id: string; mimeType: string | null; fileName: string | null } | null;
  referral: Record<string, unknown> | null;
}

export interface StatusItem {
  waId: string;
  status: Extract<WhatsAppMessageStatus, 'sent' | 'delivered' | 'read' | 'failed'>;
  at: Date;
  code: string | null;
  /** The provider's own words (title, message, details); made plain by the caller. */
  providerText: string | null;
}

/** A template's status or category changed at Meta (`message_template_status_update`, `template_category_update`). */
export interface TemplateEvent {
  field: string;
  value: Record<string, unknown>;
}

export interface ParsedWebhook {
  messages: InboundItem[];
  statuses: StatusItem[];
  templateEvents: TemplateEvent[];
  /** Parts we could not read (logged, never an error to Meta: it would only retry them). */
  skipped: number;
}

const MEDIA_KINDS = ['image', 'document', 'audio', 'video', 'sticker'] as const;
const KINDS = new Set<string>(['text', ...MEDIA_KINDS, 'location', 'contacts', 'button', 'interactive', 'reaction']);
const STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);

/** Unix seconds (string or number) → a Date; the receiving time when absent or nonsense. */
function timeOf(ts: string | number | undefined, now: Date): Date {
  const n = Number(ts);
  if (!Number.isFinite(n) || n <= 0 || n > 4_102_444_800) return now;
  return new Date(n * 1000);
}

function bodyOf(m: WebhookMessage, kind: WhatsAppMessageKind): string | null {
  switch (kind) {
    case 'text':
      return m.text?.body ?? null;
    case 'image':
    case 'document':
    case 'video':
      return m[kind]?.caption ?? null;
    case 'button':
      return m.button?.text ?? m.button?.payload ?? null;
    case 'interactive':
      return m.interactive?.button_reply?.title ?? m.interactive?.list_reply?.title ?? null;
    case 'reaction':
      return m.reaction?.emoji ? `Reacted ${m.reaction.emoji}` : null;
    case 'location': {
      const l = m.location;
      if (!l) return null;
      const place = [l.name, l.address].filter(Boolean).join(', ');
      return `Location: ${place || `${l.latitude ?? '?'}, ${l.longitude ?? '?'}`}`;
    }
    default:
      return null;
  }
}

function inboundOf(m: WebhookMessage, names: Map<string, string>, now: Date): InboundItem {
  const kind = (KINDS.has(m.type) ? m.type : 'unsupported') as WhatsAppMessageKind;
  const digits = m.from.replace(/\D/g, '');
  const mobile = normaliseIndianMobile(digits);
  const mediaPart = (MEDIA_KINDS as readonly string[]).includes(kind)
    ? m[kind as (typeof MEDIA_KINDS)[number]]
    : undefined;
  return {
    waId: m.id,
    mobile: mobile ?? digits,
    indian: mobile !== null,
    profileName: names.get(m.from)?.trim().slice(0, 150) || null,
    at: timeOf(m.timestamp, now),
    kind,
    body: bodyOf(m, kind)?.slice(0, 4096) ?? null,
    media: mediaPart
      ? { id: mediaPart.id, mimeType: mediaPart.mime_type ?? null, fileName: mediaPart.filename ?? null }
      : null,
    referral: m.referral ?? null,
  };
}

/**
 * Reads a signed webhook body: every message, status and template event in it. Anything that does
 * not have Meta's shape is counted in `skipped`, so one odd part never loses the rest.
 */
export function parseWebhook(data: unknown, now: Date): ParsedWebhook {
  const out: ParsedWebhook = { messages: [], statuses: [], templateEvents: [], skipped: 0 };
  const body = webhookBodySchema.safeParse(data);
  if (!body.success) return { ...out, skipped: 1 };
  for (const entry of body.data.entry) {
    for (const raw of entry.changes) {
      const change = webhookChangeSchema.safeParse(raw);
      if (!change.success) {
        out.skipped++;
        continue;
      }
      const { field, value } = change.data;
      if (field !== 'messages') {
        out.templateEvents.push({ field, value });
        continue;
      }
      const names = new Map<string, string>();
      for (const c of Array.isArray(value.contacts) ? value.contacts : []) {
        const contact = webhookContactSchema.safeParse(c);
        if (contact.success && contact.data.wa_id && contact.data.profile?.name)
          names.set(contact.data.wa_id, contact.data.profile.name);
      }
      for (const m of Array.isArray(value.messages) ? value.messages : []) {
        const parsed = webhookMessageSchema.safeParse(m);
        if (parsed.success) out.messages.push(inboundOf(parsed.data, names, now));
        else out.skipped++;
      }
      for (const s of Array.isArray(value.statuses) ? value.statuses : []) {
        const parsed = webhookStatusSchema.safeParse(s);
        if (!parsed.success || !STATUSES.has(parsed.data.status)) {
          out.skipped++;
          continue;
        }
        const error = parsed.data.errors?.[0];
        out.statuses.push({
          waId: parsed.data.id,
          status: parsed.data.status as StatusItem['status'],
          at: timeOf(parsed.data.timestamp, now),
          code: error?.code !== undefined ? String(error.code) : null,
          providerText:
            [error?.title, error?.message, error?.error_data?.details]
              .filter((v, i, all) => v && all.indexOf(v) === i)
              .join(': ') || null,
        });
      }
    }
  }
  return out;
}

/** A few words for a message with no text: the inbox's preview and the timeline's summary. */
export function previewOf(kind: WhatsAppMessageKind, body: string | null, fileName?: string | null): string {
  const words: Partial<Record<WhatsAppMessageKind, string>> = {
    image: 'Photo',
    document: fileName ? `Document: ${fileName}` : 'Document',
    audio: 'Voice note',
    video: 'Video',
    sticker: 'Sticker',
    contacts: 'Contact card',
    unsupported: 'A message WhatsApp does not show here',
  };
  const text = body?.replace(/\s+/g, ' ').trim();
  if (text) return text.length > 120 ? `${text.slice(0, 119)}…` : text;
  return words[kind] ?? 'Message';
}
