import { whatsappFailure } from '../../domain/messaging/whatsapp-errors';
import {
  WHATSAPP_TEMPLATE_CATEGORIES,
  type WhatsAppTemplateCategory,
  type WhatsAppTemplateStatus,
} from '../../domain/schemas/whatsapp';
import type { WhatsAppSettings, WhatsAppTier } from '../../domain/schemas/whatsapp-settings';
import type { MediaFile, NumberInfo, ProviderTemplate, WhatsAppProviderPort, WhatsAppResult } from './provider';

/**
 * The Cloud API adapter of the provider port (decision 214): Meta's Graph API, called directly with
 * the system user's access token. Every call has a timeout; a network failure, a 5xx, a 429 and
 * Meta's rate-limit codes are temporary (the caller tries again later), anything else is final
 * with the reason in words (domain/messaging/whatsapp-errors.ts). Nothing here throws for a refusal.
 */

export interface CloudApiConfig {
  settings: Pick<WhatsAppSettings, 'apiBaseUrl' | 'apiVersion' | 'phoneNumberId' | 'businessAccountId'>;
  accessToken: string | null;
  timeoutMs?: number;
  /** Downloads and uploads of files may take longer than a send. */
  fileTimeoutMs?: number;
  fetch?: typeof fetch;
}

type Failure = { ok: false; temporary: boolean; code: string | null; reason: string };

/** Meta's names for the messaging limit; TIER_1K was replaced by 2K in 2025 (every 1K number moved up). */
const TIERS: Record<string, WhatsAppTier> = {
  TIER_250: '250',
  TIER_1K: '2000',
  TIER_2K: '2000',
  TIER_10K: '10000',
  TIER_100K: '100000',
  TIER_UNLIMITED: 'unlimited',
};

export function tierOfMeta(value: unknown): WhatsAppTier | null {
  const name =
    typeof value === 'string'
      ? value
      : value && typeof value === 'object'
        ? String((value as Record<string, unknown>).current_limit ?? (value as Record<string, unknown>).value ?? '')
        : '';
  return TIERS[name.toUpperCase()] ?? null;
}

const STATUSES: Record<string, WhatsAppTemplateStatus> = {
  APPROVED: 'approved',
  PENDING: 'pending',
  IN_APPEAL: 'pending',
  REJECTED: 'rejected',
  PAUSED: 'paused',
  DISABLED: 'disabled',
  LIMIT_EXCEEDED: 'disabled',
};

const categoryOf = (value: unknown): WhatsAppTemplateCategory => {
  const c = String(value ?? '').toLowerCase();
  // An unknown category is treated as marketing: the strictest rules (opt-in, limits) apply.
  return (WHATSAPP_TEMPLATE_CATEGORIES as readonly string[]).includes(c)
    ? (c as WhatsAppTemplateCategory)
    : 'marketing';
};

type GraphComponent = {
  type?: string;
  format?: string;
  text?: string;
  buttons?: { type?: string; text?: string; url?: string; phone_number?: string }[];
};

/** One Graph template as the port's ProviderTemplate; null for one Meta is deleting. */
export function templateOfGraph(t: Record<string, unknown>): ProviderTemplate | null {
  const status = String(t.status ?? '').toUpperCase();
  if (status === 'DELETED' || status === 'PENDING_DELETION') return null;
  const components = (Array.isArray(t.components) ? t.components : []) as GraphComponent[];
  const find = (type: string) => components.find((c) => String(c.type ?? '').toUpperCase() === type);
  const header = find('HEADER');
  const format = String(header?.format ?? 'TEXT').toLowerCase();
  return {
    providerId: t.id ? String(t.id) : null,
    name: String(t.name ?? ''),
    language: String(t.language ?? ''),
    category: categoryOf(t.category),
    status: STATUSES[status] ?? 'pending',
    rejectedReason: t.rejected_reason && t.rejected_reason !== 'NONE' ? String(t.rejected_reason) : null,
    header:
      header && ['text', 'image', 'document', 'video'].includes(format)
        ? { format: format as 'text' | 'image' | 'document' | 'video', text: header.text ?? null }
        : null,
    body: find('BODY')?.text ?? '',
    footer: find('FOOTER')?.text ?? null,
    buttons: (find('BUTTONS')?.buttons ?? []).map((b) => {
      const type = String(b.type ?? '').toUpperCase();
      return {
        type:
          type === 'QUICK_REPLY'
            ? 'quick_reply'
            : type === 'URL'
              ? 'url'
              : type === 'PHONE_NUMBER'
                ? 'phone_number'
                : 'other',
        text: String(b.text ?? ''),
        value: b.url ?? b.phone_number ?? null,
      };
    }),
  };
}

/** The recipient as Meta wants it: country code and number, digits only. */
export const waNumber = (mobile: string) => {
  const d = mobile.replace(/\D/g, '');
  return d.length === 10 ? `91${d}` : d;
};

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/aac': 'aac',
  'audio/mp4': 'm4a',
  'audio/amr': 'amr',
  'video/mp4': 'mp4',
};

export function createCloudApiProvider(config: CloudApiConfig): WhatsAppProviderPort {
  const doFetch = config.fetch ?? fetch;
  const base = config.settings.apiBaseUrl.replace(/\/+$/, '');
  const version = config.settings.apiVersion;
  const timeout = config.timeoutMs ?? 15_000;
  const fileTimeout = config.fileTimeoutMs ?? 60_000;

  const failure = (code: string | null, reason: string, temporary: boolean): Failure => ({
    ok: false,
    temporary,
    code,
    reason,
  });

  /** One Graph call: the parsed JSON on success, or the failure in words. */
  const call = async (
    url: string,
    init: { method?: string; body?: BodyInit; json?: unknown; timeoutMs?: number } = {},
  ): Promise<{ ok: true; body: Record<string, unknown>; response: Response } | Failure> => {
    if (!config.accessToken) {
      return failure(null, 'No access token is saved in the WhatsApp settings.', false);
    }
    let response: Response;
    try {
      response = await doFetch(url, {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${config.accessToken}`,
          accept: 'application/json',
          ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
        signal: AbortSignal.timeout(init.timeoutMs ?? timeout),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return failure(
        null,
        timedOut
          ? 'WhatsApp did not answer in time. It will be tried again shortly.'
          : `WhatsApp could not be reached (${error instanceof Error ? error.message : String(error)}).`,
        true,
      );
    }
    let body: Record<string, unknown> = {};
    try {
      body = (await response.json()) as Record<string, unknown>;
    } catch {
      // An error page from a proxy is HTML; the HTTP status says enough.
    }
    if (response.ok && !body.error) return { ok: true, body, response };
    const error = (body.error ?? {}) as Record<string, unknown>;
    const code = error.code !== undefined && error.code !== null ? String(error.code) : null;
    const details = (error.error_data as Record<string, unknown> | undefined)?.details;
    const said = [error.message, details && details !== error.message ? details : null].filter(Boolean).join(': ');
    if (response.status === 429 || response.status >= 500) {
      const known = code ? whatsappFailure(code, said) : null;
      return failure(
        code,
        known?.temporary
          ? known.reason
          : `WhatsApp is unavailable (HTTP ${response.status}). It will be tried again shortly.`,
        true,
      );
    }
    if (!code) return failure(null, `WhatsApp refused the request (HTTP ${response.status}).`, false);
    const words = whatsappFailure(response.status === 401 ? '190' : code, said || null);
    return failure(code, words.reason, words.temporary);
  };

  const send = async (payload: Record<string, unknown>): Promise<WhatsAppResult<{ providerId: string }>> => {
    const r = await call(`${base}/${version}/${config.settings.phoneNumberId}/messages`, {
      method: 'POST',
      json: { messaging_product: 'whatsapp', recipient_type: 'individual', ...payload },
    });
    if (!r.ok) return r;
    const id = (r.body.messages as { id?: string }[] | undefined)?.[0]?.id;
    if (!id) return failure(null, 'WhatsApp answered without a message id.', true);
    return { ok: true, providerId: id };
  };

  /** Uploads a file to the number's media store: its id, for a send within 30 days. */
  const upload = async (file: MediaFile): Promise<WhatsAppResult<{ id: string }>> => {
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('type', file.mimeType);
    form.set('file', new Blob([new Uint8Array(file.content)], { type: file.mimeType }), file.fileName);
    const r = await call(`${base}/${version}/${config.settings.phoneNumberId}/media`, {
      method: 'POST',
      body: form,
      timeoutMs: fileTimeout,
    });
    if (!r.ok) return r;
    if (!r.body.id) return failure(null, 'WhatsApp answered the upload without a media id.', true);
    return { ok: true, id: String(r.body.id) };
  };

  return {
    name: 'cloud',

    async sendTemplate(m) {
      const components: Record<string, unknown>[] = [];
      if (m.headerMedia) {
        const uploaded = await upload(m.headerMedia.file);
        if (!uploaded.ok) return uploaded;
        const kind = m.headerMedia.kind;
        components.push({
          type: 'header',
          parameters: [
            {
              type: kind,
              [kind]: { id: uploaded.id, ...(kind === 'document' ? { filename: m.headerMedia.file.fileName } : {}) },
            },
          ],
        });
      }
      if (m.bodyParams.length > 0) {
        components.push({ type: 'body', parameters: m.bodyParams.map((text) => ({ type: 'text', text })) });
      }
      return send({
        to: waNumber(m.to),
        type: 'template',
        template: {
          name: m.templateName,
          language: { code: m.language },
          ...(components.length ? { components } : {}),
        },
        biz_opaque_callback_data: m.clientRef,
      });
    },

    sendText(m) {
      return send({
        to: waNumber(m.to),
        type: 'text',
        text: { body: m.text, preview_url: /https?:\/\//.test(m.text) },
        biz_opaque_callback_data: m.clientRef,
      });
    },

    async sendMedia(m) {
      const uploaded = await upload(m.file);
      if (!uploaded.ok) return uploaded;
      const object: Record<string, unknown> = { id: uploaded.id };
      // Meta takes no caption on audio; a document carries its file name to the buyer.
      if (m.caption && m.kind !== 'audio') object.caption = m.caption;
      if (m.kind === 'document') object.filename = m.file.fileName;
      return send({ to: waNumber(m.to), type: m.kind, [m.kind]: object, biz_opaque_callback_data: m.clientRef });
    },

    async numberInfo(): Promise<WhatsAppResult<NumberInfo>> {
      const fields =
        'display_phone_number,verified_name,quality_rating,throughput,whatsapp_business_manager_messaging_limit';
      const r = await call(`${base}/${version}/${config.settings.phoneNumberId}?fields=${fields}`);
      if (!r.ok) return r;
      const b = r.body;
      return {
        ok: true,
        displayPhoneNumber: b.display_phone_number ? String(b.display_phone_number) : null,
        verifiedName: b.verified_name ? String(b.verified_name) : null,
        qualityRating: b.quality_rating ? String(b.quality_rating) : null,
        tier: tierOfMeta(b.whatsapp_business_manager_messaging_limit) ?? tierOfMeta(b.messaging_limit_tier),
      };
    },

    async listTemplates() {
      const templates: ProviderTemplate[] = [];
      const fields = 'id,name,language,status,category,previous_category,rejected_reason,components';
      let url: string | null =
        `${base}/${version}/${config.settings.businessAccountId}/message_templates?limit=100&fields=${fields}`;
      // A cap on pages: a paging loop must end even if a provider keeps answering `next`.
      for (let page = 0; url && page < 100; page++) {
        const r = await call(url);
        if (!r.ok) return r;
        for (const t of (Array.isArray(r.body.data) ? r.body.data : []) as Record<string, unknown>[]) {
          const mapped = templateOfGraph(t);
          if (mapped?.name && mapped.language) templates.push(mapped);
        }
        const next = (r.body.paging as { next?: unknown } | undefined)?.next;
        url = typeof next === 'string' && next ? next : null;
      }
      return { ok: true, templates };
    },

    async downloadMedia(mediaId) {
      const meta = await call(`${base}/${version}/${encodeURIComponent(mediaId)}`);
      if (!meta.ok) return meta;
      const url = typeof meta.body.url === 'string' ? meta.body.url : null;
      if (!url) return failure(null, 'WhatsApp did not say where the file is.', false);
      if (!config.accessToken) return failure(null, 'No access token is saved in the WhatsApp settings.', false);
      let response: Response;
      try {
        response = await doFetch(url, {
          headers: { authorization: `Bearer ${config.accessToken}` },
          signal: AbortSignal.timeout(fileTimeout),
        });
      } catch (error) {
        return failure(
          null,
          `The file could not be fetched from WhatsApp (${error instanceof Error ? error.message : String(error)}).`,
          true,
        );
      }
      if (!response.ok) {
        return failure(
          String(response.status),
          `The file could not be fetched from WhatsApp (HTTP ${response.status}).`,
          response.status === 429 || response.status >= 500,
        );
      }
      const mimeType = String(
        meta.body.mime_type ?? response.headers.get('content-type') ?? 'application/octet-stream',
      );
      const ext = EXTENSIONS[mimeType.split(';')[0]?.trim() ?? ''] ?? 'bin';
      return {
        ok: true,
        file: { fileName: `${mediaId}.${ext}`, mimeType, content: Buffer.from(await response.arrayBuffer()) },
      };
    },
  };
}
