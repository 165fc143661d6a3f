import { and, inArray, isNull, or, sql } from 'drizzle-orm';
import { isWhatsAppStop } from '../../../domain/messaging/whatsapp-keywords';
import { WHATSAPP_WINDOW_HOURS } from '../../../domain/schemas/whatsapp';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { leads } from '../../db/schema/leads';
import { whatsappMessages } from '../../db/schema/whatsapp';
import { type ArrivedEnquiry, logAndApply, routingOf } from '../inbound/public';
import { recordActivities } from '../lead-records/public';
import { sourceIdsByName } from '../sources/public';
import { type ConsentEntry, recordConsent } from './consent';
import { whatsappMediaFetchJob } from './media-job';
import { type InboundItem, previewOf } from './webhook-parse';

/** The sources a buyer's first message gives its lead (made when missing). */
export const WHATSAPP_SOURCE = 'WhatsApp';
export const WHATSAPP_AD_SOURCE = 'Click-to-WhatsApp ad';
const WINDOW_MS = WHATSAPP_WINDOW_HOURS * 3600_000;

interface KnownLead {
  id: string;
  mobile: string;
  alternate_mobile: string | null;
  last_inbound_at: string | Date | null;
  has_consent: boolean;
}

/** The live leads of these mobiles (their own or alternate number), with their window and whether a WhatsApp consent exists. */
async function knownLeads(tx: DbOrTx, mobiles: string[]): Promise<Map<string, KnownLead>> {
  if (mobiles.length === 0) return new Map();
  const rows = rowsOf<KnownLead>(
    await tx.execute(sql`
      select leads.id, leads.mobile, leads.alternate_mobile, c.last_inbound_at,
        exists (select 1 from message_consents m where m.lead_id = leads.id and m.channel = 'whatsapp') as has_consent
      from leads left join whatsapp_conversations c on c.lead_id = leads.id
      where ${and(isNull(leads.deletedAt), or(inArray(leads.mobile, mobiles), inArray(leads.alternateMobile, mobiles)))}`),
  );
  const byMobile = new Map<string, KnownLead>();
  // A lead's own mobile wins over another lead's alternate number.
  for (const r of rows)
    if (r.alternate_mobile && !byMobile.has(r.alternate_mobile)) byMobile.set(r.alternate_mobile, r);
  for (const r of rows) byMobile.set(r.mobile, r);
  return byMobile;
}

/** What the inbound log and the new lead keep of a click-to-WhatsApp ad. */
function adNote(referral: Record<string, unknown>): string {
  const text = (k: string) => (typeof referral[k] === 'string' ? (referral[k] as string).trim() : '');
  return [
    'Click-to-WhatsApp ad',
    text('headline') && `“${text('headline')}”`,
    text('source_url'),
    text('ctwa_clid') && `ctwa_clid ${text('ctwa_clid')}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The first message of a conversation as an enquiry (decision 215): an unknown number makes a
 * lead, a known one whose window had closed is a re-enquiry — both through the inbound module, as
 * a portal's enquiry is, with the wa id as the log's key (a replay makes nothing twice).
 */
function enquiryOf(m: InboundItem, lead: KnownLead | undefined, sourceIds: Map<string, string>): ArrivedEnquiry {
  const ad = m.referral !== null;
  const routing = routingOf(
    ad ? 'whatsapp:ad' : 'whatsapp',
    ad ? WHATSAPP_AD_SOURCE : WHATSAPP_SOURCE,
    {
      sourceId: sourceIds.get(ad ? WHATSAPP_AD_SOURCE : WHATSAPP_SOURCE) ?? null,
      assignedTo: null,
      branchId: null,
      project: null,
    },
    null,
  );
  const message = [m.referral ? adNote(m.referral) : null, previewOf(m.kind, m.body)].filter(Boolean).join('\n');
  return {
    routing,
    enquiry: {
      externalId: m.waId,
      name: m.profileName ?? `WhatsApp ${m.mobile}`,
      // A known lead's own mobile, so the re-enquiry finds it even when it wrote from its alternate number.
      mobile: lead?.mobile ?? m.mobile,
      message,
      enquiredAt: m.at,
      raw: { waId: m.waId, from: m.mobile, profileName: m.profileName, referral: m.referral },
    },
  };
}

export interface InboundOutcome {
  /** The wa ids stored now (not seen before). */
  stored: Set<string>;
  /** The wa ids whose message made a new lead. */
  madeLead: Set<string>;
}

/**
 * A webhook's messages, in one transaction of a fixed number of statements: leads found (or made),
 * messages inserted once by wa id, then for the new ones only the timeline, the conversation
 * (window, unread, needs reply), the consent (STOP, or a first message's opt-in) and media jobs.
 */
export async function storeInbound(
  ctx: Pick<AppContext, 'db' | 'clock' | 'jobs'>,
  tx: DbOrTx,
  items: readonly InboundItem[],
): Promise<InboundOutcome> {
  const now = ctx.clock();
  const unique = [...new Map(items.map((m) => [m.waId, m])).values()].sort((a, b) => a.at.getTime() - b.at.getTime());
  if (unique.length === 0) return { stored: new Set(), madeLead: new Set() };
  const indian = [...new Set(unique.filter((m) => m.indian).map((m) => m.mobile))];
  const known = await knownLeads(tx, indian);

  // The first message per mobile that opens a conversation is an enquiry.
  const enquiring: InboundItem[] = [];
  const seen = new Set<string>();
  for (const m of unique) {
    if (!m.indian || seen.has(m.mobile)) continue;
    seen.add(m.mobile);
    const lead = known.get(m.mobile);
    const last = lead?.last_inbound_at ? new Date(lead.last_inbound_at).getTime() : null;
    if (!lead || last === null || m.at.getTime() - last >= WINDOW_MS) enquiring.push(m);
  }
  const madeLead = new Set<string>();
  const leadOf = new Map<string, string>([...known].map(([mobile, l]) => [mobile, l.id]));
  if (enquiring.length > 0) {
    const names = enquiring.some((m) => !known.has(m.mobile))
      ? enquiring.filter((m) => !known.has(m.mobile)).map((m) => (m.referral ? WHATSAPP_AD_SOURCE : WHATSAPP_SOURCE))
      : [];
    const sourceIds = await sourceIdsByName(tx, names, now);
    const logged = await logAndApply(
      tx,
      enquiring.map((m) => enquiryOf(m, known.get(m.mobile), sourceIds)),
      now,
    );
    for (const [i, l] of logged.entries()) {
      const leadId = l?.outcome?.leadId;
      if (!leadId) continue;
      if (l.outcome?.result === 'created') madeLead.add(enquiring[i]!.waId);
      leadOf.set(enquiring[i]!.mobile, leadId);
    }
  }

  const inserted = await tx
    .insert(whatsappMessages)
    .values(
      unique.map((m) => ({
        leadId: m.indian ? (leadOf.get(m.mobile) ?? null) : null,
        direction: 'in' as const,
        mobile: m.mobile,
        waId: m.waId,
        kind: m.kind,
        body: m.body,
        providerMediaId: m.media?.id ?? null,
        status: 'received' as const,
        referral: m.referral,
        at: m.at,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: whatsappMessages.id, waId: whatsappMessages.waId, leadId: whatsappMessages.leadId });
  const fresh = inserted.flatMap((r) => {
    const m = unique.find((u) => u.waId === r.waId)!;
    return [{ id: r.id, leadId: r.leadId, m }];
  });
  const onLead = fresh.filter((f): f is typeof f & { leadId: string } => f.leadId !== null);

  await recordActivities(
    tx,
    onLead.map((f) => ({
      leadId: f.leadId,
      kind: 'whatsapp' as const,
      payload: {
        summary: `WhatsApp from the buyer: ${previewOf(f.m.kind, f.m.body, f.m.media?.fileName)}`,
        direction: 'in' as const,
        messageId: f.id,
        kind: f.m.kind,
      },
      actor: { id: null, name: f.m.profileName ?? 'WhatsApp' },
      at: f.m.at,
    })),
  );
  await upsertConversations(tx, onLead);

  // STOP (the whole message) opts out; a first message from a lead with no record opts in.
  const consents: ConsentEntry[] = [];
  const hasRecord = new Set([...known.values()].filter((l) => l.has_consent).map((l) => l.id));
  for (const f of onLead) {
    if (f.m.kind === 'text' && isWhatsAppStop(f.m.body)) {
      consents.push({
        leadId: f.leadId,
        channel: 'whatsapp',
        event: 'opt_out',
        method: 'stop_keyword',
        note: f.m.body,
        by: null,
        at: f.m.at,
      });
      hasRecord.add(f.leadId);
    } else if (!hasRecord.has(f.leadId)) {
      consents.push({
        leadId: f.leadId,
        channel: 'whatsapp',
        event: 'opt_in',
        method: 'inbound_message',
        note: null,
        by: null,
        at: f.m.at,
      });
      hasRecord.add(f.leadId);
    }
  }
  await recordConsent(tx, consents);

  const media = fresh.filter((f) => f.m.media);
  if (media.length > 0) {
    await ctx.jobs.enqueueMany(
      tx,
      whatsappMediaFetchJob,
      media.map((f) => ({ payload: { messageId: f.id }, idempotencyKey: `whatsapp.media:${f.id}` })),
    );
  }
  return { stored: new Set(fresh.map((f) => f.m.waId)), madeLead };
}

/** Each lead's conversation row: its latest message, the window from it, unread + n, needs reply. */
async function upsertConversations(
  tx: DbOrTx,
  fresh: readonly { id: string; leadId: string; m: InboundItem }[],
): Promise<void> {
  if (fresh.length === 0) return;
  const perLead = new Map<string, { message_id: string; at: string; kind: string; preview: string; n: number }>();
  for (const f of fresh) {
    const before = perLead.get(f.leadId);
    const n = (before?.n ?? 0) + 1;
    // fresh is in time order, so the last one seen is the latest.
    perLead.set(f.leadId, {
      message_id: f.id,
      at: f.m.at.toISOString(),
      kind: f.m.kind,
      preview: previewOf(f.m.kind, f.m.body, f.m.media?.fileName),
      n,
    });
  }
  const rows = [...perLead].map(([lead_id, v]) => ({ lead_id, ...v }));
  await tx.execute(sql`
    insert into whatsapp_conversations as c (lead_id, last_message_id, last_message_at, last_direction, last_kind,
      last_preview, last_status, last_inbound_at, unread, needs_reply)
    select x.lead_id, x.message_id, x.at, 'in', x.kind, x.preview, 'received', x.at, x.n, true
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as x(lead_id uuid, message_id uuid, at timestamptz, kind text, preview text, n int)
    on conflict (lead_id) do update set
      last_message_id = case when excluded.last_message_at >= c.last_message_at then excluded.last_message_id else c.last_message_id end,
      last_direction = case when excluded.last_message_at >= c.last_message_at then 'in' else c.last_direction end,
      last_kind = case when excluded.last_message_at >= c.last_message_at then excluded.last_kind else c.last_kind end,
      last_preview = case when excluded.last_message_at >= c.last_message_at then excluded.last_preview else c.last_preview end,
      last_status = case when excluded.last_message_at >= c.last_message_at then 'received' else c.last_status end,
      needs_reply = excluded.last_message_at >= c.last_message_at or c.needs_reply,
      last_message_at = greatest(c.last_message_at, excluded.last_message_at),
      last_inbound_at = greatest(c.last_inbound_at, excluded.last_inbound_at),
      unread = c.unread + excluded.unread`);
}
