import { timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { smsFailureReason } from '../../../domain/messaging/gateway-codes';
import { normaliseIndianMobile } from '../../../domain/schemas/common';
import type { MessagePreferences } from '../../../domain/schemas/messaging';
import type { SmsSettingsInput, SmsSettingsView, smsSettingsInputSchema } from '../../../domain/schemas/sms-settings';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { leadMessagePreferences } from '../../db/schema/messaging';
import { badRequest, notFound, unauthorized } from '../../lib/app-error';
import { SMS_API_KEY_SECRET, SMS_DLR_SECRET, smsSetting } from '../../sms/sms-settings';
import { getLead, type LeadActor } from '../lead-records/public';
import { iso, rowsOf } from './rows';
import { dlrSecretOf, dlrUrlOf } from './sms-config';

export async function getPreferences(db: DbOrTx, leadId: string) {
  const [row] = await db.select().from(leadMessagePreferences).where(eq(leadMessagePreferences.leadId, leadId));
  return {
    leadId,
    emailOptOut: row?.emailOptOut ?? false,
    smsOptOut: row?.smsOptOut ?? false,
    dnd: row?.dnd ?? false,
    source: row?.source ?? null,
    updatedAt: iso(row?.updatedAt),
  };
}

export async function readPreferences(ctx: AppContext, leadId: string, viewer: LeadActor) {
  await getLead(ctx.db, viewer, leadId);
  return getPreferences(ctx.db, leadId);
}

/** PUT /api/lead/:id/message-preferences: an executive on their own lead, managers on any. */
export async function savePreferences(ctx: AppContext, leadId: string, input: MessagePreferences, viewer: LeadActor) {
  await getLead(ctx.db, viewer, leadId);
  const now = ctx.clock();
  await ctx.db
    .insert(leadMessagePreferences)
    .values({ leadId, ...input, source: 'manual', updatedBy: viewer.id, updatedAt: now })
    .onConflictDoUpdate({
      target: leadMessagePreferences.leadId,
      set: { ...input, source: 'manual', updatedBy: viewer.id, updatedAt: now },
    });
  return getPreferences(ctx.db, leadId);
}

/** The recipient row an unsubscribe link names (its id is the token); null when unknown. */
async function recipientOfToken(db: DbOrTx, token: string) {
  if (!/^[0-9a-f-]{36}$/i.test(token)) return null;
  const [row] = await rowsOf<{ lead_id: string | null; address: string; opted_out: boolean | null }>(
    db,
    sql`select r.lead_id, r.address, p.email_opt_out as opted_out
      from campaign_recipients r join campaigns c on c.id = r.campaign_id
      left join lead_message_preferences p on p.lead_id = r.lead_id
      where r.id = ${token} and c.channel = 'email'`,
  );
  return row ?? null;
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:480px;margin:64px auto;padding:0 16px;color:#1f2933;line-height:1.5">
<h1 style="font-size:22px">${title}</h1>${body}</body></html>`;

const NOT_RECOGNISED = 'This unsubscribe link is not valid.';
const notRecognised = {
  status: 404,
  message: NOT_RECOGNISED,
  html: page('Link not recognised', `<p>${NOT_RECOGNISED}</p>`),
};

const mask = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1•••$2');

/** GET: a page with one button (a mail scanner following the link must not unsubscribe anybody). */
export async function unsubscribePage(
  ctx: AppContext,
  token: string,
): Promise<{ status: number; html: string; message?: string }> {
  const r = await recipientOfToken(ctx.db, token);
  if (!r) return notRecognised;
  if (r.opted_out) {
    return { status: 200, html: page('You are unsubscribed', `<p>${mask(r.address)} no longer gets our emails.</p>`) };
  }
  return {
    status: 200,
    html: page(
      'Unsubscribe',
      `<p>Stop emails to ${mask(r.address)}?</p>
<form method="post"><button type="submit" style="padding:10px 18px;font-size:16px">Unsubscribe</button></form>`,
    ),
  };
}

/** POST (the button, or a mail program's one click per RFC 8058): sets the lead's email opt-out once. */
export async function unsubscribe(
  ctx: AppContext,
  token: string,
): Promise<{ status: number; html: string; changed: boolean; message?: string }> {
  const r = await recipientOfToken(ctx.db, token);
  if (!r) return { ...notRecognised, changed: false };
  if (r.opted_out || !r.lead_id) {
    return {
      status: 200,
      changed: false,
      html: page('You are unsubscribed', `<p>${mask(r.address)} was already unsubscribed.</p>`),
    };
  }
  const now = ctx.clock();
  await ctx.db
    .insert(leadMessagePreferences)
    .values({ leadId: r.lead_id, emailOptOut: true, source: 'link', updatedAt: now })
    .onConflictDoUpdate({
      target: leadMessagePreferences.leadId,
      set: { emailOptOut: true, source: 'link', updatedAt: now },
    });
  return {
    status: 200,
    changed: true,
    html: page('You are unsubscribed', `<p>${mask(r.address)} will not get our emails any more.</p>`),
  };
}

/** A delivery report, or a STOP reply, as the gateway posts it (our HTTP adapter's format). */
export interface DlrEvent {
  message_id?: string;
  client_ref?: string;
  status?: string;
  code?: string | null;
  number?: string;
  delivered_at?: string;
  type?: string;
  text?: string;
}

function sameSecret(given: string | undefined, stored: string | null): boolean {
  if (!given || !stored) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /api/sms/dlr/:provider — a machine caller, authenticated by the DLR secret (header
 * X-DLR-Secret or ?secret=). Updates recipients by our client reference or the gateway's message id;
 * a report for an `unknown` recipient settles it (the message did leave).
 */
export async function receiveDlr(
  ctx: AppContext,
  provider: string,
  secret: string | undefined,
  body: unknown,
): Promise<{ updated: number; optedOut: number }> {
  if (provider !== 'generic') throw notFound(`No SMS gateway called ${provider} is known.`);
  if (!sameSecret(secret, await dlrSecretOf(ctx)))
    throw unauthorized('The delivery report secret is wrong.', 'BAD_DLR_SECRET');
  // MSG91-style form posts carry the events as JSON in one `data` field.
  let payload = body;
  if (
    payload &&
    typeof payload === 'object' &&
    !Array.isArray(payload) &&
    typeof (payload as { data?: unknown }).data === 'string'
  ) {
    try {
      payload = JSON.parse((payload as { data: string }).data);
    } catch {
      throw badRequest('The delivery report `data` field is not JSON.');
    }
  }
  const events = (Array.isArray(payload) ? payload : [payload]) as DlrEvent[];
  if (!events.length || events.some((e) => typeof e !== 'object' || e === null)) {
    throw badRequest('A delivery report is a JSON object (or a list of them).');
  }
  let updated = 0;
  let optedOut = 0;
  const now = ctx.clock();
  const rows: { ref: string | null; pid: string | null; status: string; reason: string | null; at: string }[] = [];
  for (const e of events) {
    if (e.type === 'inbound') {
      // A STOP reply: the lead(s) with this mobile opt out of SMS.
      if (/^\s*stop\b/i.test(e.text ?? '')) optedOut += await stopFrom(ctx, e.number ?? '', now);
      continue;
    }
    const up = String(e.status ?? '').toUpperCase();
    const status =
      up === 'DELIVERED'
        ? 'delivered'
        : ['FAILED', 'UNDELIVERED', 'EXPIRED', 'REJECTED'].includes(up)
          ? 'failed'
          : null;
    if (!status) continue;
    const ref = e.client_ref && /^[0-9a-f-]{36}$/i.test(e.client_ref) ? e.client_ref : null;
    const at = e.delivered_at && !Number.isNaN(Date.parse(e.delivered_at)) ? new Date(e.delivered_at) : now;
    rows.push({
      ref,
      pid: e.message_id ? String(e.message_id) : null,
      status,
      reason: status === 'failed' ? smsFailureReason(e.code ?? up, null) : null,
      at: at.toISOString(),
    });
  }
  if (rows.length) {
    const result = await rowsOf<{ id: string }>(
      ctx.db,
      sql`update campaign_recipients r set status = v.status,
          reason = coalesce(v.reason, r.reason),
          delivered_at = case when v.status = 'delivered' then v.at else r.delivered_at end,
          sent_at = coalesce(r.sent_at, v.at),
          provider_message_id = coalesce(r.provider_message_id, v.pid)
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(ref uuid, pid text, status text, reason text, at timestamptz)
        where (r.id = v.ref or (v.ref is null and r.provider_message_id = v.pid))
          and r.status in ('sending', 'sent', 'delivered', 'failed', 'unknown')
        returning r.id`,
    );
    // The demand and reminder SMS (decision 199) carry their sms_outbox id as the reference.
    const notices = await rowsOf<{ id: string }>(
      ctx.db,
      sql`update sms_outbox o set status = v.status,
          reason = coalesce(v.reason, o.reason),
          delivered_at = case when v.status = 'delivered' then v.at else o.delivered_at end,
          sent_at = coalesce(o.sent_at, v.at),
          provider_message_id = coalesce(o.provider_message_id, v.pid)
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(ref uuid, pid text, status text, reason text, at timestamptz)
        where (o.id = v.ref or (v.ref is null and o.provider_message_id = v.pid))
          and o.status in ('sending', 'sent', 'delivered', 'failed', 'unknown')
        returning o.id`,
    );
    updated = result.length + notices.length;
  }
  return { updated, optedOut };
}

async function stopFrom(ctx: AppContext, number: string, now: Date): Promise<number> {
  const mobile = normaliseIndianMobile(number);
  if (!mobile) return 0;
  const rows = await rowsOf<{ lead_id: string }>(
    ctx.db,
    sql`insert into lead_message_preferences (lead_id, sms_opt_out, source, updated_at)
      select id, true, 'stop', ${now.toISOString()} from leads where mobile = ${mobile} and deleted_at is null
      on conflict (lead_id) do update set sms_opt_out = true, source = 'stop', updated_at = excluded.updated_at
      returning lead_id`,
  );
  return rows.length;
}

export async function smsSettingsView(ctx: AppContext): Promise<SmsSettingsView> {
  return {
    settings: await ctx.settings.get(smsSetting),
    apiKey: await ctx.settings.secretStatus(SMS_API_KEY_SECRET),
    dlrSecret: await ctx.settings.secretStatus(SMS_DLR_SECRET),
    dlrUrl: dlrUrlOf(ctx),
  };
}

export async function saveSmsSettings(
  ctx: AppContext,
  input: ReturnType<typeof smsSettingsInputSchema.parse>,
  by: string,
) {
  const { apiKey, dlrSecret, ...settings } = input;
  await ctx.db.transaction(async (tx) => {
    await ctx.settings.set(smsSetting, settings, { by, db: tx });
    if (apiKey) await ctx.settings.setSecret(SMS_API_KEY_SECRET, apiKey, { by, db: tx });
    if (dlrSecret) await ctx.settings.setSecret(SMS_DLR_SECRET, dlrSecret, { by, db: tx });
  });
  return smsSettingsView(ctx);
}
export type { SmsSettingsInput };
