import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PUSH_LABELS, type PushKind, pushSettingsSchema } from '../../../domain/schemas/inbound';
import type { AppContext } from '../../context';
import { inboundEvents, inboundPushSources } from '../../db/schema/inbound';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { eventBatcher } from './event-batcher';
import { type Enquiry, externalKeyOf, type Routing, routingOf } from './ingest';
import { parsePortalTime, portalLimits, scrub } from './portals';

export const INBOUND_BODY_LIMIT = 64 * 1024;
const FORM_PER_ADDRESS_PER_MINUTE = 5;

type PushRow = typeof inboundPushSources.$inferSelect;
const secretName = (kind: PushKind, field: 'secret' | 'appSecret' | 'pageToken') => `inbound.push.${kind}.${field}`;

export function pushRouting(row: PushRow): Routing {
  const kind = row.kind as PushKind;
  return routingOf(`push:${kind}`, PUSH_LABELS[kind], pushSettingsSchema.parse(row.settings), row.updatedBy);
}

/**
 * Fixed one-minute windows counted in this process (decision 120): a sender that floods one
 * source, or one address that floods the website form, gets 429 with Retry-After. With several
 * API processes each counts its own share, which is enough to stop a flood.
 */
class MinuteCounter {
  private window = 0;
  private counts = new Map<string, number>();
  hit(key: string, limit: number, now: number): number | null {
    const window = Math.floor(now / 60_000);
    if (window !== this.window) {
      this.window = window;
      this.counts.clear();
    }
    const n = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, n);
    return n > limit ? 60 - Math.floor((now % 60_000) / 1000) : null;
  }
}
const perSource = new MinuteCounter();
const perAddress = new MinuteCounter();

const tooMany = (retryAfter: number) =>
  Object.assign(new AppError(429, 'RATE_LIMITED', 'Too many requests for this source. Try again in a minute.'), {
    retryAfter,
  });

/** The source behind a URL key, of the kind the route serves; anything else is 404. */
export async function sourceByKey(ctx: AppContext, kind: PushKind, key: string): Promise<PushRow> {
  const [row] = await ctx.db.select().from(inboundPushSources).where(eq(inboundPushSources.sourceKey, key));
  if (!row || row.kind !== kind) throw notFound('No inbound source has this address.', 'INBOUND_SOURCE_NOT_FOUND');
  const settings = pushSettingsSchema.parse(row.settings);
  if (!settings.enabled) throw notFound('This inbound source is switched off.', 'INBOUND_SOURCE_OFF');
  const retry = perSource.hit(row.id, settings.ratePerMinute, ctx.clock().getTime());
  if (retry !== null) throw tooMany(retry);
  return row;
}

export function checkAddress(ip: string, now: Date) {
  const retry = perAddress.hit(ip, FORM_PER_ADDRESS_PER_MINUTE, now.getTime());
  if (retry !== null) throw tooMany(retry);
}

/** A refused call leaves one trace: the counter on the card. */
export async function refuse(ctx: AppContext, row: PushRow, message: string): Promise<never> {
  await ctx.db
    .update(inboundPushSources)
    .set({ rejectedCount: sql`${inboundPushSources.rejectedCount} + 1` })
    .where(eq(inboundPushSources.id, row.id));
  throw new AppError(401, 'INBOUND_UNAUTHORISED', message);
}

export const secretOf = (ctx: AppContext, kind: PushKind, field: 'secret' | 'appSecret' | 'pageToken' = 'secret') =>
  ctx.settings.getSecret(secretName(kind, field));

export function sameText(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `sha256=<hex>` (or bare hex) HMAC-SHA256 of the raw bytes under the secret. */
export function signatureMatches(raw: Buffer, secret: string | null, header: string | undefined): boolean {
  if (!secret || !header) return false;
  const given = header
    .trim()
    .replace(/^sha256=/i, '')
    .toLowerCase();
  const want = createHmac('sha256', secret).update(raw).digest('hex');
  return sameText(given, want);
}

export function parseJsonBody(raw: Buffer | undefined): Record<string, unknown> {
  if (!raw || raw.length === 0)
    throw badRequest('The body is empty; send the enquiry as JSON.', undefined, 'EMPTY_BODY');
  try {
    const data = JSON.parse(raw.toString('utf8')) as unknown;
    if (data && typeof data === 'object' && !Array.isArray(data)) return data as Record<string, unknown>;
  } catch {
    // said below
  }
  throw badRequest('The body is not a JSON object.', undefined, 'BAD_JSON');
}

const str = (v: unknown): string | null =>
  typeof v === 'string' || typeof v === 'number' ? String(v).trim() || null : null;

export interface Accepted {
  result: string;
  leadId: string | null;
  eventId: string | null;
}

/** Logs and processes enquiries of one push; answered only after both committed. */
export async function accept(ctx: AppContext, row: PushRow, list: Enquiry[]): Promise<Accepted[]> {
  const routing = pushRouting(row);
  const now = ctx.clock();
  // The card's "last received" needs minutes, not every request: one write a minute at most.
  if (!row.lastReceivedAt || now.getTime() - row.lastReceivedAt.getTime() > 60_000) {
    await ctx.db.update(inboundPushSources).set({ lastReceivedAt: now }).where(eq(inboundPushSources.id, row.id));
  }
  const batcher = eventBatcher(ctx);
  const logged = await Promise.all(list.map((enquiry) => batcher.submit({ routing, enquiry })));
  // A null: already in the log, the sender retried; the first answer stands.
  return logged.map((l) =>
    l
      ? { result: l.outcome?.result ?? 'pending', leadId: l.outcome?.leadId ?? null, eventId: l.eventId }
      : { result: 'duplicate', leadId: null, eventId: null },
  );
}

/** Generic webhook JSON: name, mobile, email, project, message; every other field kept. */
export function webhookEnquiry(body: Record<string, unknown>, eventIdHeader: string | undefined): Enquiry {
  return {
    externalId: eventIdHeader ?? str(body.event_id ?? body.eventId ?? body.id),
    name: str(body.name),
    mobile: str(body.mobile ?? body.phone),
    email: str(body.email),
    project: str(body.project),
    message: str(body.message),
    enquiredAt: parsePortalTime(body.created_at ?? body.time),
    raw: body,
  };
}

/** Google Ads lead form: `user_column_data` by column id; `google_key` never stored. */
export function googleEnquiry(body: Record<string, unknown>): Enquiry {
  const columns = Array.isArray(body.user_column_data) ? (body.user_column_data as Record<string, unknown>[]) : [];
  const by = (id: string) => str(columns.find((c) => c.column_id === id)?.string_value);
  const name = by('FULL_NAME') ?? ([by('FIRST_NAME'), by('LAST_NAME')].filter(Boolean).join(' ') || null);
  const others = columns
    .filter((c) => !['FULL_NAME', 'FIRST_NAME', 'LAST_NAME', 'PHONE_NUMBER', 'EMAIL'].includes(String(c.column_id)))
    .map((c) => `${str(c.column_name) ?? str(c.column_id)}: ${str(c.string_value) ?? ''}`);
  const { google_key: _key, ...kept } = body;
  return {
    externalId: str(body.lead_id),
    name,
    mobile: by('PHONE_NUMBER'),
    email: by('EMAIL'),
    project: null,
    message: others.join('; ') || null,
    isTest: body.is_test === true,
    raw: kept,
  };
}

/** The leadgen changes of a Meta webhook event. */
export function metaChanges(body: Record<string, unknown>): Record<string, unknown>[] {
  const entries = Array.isArray(body.entry) ? (body.entry as Record<string, unknown>[]) : [];
  return entries.flatMap((e) =>
    (Array.isArray(e.changes) ? (e.changes as Record<string, unknown>[]) : [])
      .filter((c) => c.field === 'leadgen' && c.value && typeof c.value === 'object')
      .map((c) => c.value as Record<string, unknown>),
  );
}

/**
 * The lead itself, fetched from the Graph API by its leadgen id with the page token. A fetch that
 * fails still logs the event (failed, with the reason) so it can be replayed from the log.
 */
export async function metaEnquiry(ctx: AppContext, change: Record<string, unknown>): Promise<Enquiry> {
  const leadgenId = str(change.leadgen_id);
  const base: Enquiry = { externalId: leadgenId, raw: { change } };
  const [row] = await ctx.db.select().from(inboundPushSources).where(eq(inboundPushSources.kind, 'meta'));
  const settings = pushSettingsSchema.parse(row?.settings ?? {});
  const token = await secretOf(ctx, 'meta', 'pageToken');
  const fail = (why: string): Enquiry => ({ ...base, raw: { change, fetchError: scrub(why, { apiKey: token }) } });
  if (!leadgenId || !/^\d{6,20}$/.test(leadgenId)) return fail('The event has no leadgen id.');
  if (!settings.graphBaseUrl || !token) return fail('The Graph API address or the page token is not set.');
  try {
    const url = new URL(`${settings.graphBaseUrl.replace(/\/+$/, '')}/${leadgenId}`);
    url.searchParams.set('access_token', token);
    const res = await fetch(url, { signal: AbortSignal.timeout(portalLimits.timeoutMs) });
    const data = (await res.json()) as Record<string, unknown>;
    if (!res.ok) {
      const err = (data.error as { message?: string } | undefined)?.message ?? `HTTP ${res.status}`;
      return fail(`The Graph API refused: ${err}`);
    }
    const fields = Array.isArray(data.field_data) ? (data.field_data as { name?: string; values?: unknown[] }[]) : [];
    const field = (...names: string[]) => str(fields.find((f) => names.includes(String(f.name)))?.values?.[0]);
    const known = ['full_name', 'name', 'phone_number', 'phone', 'email', 'project'];
    const others = fields
      .filter((f) => !known.includes(String(f.name)))
      .map((f) => `${f.name}: ${(f.values ?? []).join(', ')}`);
    return {
      // Meta's 15–17 digit lead id is the key and stays in the log for the Conversions API.
      externalId: str(data.id) ?? leadgenId,
      name: field('full_name', 'name'),
      mobile: field('phone_number', 'phone'),
      email: field('email'),
      project: field('project'),
      message: others.join('; ') || null,
      enquiredAt: parsePortalTime(data.created_time ?? change.created_time),
      raw: { change, lead: data },
    };
  } catch (error) {
    return fail(`Could not fetch the lead from the Graph API: ${(error as Error).message}`);
  }
}

/** A logged Meta event whose fetch failed is fetched again before a replay. */
export async function refetchMeta(ctx: AppContext, eventId: string, payload: Record<string, unknown>) {
  const raw = payload.raw as { change?: Record<string, unknown>; fetchError?: string } | undefined;
  if (!raw?.change || !raw.fetchError) return;
  const e = await metaEnquiry(ctx, raw.change);
  const fresh = { enquiry: { ...e, enquiredAt: e.enquiredAt?.toISOString() ?? null, raw: undefined }, raw: e.raw };
  await ctx.db
    .update(inboundEvents)
    .set({ payload: fresh as Record<string, unknown> })
    .where(eq(inboundEvents.id, eventId));
}

/** Marks a Meta event whose fetch failed as failed with its reason (it has no mobile to try). */
export function metaFetchError(e: Enquiry): string | null {
  return (e.raw as { fetchError?: string }).fetchError ?? null;
}

export function websiteEnquiry(fields: Record<string, unknown>, now: Date): Enquiry {
  // No sender id: a double click in the same minute is the same enquiry.
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const e: Enquiry = {
    name: str(fields.name),
    mobile: str(fields.mobile ?? fields.phone),
    email: str(fields.email),
    project: str(fields.project),
    message: str(fields.message),
    enquiredAt: minute,
    raw: fields,
  };
  return { ...e, externalId: externalKeyOf(e) };
}
