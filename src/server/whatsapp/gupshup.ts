import { whatsappFailure } from '../../domain/messaging/whatsapp-errors';
import {
  WHATSAPP_TEMPLATE_CATEGORIES,
  type WhatsAppTemplateCategory,
  type WhatsAppTemplateStatus,
} from '../../domain/schemas/whatsapp';
import type { WhatsAppSettings } from '../../domain/schemas/whatsapp-settings';
import { waNumber } from './cloud-api';
import type { ProviderTemplate, WhatsAppProviderPort, WhatsAppResult } from './provider';

/**
 * The Gupshup adapter of the provider port (decision 214), for a company whose number is with
 * Gupshup rather than on Meta's Cloud API directly. Gupshup's self-serve API: form-encoded POSTs
 * with the `apikey` header — `/wa/api/v1/template/msg` sends a template by Gupshup's template id
 * with its values in order, `/wa/api/v1/msg` a session message — and the app's template list at
 * `/sm/api/v1/template/list/{app}`. Gupshup takes media only as a public link, which the CRM does
 * not publish, so media sends and media headers are refused in words. It reports no quality or
 * messaging limit: the limit is set by hand.
 */

export interface GupshupConfig {
  settings: Pick<WhatsAppSettings, 'gupshupApiUrl' | 'gupshupAppName' | 'gupshupSourceNumber'>;
  apiKey: string | null;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type Failure = { ok: false; temporary: boolean; code: string | null; reason: string };
const failure = (code: string | null, reason: string, temporary: boolean): Failure => ({
  ok: false,
  temporary,
  code,
  reason,
});

const STATUSES: Record<string, WhatsAppTemplateStatus> = {
  APPROVED: 'approved',
  ENABLED: 'approved',
  PENDING: 'pending',
  SUBMITTED: 'pending',
  REJECTED: 'rejected',
  FAILED: 'rejected',
  PAUSED: 'paused',
  DISABLED: 'disabled',
};
const categoryOf = (value: unknown): WhatsAppTemplateCategory => {
  const c = String(value ?? '').toLowerCase();
  return (WHATSAPP_TEMPLATE_CATEGORIES as readonly string[]).includes(c)
    ? (c as WhatsAppTemplateCategory)
    : 'marketing';
};

/** Gupshup's `containerMeta` (a JSON string) holds the header, body, footer and buttons apart. */
export function templateOfGupshup(t: Record<string, unknown>): ProviderTemplate | null {
  const status = String(t.status ?? '').toUpperCase();
  if (status === 'DELETED') return null;
  let meta: Record<string, unknown> = {};
  try {
    meta = typeof t.containerMeta === 'string' ? (JSON.parse(t.containerMeta) as Record<string, unknown>) : {};
  } catch {
    // An unreadable containerMeta leaves the body from `data`.
  }
  const type = String(t.templateType ?? 'TEXT').toLowerCase();
  const headerText = typeof meta.header === 'string' ? meta.header : null;
  const buttons = Array.isArray(meta.buttons) ? (meta.buttons as Record<string, unknown>[]) : [];
  return {
    providerId: t.id ? String(t.id) : null,
    name: String(t.elementName ?? ''),
    language: String(t.languageCode ?? ''),
    category: categoryOf(t.category),
    status: STATUSES[status] ?? 'pending',
    rejectedReason: t.reason ? String(t.reason) : null,
    header: ['image', 'document', 'video'].includes(type)
      ? { format: type as 'image' | 'document' | 'video', text: null }
      : headerText
        ? { format: 'text', text: headerText }
        : null,
    body: String(meta.data ?? t.data ?? ''),
    footer: typeof meta.footer === 'string' ? meta.footer : null,
    buttons: buttons.map((b) => {
      const kind = String(b.type ?? '').toUpperCase();
      return {
        type:
          kind === 'QUICK_REPLY'
            ? 'quick_reply'
            : kind === 'URL'
              ? 'url'
              : kind === 'PHONE_NUMBER'
                ? 'phone_number'
                : 'other',
        text: String(b.text ?? ''),
        value: b.url ? String(b.url) : b.phone_number ? String(b.phone_number) : null,
      };
    }),
  };
}

export function createGupshupProvider(config: GupshupConfig): WhatsAppProviderPort {
  const doFetch = config.fetch ?? fetch;
  const base = config.settings.gupshupApiUrl.replace(/\/+$/, '');
  const app = config.settings.gupshupAppName ?? '';
  const source = waNumber(config.settings.gupshupSourceNumber ?? '');
  const timeout = config.timeoutMs ?? 15_000;

  const call = async (
    path: string,
    form?: Record<string, string>,
  ): Promise<{ ok: true; body: Record<string, unknown> } | Failure> => {
    if (!config.apiKey) return failure(null, 'No Gupshup API key is saved in the WhatsApp settings.', false);
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method: form ? 'POST' : 'GET',
        headers: {
          apikey: config.apiKey,
          accept: 'application/json',
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(form ? { body: new URLSearchParams(form).toString() } : {}),
        signal: AbortSignal.timeout(timeout),
      });
    } catch (error) {
      return failure(
        null,
        `Gupshup could not be reached (${error instanceof Error ? error.message : String(error)}).`,
        true,
      );
    }
    let body: Record<string, unknown> = {};
    try {
      body = (await response.json()) as Record<string, unknown>;
    } catch {
      // An HTML error page: the status says enough.
    }
    if (response.ok && body.status !== 'error') return { ok: true, body };
    const said = typeof body.message === 'string' ? body.message : null;
    if (response.status === 401 || response.status === 403) {
      return failure(String(response.status), 'Gupshup refused the API key; check the WhatsApp settings.', false);
    }
    if (response.status === 429 || response.status >= 500) {
      return failure(
        String(response.status),
        `Gupshup is unavailable (HTTP ${response.status}). It will be tried again shortly.`,
        true,
      );
    }
    // Gupshup passes Meta's code through on some refusals ("(#131047) Re-engagement message").
    const metaCode = said?.match(/\(#?(\d{3,6})\)/)?.[1] ?? null;
    const words = whatsappFailure(metaCode, said ?? `HTTP ${response.status}`);
    return failure(metaCode ?? String(response.status), words.reason, words.temporary);
  };

  const listTemplates = async (): Promise<WhatsAppResult<{ templates: ProviderTemplate[] }>> => {
    const r = await call(`/sm/api/v1/template/list/${encodeURIComponent(app)}`);
    if (!r.ok) return r;
    const templates = ((Array.isArray(r.body.templates) ? r.body.templates : []) as Record<string, unknown>[])
      .map(templateOfGupshup)
      .filter((t): t is ProviderTemplate => !!t?.name && !!t.language);
    return { ok: true, templates };
  };

  const sent = (r: { ok: true; body: Record<string, unknown> } | Failure): WhatsAppResult<{ providerId: string }> => {
    if (!r.ok) return r;
    const id = r.body.messageId ?? r.body.message_id;
    return id ? { ok: true, providerId: String(id) } : failure(null, 'Gupshup answered without a message id.', true);
  };
  const noMedia = () =>
    failure(
      null,
      'Gupshup takes files only as a public link, which the CRM does not publish: send it as text, or use the Cloud API.',
      false,
    );

  return {
    name: 'gupshup',

    async sendTemplate(m) {
      if (m.headerMedia) return noMedia();
      let id = m.providerTemplateId ?? null;
      if (!id) {
        const list = await listTemplates();
        if (!list.ok) return list;
        id = list.templates.find((t) => t.name === m.templateName && t.language === m.language)?.providerId ?? null;
        if (!id) return failure('132001', whatsappFailure('132001').reason, false);
      }
      return sent(
        await call('/wa/api/v1/template/msg', {
          channel: 'whatsapp',
          source,
          destination: waNumber(m.to),
          'src.name': app,
          template: JSON.stringify({ id, params: m.bodyParams }),
        }),
      );
    },

    async sendText(m) {
      return sent(
        await call('/wa/api/v1/msg', {
          channel: 'whatsapp',
          source,
          destination: waNumber(m.to),
          'src.name': app,
          message: JSON.stringify({ type: 'text', text: m.text }),
        }),
      );
    },

    async sendMedia() {
      return noMedia();
    },

    async numberInfo() {
      // Gupshup reports neither quality nor limit; listing the app's templates proves the key and app.
      const list = await listTemplates();
      if (!list.ok) return list;
      return {
        ok: true,
        displayPhoneNumber: source ? `+${source}` : null,
        verifiedName: app || null,
        qualityRating: null,
        tier: null,
      };
    },

    listTemplates,

    async downloadMedia(mediaId) {
      // Gupshup's inbound webhook carries the file's URL itself, which is what arrives here.
      if (!/^https?:\/\//.test(mediaId)) return failure(null, 'Gupshup gives files by link; this one has none.', false);
      let response: Response;
      try {
        response = await doFetch(mediaId, { signal: AbortSignal.timeout(60_000) });
      } catch (error) {
        return failure(
          null,
          `The file could not be fetched from Gupshup (${error instanceof Error ? error.message : String(error)}).`,
          true,
        );
      }
      if (!response.ok) {
        return failure(
          String(response.status),
          `The file could not be fetched from Gupshup (HTTP ${response.status}).`,
          response.status >= 500,
        );
      }
      const mimeType = response.headers.get('content-type') ?? 'application/octet-stream';
      const name = new URL(mediaId).pathname.split('/').pop() || 'file';
      return { ok: true, file: { fileName: name, mimeType, content: Buffer.from(await response.arrayBuffer()) } };
    },
  };
}
