import { sql } from 'drizzle-orm';
import type { ConsentSource } from '../../../domain/schemas/person-data';
import { CONSENT_METHOD_LABELS, type ConsentMethod } from '../../../domain/schemas/whatsapp';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { originLabel } from '../inbound/public';
import { getLead, type LeadActor } from '../lead-records/public';

const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());

/**
 * GET /api/lead/:id/consent-source: what the product already keeps, read together — the lead's
 * messaging flags (decision 113), the latest WhatsApp opt-in or opt-out (decision 214) and where the lead came from: its source, the import file that
 * made it, the portal, ad or website enquiries logged for it, the sales contact it was made from.
 * Nothing is inferred: an absent origin is null.
 */
export async function consentAndSource(ctx: AppContext, leadId: string, viewer: LeadActor): Promise<ConsentSource> {
  await getLead(ctx.db, viewer, leadId);
  const [row] = rowsOf<{
    email_opt_out: boolean | null;
    sms_opt_out: boolean | null;
    dnd: boolean | null;
    set_by: string | null;
    prefs_at: string | Date | null;
    source: string | null;
    created_at: string | Date;
    created_by: string | null;
    import_file: string | null;
    import_at: string | Date | null;
    contact: string | null;
  }>(
    await ctx.db.execute(sql`
      select p.email_opt_out, p.sms_opt_out, p.dnd, p.source as set_by, p.updated_at as prefs_at,
        s.name as source, l.created_at, u.name as created_by,
        coalesce(i.file_name, io.file_name) as import_file, coalesce(i.created_at, io.created_at) as import_at,
        (select c.name || ' (' || c.kind || ')' from contacts c where c.converted_lead_id = l.id limit 1) as contact
      from leads l
      left join lead_message_preferences p on p.lead_id = l.id
      left join sources s on s.id = l.source_id
      left join users u on u.id = l.created_by
      left join lead_imports i on i.id = l.import_id
      left join lateral (select li.file_name, li.created_at from lead_import_outcomes o
        join lead_imports li on li.id = o.import_id where o.lead_id = l.id and o.outcome in ('created', 'restored')
        order by li.created_at limit 1) io on l.import_id is null
      where l.id = ${leadId}`),
  );
  const enquiries = rowsOf<{ origin: string; received_at: string | Date; result: string }>(
    await ctx.db.execute(sql`select origin, received_at, result from inbound_events
      where lead_id = ${leadId} order by received_at, seq limit 50`),
  );
  const [whatsapp] = rowsOf<{
    event: 'opt_in' | 'opt_out';
    method: ConsentMethod;
    by: string | null;
    at: string | Date;
  }>(
    await ctx.db.execute(sql`select event, method, recorded_by_name as by, at from message_consents
      where lead_id = ${leadId} and channel = 'whatsapp' order by at desc, seq desc limit 1`),
  );
  const r = row!;
  return {
    consent: {
      emailOptOut: r.email_opt_out ?? false,
      smsOptOut: r.sms_opt_out ?? false,
      dnd: r.dnd ?? false,
      setBy: r.set_by,
      updatedAt: iso(r.prefs_at),
      whatsapp: whatsapp
        ? { event: whatsapp.event, how: CONSENT_METHOD_LABELS[whatsapp.method], by: whatsapp.by, at: iso(whatsapp.at)! }
        : null,
    },
    source: {
      name: r.source,
      createdAt: iso(r.created_at)!,
      createdBy: r.created_by,
      importFile: r.import_file ? { name: r.import_file, at: iso(r.import_at)! } : null,
      enquiries: enquiries.map((e) => ({
        origin: originLabel(e.origin),
        receivedAt: iso(e.received_at)!,
        result: e.result,
        made: e.result === 'created',
      })),
      fromContact: r.contact,
    },
  };
}
