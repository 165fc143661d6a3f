import { createHmac } from 'node:crypto';
import type { ConnectorKind, ConnectorSettings } from '../../../domain/schemas/inbound';
import { loadXmlParser } from '../../lib/load-on-use';
import type { Enquiry } from './ingest';

/**
 * The four pull clients (decision 120). Portal APIs are not published; the shapes follow
 * the conventions seen in public integrations (shared/research/lead-domain-notes.md §1). Each
 * fetches one window, paging where the portal pages, with a 10 s timeout per request.
 */

export const PORTAL_TIMEOUT_MS = 10_000;
/** The timeout in force; tests shorten it rather than wait 10 s for a silent fake portal. */
export const portalLimits = { timeoutMs: PORTAL_TIMEOUT_MS, housingPerPage: 500 };
export const DEFAULT_URLS: Record<ConnectorKind, string> = {
  acres99: 'https://www.99acres.com/99api/v1/getmy99Response/OeAuXClO43hwseaXEQ/uid/',
  magicbricks: 'https://rating.magicbricks.com/mbRating/download.json',
  housing: 'https://pahal.housing.com/api/v0/get-builder-leads',
  generic: '',
};
const MAX_PAGES = 200;

/** A portal's refusal or a broken answer, in a sentence with every credential taken out. */
export class PortalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PortalError';
  }
}

export interface PullCredentials {
  password?: string | null;
  apiKey?: string | null;
  encryptionKey?: string | null;
  authHeaderValue?: string | null;
}

/** Removes each secret (and its URL-encoded form) from a text that may go to a screen or a log. */
export function scrub(text: string, secrets: PullCredentials): string {
  let out = text;
  for (const s of Object.values(secrets)) {
    if (!s || s.length < 3) continue;
    for (const form of [s, encodeURIComponent(s)]) out = out.split(form).join('***');
  }
  return out;
}

const IST_MS = 330 * 60_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** India wall-clock parts of an instant: portals speak India time. */
function istParts(d: Date) {
  const x = new Date(d.getTime() + IST_MS);
  return {
    date: `${x.getUTCFullYear()}-${pad(x.getUTCMonth() + 1)}-${pad(x.getUTCDate())}`,
    time: `${pad(x.getUTCHours())}:${pad(x.getUTCMinutes())}:${pad(x.getUTCSeconds())}`,
  };
}
const istDateTime = (d: Date) => `${istParts(d).date} ${istParts(d).time}`;
const istCompactDate = (d: Date) => istParts(d).date.replaceAll('-', '');

/** "2026-11-23 10:15:00" (India time) or an ISO instant or epoch seconds → a Date, else null. */
export function parsePortalTime(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' || /^\d{9,13}$/.test(String(value))) {
    const n = Number(value);
    return new Date(n < 1e12 ? n * 1000 : n);
  }
  const s = String(value).trim();
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(s);
  const d = local ? new Date(`${local[1]}T${local[2]}+05:30`) : new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

async function request(url: string, init: RequestInit, secrets: PullCredentials, signal?: AbortSignal) {
  const timeout = AbortSignal.timeout(portalLimits.timeoutMs);
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (error) {
    if (timeout.aborted) throw new PortalError(`The portal did not answer within ${portalLimits.timeoutMs / 1000} s.`);
    if (signal?.aborted) throw error;
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new PortalError(
      scrub(`Could not reach the portal: ${cause?.code ?? cause?.message ?? String(error)}.`, secrets),
    );
  }
  let body: string;
  try {
    body = await res.text();
  } catch {
    throw new PortalError(
      timeout.aborted
        ? `The portal did not answer within ${portalLimits.timeoutMs / 1000} s.`
        : 'The answer broke off.',
    );
  }
  return { status: res.status, body };
}

const excerpt = (body: string) => body.replace(/\s+/g, ' ').trim().slice(0, 300);

function parseJson(body: string, status: number, secrets: PullCredentials): Record<string, unknown> {
  try {
    const data = JSON.parse(body) as unknown;
    if (data && typeof data === 'object') return data as Record<string, unknown>;
  } catch {
    // fall through: said below with what came back
  }
  throw new PortalError(
    scrub(`The portal answered ${status} with something that is not JSON: ${excerpt(body)}`, secrets),
  );
}

const xmlParser = async () =>
  new (await loadXmlParser())({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    trimValues: true,
  });
const asArray = <T>(v: T | T[] | undefined | null): T[] =>
  v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];
const text = (v: unknown): string | null => {
  if (v === undefined || v === null) return null;
  if (typeof v === 'object') return text((v as Record<string, unknown>)['#text']);
  const s = String(v).trim();
  return s || null;
};

export interface FetchInput {
  kind: ConnectorKind;
  settings: ConnectorSettings;
  secrets: PullCredentials;
  from: Date;
  to: Date;
  signal?: AbortSignal;
}

/** One window of enquiries from the portal, every page of it. */
export async function fetchEnquiries(input: FetchInput): Promise<Enquiry[]> {
  switch (input.kind) {
    case 'acres99':
      return fetch99acres(input);
    case 'magicbricks':
      return fetchMagicBricks(input);
    case 'housing':
      return fetchHousing(input);
    case 'generic':
      return fetchGeneric(input);
  }
}

function need(value: string | null | undefined, what: string): string {
  if (!value) throw new PortalError(`${what} is not set on this card.`);
  return value;
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** 99acres: POST xml=<query> with the account's login; the portal allows a short window, so one day per request. */
async function fetch99acres({ settings, secrets, from, to, signal }: FetchInput): Promise<Enquiry[]> {
  const url = settings.baseUrl || DEFAULT_URLS.acres99;
  const user = need(settings.username, 'The 99acres username');
  const pswd = need(secrets.password, 'The 99acres password');
  const out: Enquiry[] = [];
  for (let start = from; start < to; start = new Date(start.getTime() + 86_400_000)) {
    const end = new Date(Math.min(to.getTime(), start.getTime() + 86_400_000));
    const query = `<?xml version="1.0"?><query><user_name>${escapeXml(user)}</user_name><pswd>${escapeXml(pswd)}</pswd><start_date>${istDateTime(start)}</start_date><end_date>${istDateTime(end)}</end_date></query>`;
    const { status, body } = await request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ xml: query }).toString(),
      },
      secrets,
      signal,
    );
    let doc: Record<string, unknown>;
    const xml = await xmlParser();
    try {
      doc = xml.parse(body, true) as Record<string, unknown>;
    } catch {
      throw new PortalError(scrub(`99acres answered ${status} with broken XML: ${excerpt(body)}`, secrets));
    }
    const root = doc.Xml as Record<string, unknown> | undefined;
    if (!root || typeof root !== 'object') {
      throw new PortalError(scrub(`99acres answered ${status} without its <Xml> answer: ${excerpt(body)}`, secrets));
    }
    if (String(root['@ActionStatus']).toLowerCase() !== 'true') {
      const code = text(root.Code) ?? text((root.Error as Record<string, unknown>)?.Code);
      const message = text(root.Message) ?? text((root.Error as Record<string, unknown>)?.Message) ?? 'no message';
      throw new PortalError(scrub(`99acres refused: ${message}${code ? ` (code ${code})` : ''}`, secrets));
    }
    for (const resp of asArray(root.Resp as Record<string, unknown>[])) {
      const q = (resp.QryDtl ?? {}) as Record<string, unknown>;
      const c = (resp.CntctDtl ?? {}) as Record<string, unknown>;
      out.push({
        externalId: text(q['@QueryId']) ?? text(q['@Id']),
        name: text(c.Name),
        mobile: text(c.Phone),
        email: text(c.Email),
        project: text(q.CmpctLabl),
        message: text(q.QryInfo),
        enquiredAt: parsePortalTime(text(q.RcvdOn)),
        raw: resp,
      });
    }
  }
  return out;
}

/** MagicBricks: GET ?key=&startDate=&endDate= (India dates), JSON `leadPojo.leads`. */
async function fetchMagicBricks({ settings, secrets, from, to, signal }: FetchInput): Promise<Enquiry[]> {
  const base = settings.baseUrl || DEFAULT_URLS.magicbricks;
  const key = need(secrets.apiKey, 'The MagicBricks key');
  const url = new URL(base);
  url.searchParams.set('key', key);
  url.searchParams.set('startDate', istCompactDate(from));
  url.searchParams.set('endDate', istCompactDate(to));
  const { status, body } = await request(url.toString(), { method: 'GET' }, secrets, signal);
  const data = parseJson(body, status, secrets);
  if (data.status === 'error' || status >= 400) {
    throw new PortalError(
      scrub(`MagicBricks refused: ${String(data.errormsg ?? data.message ?? `HTTP ${status}`)}`, secrets),
    );
  }
  const pojo = data.leadPojo as { leads?: unknown } | undefined;
  if (!pojo || !Array.isArray(pojo.leads)) {
    throw new PortalError(`MagicBricks answered without leadPojo.leads: ${excerpt(body)}`);
  }
  return (pojo.leads as Record<string, unknown>[]).map((l) => ({
    externalId: text(l.id ?? l.leadId),
    name: text(l.name),
    mobile: text(l.mobile ?? l.phone),
    email: text(l.email),
    project: text(l.projectName ?? l.project),
    message: text(l.message ?? l.remarks),
    enquiredAt: parsePortalTime(l.date ?? l.createdOn),
    raw: l,
  }));
}

/** Housing.com: GET signed with HMAC-SHA256(encryption key, current time), epoch window, pages. */
async function fetchHousing({ settings, secrets, from, to, signal }: FetchInput): Promise<Enquiry[]> {
  const base = settings.baseUrl || DEFAULT_URLS.housing;
  const key = need(secrets.encryptionKey, 'The Housing.com encryption key');
  const profile = need(settings.profileId, 'The Housing.com profile id');
  const out: Enquiry[] = [];
  const perPage = portalLimits.housingPerPage;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const now = String(Math.floor(Date.now() / 1000));
    const url = new URL(base);
    url.searchParams.set('start_date', String(Math.floor(from.getTime() / 1000)));
    url.searchParams.set('end_date', String(Math.floor(to.getTime() / 1000)));
    url.searchParams.set('current_time', now);
    url.searchParams.set('hash', createHmac('sha256', key).update(now).digest('hex'));
    url.searchParams.set('id', profile);
    url.searchParams.set('per_page', String(perPage));
    url.searchParams.set('page', String(page));
    const { status, body } = await request(url.toString(), { method: 'GET' }, secrets, signal);
    const data = parseJson(body, status, secrets);
    if (data.apiErrors || status >= 400) {
      const detail = data.apiErrors ? JSON.stringify(data.apiErrors) : `HTTP ${status}`;
      throw new PortalError(scrub(`Housing.com refused (${status}): ${detail}`, secrets));
    }
    if (!Array.isArray(data.data)) throw new PortalError(`Housing.com answered without a data list: ${excerpt(body)}`);
    const rows = data.data as Record<string, unknown>[];
    for (const l of rows) {
      out.push({
        externalId: text(l.id ?? l.lead_id),
        name: text(l.lead_name),
        mobile: text(l.lead_phone),
        email: text(l.lead_email),
        project: text(l.project_name),
        message: text(l.apartment_names ?? l.service_type),
        enquiredAt: parsePortalTime(l.lead_date),
        raw: l,
      });
    }
    if (rows.length < perPage) break;
  }
  return out;
}

function pick(obj: unknown, path: string | null | undefined): unknown {
  if (!path) return undefined;
  let cur: unknown = obj;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/** Any JSON API: GET ?from=&to=&page= with an auth header, the items at a path, fields mapped. */
async function fetchGeneric({ settings, secrets, from, to, signal }: FetchInput): Promise<Enquiry[]> {
  const base = need(settings.baseUrl, 'The address');
  const map = {
    id: 'id',
    name: 'name',
    mobile: 'mobile',
    email: 'email',
    project: 'project',
    message: 'message',
    time: 'created_at',
    ...(settings.fieldMap ?? {}),
  };
  const headers: Record<string, string> = { accept: 'application/json' };
  if (settings.authHeaderName && secrets.authHeaderValue) headers[settings.authHeaderName] = secrets.authHeaderValue;
  const out: Enquiry[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const url = new URL(base);
    url.searchParams.set('from', from.toISOString());
    url.searchParams.set('to', to.toISOString());
    url.searchParams.set('page', String(page));
    const { status, body } = await request(url.toString(), { method: 'GET', headers }, secrets, signal);
    if (status >= 400) throw new PortalError(scrub(`The source answered ${status}: ${excerpt(body)}`, secrets));
    const data = parseJson(body, status, secrets);
    const items = settings.itemsPath ? pick(data, settings.itemsPath) : Array.isArray(data) ? data : data.data;
    if (!Array.isArray(items)) {
      throw new PortalError(`The answer has no list at "${settings.itemsPath ?? 'data'}": ${excerpt(body)}`);
    }
    for (const l of items as Record<string, unknown>[]) {
      out.push({
        externalId: text(pick(l, map.id)),
        name: text(pick(l, map.name)),
        mobile: text(pick(l, map.mobile)),
        email: text(pick(l, map.email)),
        project: text(pick(l, map.project)),
        message: text(pick(l, map.message)),
        enquiredAt: parsePortalTime(pick(l, map.time)),
        raw: l,
      });
    }
    if (items.length === 0 || pick(data, 'next') === null || pick(data, 'hasMore') === false) break;
  }
  return out;
}
