import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { placeholderCount } from '../../domain/messaging/whatsapp-template';

/**
 * A fake WhatsApp Cloud API (Meta's Graph API) for tests, e2e and `npm run dev` (decision 214). A
 * real HTTP server on 127.0.0.1 answering the shapes the Cloud API adapter calls: sends, media
 * uploads, the number's fields, the template list (paged) and media downloads, each behind the
 * Bearer token. It also plays Meta's side of the webhook: `inbound()` and `status()` build the
 * webhook JSON, serialise it once and post those exact bytes signed with the app secret, as Meta
 * does, so a receiver that re-serialises before checking the signature fails here as it would live.
 */

/** A template as Graph's `GET /{waba-id}/message_templates` lists it. */
export interface FakeTemplate {
  id?: string;
  name: string;
  language: string;
  status: string;
  category: string;
  previous_category?: string;
  rejected_reason?: string;
  components: {
    type: 'HEADER' | 'BODY' | 'FOOTER' | 'BUTTONS';
    format?: 'TEXT' | 'IMAGE' | 'DOCUMENT' | 'VIDEO' | 'LOCATION';
    text?: string;
    buttons?: { type: string; text: string; url?: string; phone_number?: string }[];
  }[];
}

/** One message the fake accepted. */
export interface FakeSent {
  wamid: string;
  /** As posted: 91XXXXXXXXXX. */
  to: string;
  type: 'text' | 'template' | 'image' | 'document' | 'audio' | 'video';
  text?: string;
  template?: {
    name: string;
    language: string;
    params: string[];
    /** A media header: the uploaded media's id (or a link) and its file name. */
    header?: { kind: string; id: string | null; link: string | null; fileName: string | null } | null;
  };
  /** Media messages: the uploaded id (or link), caption, and what the upload held. */
  media?: {
    kind: string;
    id: string | null;
    link: string | null;
    caption: string | null;
    fileName: string | null;
    mimeType: string | null;
    content: Buffer | null;
  };
  /** `biz_opaque_callback_data`: our row's id, echoed in status webhooks. */
  clientRef: string | null;
  at: Date;
}

export interface FakeError {
  status: number;
  code: number;
  message: string;
  subcode?: number;
}

export interface FakeInbound {
  /** The buyer's number: 10 digits or 91XXXXXXXXXX. */
  from: string;
  name?: string;
  text?: string;
  type?: 'text' | 'image' | 'document' | 'audio';
  media?: { content: Buffer; mimeType: string; fileName?: string };
  /** Click-to-WhatsApp ad: only on the first message of a conversation. */
  referral?: Record<string, unknown>;
  id?: string;
  /** Seconds since the epoch (Meta's unit); default now. */
  timestamp?: number;
}

export interface FakeWhatsAppCloud {
  /** Put in settings.apiBaseUrl. */
  url: string;
  port: number;
  phoneNumberId: string;
  businessAccountId: string;
  sent: FakeSent[];
  /** The next `times` Graph requests (any route but media bytes) answer this error. */
  failNext(e: FakeError, times?: number): void;
  inbound(m: FakeInbound): Promise<{ status: number; body: string; wamid: string }>;
  status(
    wamid: string,
    status: 'sent' | 'delivered' | 'read' | 'failed',
    opts?: { code?: number; title?: string; timestamp?: number },
  ): Promise<{ status: number }>;
  /** Posts these exact bytes to the webhook, signed unless a signature is given. */
  postSigned(rawBody: string, signature?: string): Promise<{ status: number; body: string }>;
  setTemplates(t: FakeTemplate[]): void;
  /** The raw webhook bodies posted so far (inbound and statuses), in order. */
  posted: string[];
  close(): Promise<void>;
}

/** Meta's X-Hub-Signature-256 value for these bytes. */
export function signWebhook(rawBody: string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(Buffer.from(rawBody, 'utf8')).digest('hex')}`;
}

const TIER_NAMES: Record<string, string> = {
  '250': 'TIER_250',
  '2000': 'TIER_2K',
  '10000': 'TIER_10K',
  '100000': 'TIER_100K',
  unlimited: 'TIER_UNLIMITED',
};

interface StoredMedia {
  content: Buffer;
  mimeType: string;
  fileName: string | null;
}

/** What the adapter posts to /messages, as far as the fake reads it. */
interface MediaObject {
  id?: string;
  link?: string;
  caption?: string;
  filename?: string;
}
interface SendBody {
  messaging_product?: string;
  to?: string;
  type?: string;
  biz_opaque_callback_data?: string;
  text?: { body?: string };
  template?: {
    name?: string;
    language?: { code?: string };
    components?: { type?: string; parameters?: ({ type?: string; text?: string } & Record<string, unknown>)[] }[];
  };
  image?: MediaObject;
  document?: MediaObject;
  audio?: MediaObject;
  video?: MediaObject;
}

const newWamid = () => `wamid.HBgM${randomBytes(18).toString('base64url')}`;
const newMediaId = () => String(1_000_000_000_000 + Math.floor(Math.random() * 8_999_999_999_999));

async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** Meta's error body. */
const graphError = (code: number, message: string, subcode?: number, details?: string) => ({
  error: {
    message,
    type: code === 190 ? 'OAuthException' : 'OAuthException',
    code,
    ...(subcode !== undefined ? { error_subcode: subcode } : {}),
    error_data: { messaging_product: 'whatsapp', details: details ?? message },
    fbtrace_id: randomBytes(8).toString('base64url'),
  },
});

export async function startFakeWhatsAppCloud(opts: {
  port?: number;
  accessToken: string;
  appSecret: string;
  phoneNumberId?: string;
  businessAccountId?: string;
  webhookUrl?: string;
  templates?: FakeTemplate[];
  number?: { display_phone_number: string; verified_name: string; quality_rating: string; tier?: string };
  onMessage?: (m: FakeSent) => void;
  autoStatuses?: boolean;
}): Promise<FakeWhatsAppCloud> {
  const phoneNumberId = opts.phoneNumberId ?? '1098765432101';
  const wabaId = opts.businessAccountId ?? '2098765432101';
  const number = opts.number ?? {
    display_phone_number: '+91 98765 43210',
    verified_name: 'Sahyadri Homes',
    quality_rating: 'GREEN',
    tier: 'TIER_2K',
  };
  const tierName = number.tier ? (TIER_NAMES[number.tier] ?? number.tier) : 'TIER_250';
  let templates: FakeTemplate[] = (opts.templates ?? []).map((t, i) => ({ id: t.id ?? String(5_000_001 + i), ...t }));
  const sent: FakeSent[] = [];
  const posted: string[] = [];
  const media = new Map<string, StoredMedia>();
  const failures: FakeError[] = [];
  let baseUrl = '';

  const post = async (raw: string, signature?: string) => {
    if (!opts.webhookUrl) throw new Error('startFakeWhatsAppCloud: no webhookUrl to post to');
    posted.push(raw);
    const r = await fetch(opts.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signature ?? signWebhook(raw, opts.appSecret),
      },
      body: raw,
    });
    return { status: r.status, body: await r.text() };
  };

  const envelope = (value: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: wabaId,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: number.display_phone_number.replace(/\D/g, ''),
                phone_number_id: phoneNumberId,
              },
              ...value,
            },
          },
        ],
      },
    ],
  });

  const statusOf = async (
    wamid: string,
    status: 'sent' | 'delivered' | 'read' | 'failed',
    o: { code?: number; title?: string; timestamp?: number } = {},
  ) => {
    const message = sent.find((s) => s.wamid === wamid);
    const code = o.code ?? 131026;
    const title = o.title ?? 'Message undeliverable.';
    const body = envelope({
      statuses: [
        {
          id: wamid,
          status,
          timestamp: String(o.timestamp ?? Math.floor(Date.now() / 1000)),
          recipient_id: message?.to ?? '',
          ...(message?.clientRef ? { biz_opaque_callback_data: message.clientRef } : {}),
          ...(status === 'failed'
            ? { errors: [{ code, title, message: title, error_data: { details: title } }] }
            : {
                conversation: { id: randomBytes(16).toString('hex'), origin: { type: 'utility' } },
                pricing: { billable: true, pricing_model: 'PMP', category: 'utility' },
              }),
        },
      ],
    });
    const r = await post(JSON.stringify(body));
    return { status: r.status };
  };

  const accept = (m: FakeSent) => {
    sent.push(m);
    opts.onMessage?.(m);
    if (opts.autoStatuses && opts.webhookUrl) {
      setTimeout(() => {
        statusOf(m.wamid, 'sent')
          .then(() => new Promise((r) => setTimeout(r, 300)))
          .then(() => statusOf(m.wamid, 'delivered'))
          .catch(() => undefined);
      }, 200);
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const parts = url.pathname.split('/').filter(Boolean);
    const raw = await readRaw(req);
    if (req.headers.authorization !== `Bearer ${opts.accessToken}`) {
      return answer(401, graphError(190, 'Error validating access token: Session has expired.', 463));
    }
    // The bytes of a media url (after GET /{media-id}), as lookaside.fbsbx.com serves them.
    if (parts[0] === 'media-bytes' && req.method === 'GET') {
      const found = media.get(parts[1] ?? '');
      if (!found) return answer(404, graphError(100, 'Media not found', 33));
      res.writeHead(200, { 'content-type': found.mimeType, 'content-length': String(found.content.length) });
      return res.end(new Uint8Array(found.content));
    }
    const failure = failures.shift();
    if (failure) return answer(failure.status, graphError(failure.code, failure.message, failure.subcode));
    const [version, id, edge] = parts;
    if (!version || !/^v\d+\.\d+$/.test(version) || !id) {
      return answer(400, graphError(100, 'Unknown path components', 2500));
    }
    const noObject = () =>
      answer(
        400,
        graphError(
          100,
          `Unsupported ${req.method?.toLowerCase()} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
          33,
        ),
      );

    if (req.method === 'POST' && edge === 'messages') {
      if (id !== phoneNumberId) return noObject();
      let body: SendBody;
      try {
        body = JSON.parse(raw.toString('utf8')) as SendBody;
      } catch {
        return answer(400, graphError(100, 'Invalid JSON'));
      }
      if (body.messaging_product !== 'whatsapp') {
        return answer(400, graphError(100, 'The parameter messaging_product is required.'));
      }
      const to = String(body.to ?? '');
      if (!/^\d{8,15}$/.test(to))
        return answer(400, graphError(100, 'Invalid parameter', undefined, 'to is not valid'));
      const type = body.type ?? 'text';
      const base = { wamid: newWamid(), to, clientRef: body.biz_opaque_callback_data ?? null, at: new Date() };
      let message: FakeSent;
      if (type === 'text') {
        const text = body.text?.body;
        if (typeof text !== 'string' || !text)
          return answer(400, graphError(100, 'Invalid parameter', undefined, 'text.body is required'));
        message = { ...base, type: 'text', text };
      } else if (type === 'template') {
        const t = body.template ?? {};
        const language = t.language?.code;
        if (typeof t.name !== 'string' || typeof language !== 'string') {
          return answer(
            400,
            graphError(100, 'Invalid parameter', undefined, 'template.name and template.language.code are required'),
          );
        }
        const components = Array.isArray(t.components) ? t.components : [];
        const bodyParams = (components.find((c) => c.type === 'body')?.parameters ?? []).map((p) =>
          String(p.text ?? ''),
        );
        const headerParam = components.find((c) => c.type === 'header')?.parameters?.[0];
        const headerMedia = headerParam
          ? (headerParam[String(headerParam.type)] as MediaObject | undefined)
          : undefined;
        const header = headerParam
          ? {
              kind: String(headerParam.type),
              id: headerMedia?.id ?? null,
              link: headerMedia?.link ?? null,
              fileName: headerMedia?.filename ?? null,
            }
          : null;
        // With templates given, refuse as Meta does: an unknown name/language, a count mismatch, an empty value.
        if (templates.length > 0) {
          const known = templates.find((x) => x.name === t.name && x.language === language);
          if (!known) {
            return answer(
              404,
              graphError(
                132001,
                'Template name does not exist in the translation',
                undefined,
                `template name (${t.name}) does not exist in ${language}`,
              ),
            );
          }
          const expected = placeholderCount(known.components.find((c) => c.type === 'BODY')?.text ?? '');
          if (bodyParams.length !== expected) {
            return answer(
              400,
              graphError(
                132000,
                'Number of parameters does not match the expected number of params',
                undefined,
                `body: number of localizable_params (${bodyParams.length}) does not match the expected number of params (${expected})`,
              ),
            );
          }
          if (bodyParams.some((p) => !p.trim())) {
            return answer(
              400,
              graphError(131008, 'Required parameter is missing', undefined, 'Parameter text is empty'),
            );
          }
          const format = known.components.find((c) => c.type === 'HEADER')?.format;
          if (format && format !== 'TEXT' && !header) {
            return answer(
              400,
              graphError(
                132012,
                'Parameter format does not match format in the created template',
                undefined,
                `header: Format mismatch, expected ${format}`,
              ),
            );
          }
        }
        message = { ...base, type: 'template', template: { name: t.name, language, params: bodyParams, header } };
      } else if (type === 'image' || type === 'document' || type === 'audio' || type === 'video') {
        const m = body[type] ?? {};
        const stored = m.id ? media.get(String(m.id)) : undefined;
        if (m.id && !stored)
          return answer(400, graphError(131053, 'Media upload error', undefined, `media id ${m.id} not found`));
        if (!m.id && !m.link)
          return answer(400, graphError(100, 'Invalid parameter', undefined, `${type}.id or ${type}.link is required`));
        message = {
          ...base,
          type,
          media: {
            kind: type,
            id: m.id ?? null,
            link: m.link ?? null,
            caption: m.caption ?? null,
            fileName: m.filename ?? stored?.fileName ?? null,
            mimeType: stored?.mimeType ?? null,
            content: stored?.content ?? null,
          },
        };
      } else {
        return answer(
          400,
          graphError(100, 'Invalid parameter', undefined, `type ${type} is not supported by the fake`),
        );
      }
      accept(message);
      return answer(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id: message.wamid, ...(type === 'template' ? { message_status: 'accepted' } : {}) }],
      });
    }

    if (req.method === 'POST' && edge === 'media') {
      if (id !== phoneNumberId) return noObject();
      let form: FormData;
      try {
        form = await new Response(new Uint8Array(raw), {
          headers: { 'content-type': String(req.headers['content-type'] ?? '') },
        }).formData();
      } catch {
        return answer(400, graphError(100, 'Invalid parameter', undefined, 'multipart/form-data expected'));
      }
      const file = form.get('file');
      if (form.get('messaging_product') !== 'whatsapp' || !file || typeof file === 'string') {
        return answer(400, graphError(100, 'Invalid parameter', undefined, 'messaging_product and file are required'));
      }
      const mediaId = newMediaId();
      media.set(mediaId, {
        content: Buffer.from(await file.arrayBuffer()),
        mimeType: String(form.get('type') || file.type || 'application/octet-stream'),
        fileName: file.name || null,
      });
      return answer(200, { id: mediaId });
    }

    if (req.method === 'GET' && !edge && id === phoneNumberId) {
      const fields = (url.searchParams.get('fields') ?? 'display_phone_number,verified_name,quality_rating')
        .split(',')
        .map((f) => f.trim());
      const all: Record<string, unknown> = {
        display_phone_number: number.display_phone_number,
        verified_name: number.verified_name,
        quality_rating: number.quality_rating,
        throughput: { level: 'STANDARD' },
        whatsapp_business_manager_messaging_limit: tierName,
        messaging_limit_tier: tierName,
        code_verification_status: 'VERIFIED',
        platform_type: 'CLOUD_API',
      };
      return answer(200, { ...Object.fromEntries(fields.filter((f) => f in all).map((f) => [f, all[f]])), id });
    }

    if (req.method === 'GET' && edge === 'message_templates') {
      if (id !== wabaId) return noObject();
      const limit = Math.min(Math.max(Number(url.searchParams.get('limit') ?? 25) || 25, 1), 1000);
      const after = Number(url.searchParams.get('after') ?? 0) || 0;
      const page = templates.slice(after, after + limit);
      const next = after + limit < templates.length ? after + limit : null;
      const nextUrl = new URL(`${baseUrl}/${version}/${id}/message_templates`);
      nextUrl.searchParams.set('limit', String(limit));
      if (next !== null) nextUrl.searchParams.set('after', String(next));
      return answer(200, {
        data: page,
        paging: {
          cursors: { before: String(after), after: String(after + page.length) },
          ...(next !== null ? { next: nextUrl.toString() } : {}),
        },
      });
    }

    if (req.method === 'GET' && !edge) {
      const found = media.get(id);
      if (!found) return noObject();
      return answer(200, {
        messaging_product: 'whatsapp',
        url: `${baseUrl}/media-bytes/${id}`,
        mime_type: found.mimeType,
        sha256: createHash('sha256').update(found.content).digest('hex'),
        file_size: found.content.length,
        id,
      });
    }
    return noObject();
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify(graphError(1, error instanceof Error ? error.message : 'fake failed')));
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    port,
    phoneNumberId,
    businessAccountId: wabaId,
    sent,
    posted,
    failNext(e, times = 1) {
      for (let i = 0; i < times; i++) failures.push(e);
    },
    async inbound(m) {
      const from = m.from.length === 10 ? `91${m.from}` : m.from;
      const wamid = m.id ?? newWamid();
      const type =
        m.type ??
        (m.media
          ? m.media.mimeType.startsWith('image/')
            ? 'image'
            : m.media.mimeType.startsWith('audio/')
              ? 'audio'
              : 'document'
          : 'text');
      const message: Record<string, unknown> = {
        from,
        id: wamid,
        timestamp: String(m.timestamp ?? Math.floor(Date.now() / 1000)),
        type,
      };
      if (type === 'text') message.text = { body: m.text ?? '' };
      else {
        const content = m.media?.content ?? Buffer.from('fake media');
        const mimeType =
          m.media?.mimeType ??
          (type === 'image' ? 'image/jpeg' : type === 'audio' ? 'audio/ogg; codecs=opus' : 'application/pdf');
        const mediaId = newMediaId();
        media.set(mediaId, { content, mimeType, fileName: m.media?.fileName ?? null });
        const sha256 = createHash('sha256').update(content).digest('base64');
        if (type === 'image')
          message.image = { id: mediaId, mime_type: mimeType, sha256, ...(m.text ? { caption: m.text } : {}) };
        else if (type === 'document')
          message.document = {
            id: mediaId,
            filename: m.media?.fileName ?? 'document.pdf',
            mime_type: mimeType,
            sha256,
            ...(m.text ? { caption: m.text } : {}),
          };
        else message.audio = { id: mediaId, mime_type: mimeType, sha256, voice: true };
      }
      if (m.referral) message.referral = m.referral;
      const body = envelope({
        contacts: [{ profile: { name: m.name ?? 'Buyer' }, wa_id: from }],
        messages: [message],
      });
      const r = await post(JSON.stringify(body));
      return { ...r, wamid };
    },
    status: statusOf,
    postSigned: (rawBody, signature) => post(rawBody, signature),
    setTemplates(t) {
      templates = t.map((x, i) => ({ id: x.id ?? String(5_000_001 + i), ...x }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
