import { type SQL, sql } from 'drizzle-orm';
import type { PersonEraseResult } from '../../../domain/schemas/person-data';
import { type AuditActor, recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { conflict, notFound } from '../../lib/app-error';
import { deleteFiles } from '../../storage/delete-files';
import { digestKeyForWrite, digestSql } from './digest';
import { erasableOutsideLeads, maskedPerson, type Person, personLeads, personSets, personWith } from './match';
import { keptRecords, personLeadRows } from './summary';

/** What an erased lead or contact is called from now on; the row stays for the reports' counts. */
const ERASED_NAME = 'Erased person';
const ERASED_TEXT = 'Erased at the person’s request.';

/** Timeline fields that hold what someone said or typed; the lead-change list loses the person's own fields. */
const PERSONAL_FIELDS = ['Name', 'Mobile', 'Alternate mobile', 'Email', 'Notes'];
/** Kinds whose summary sentence may name the person or quote them; the others say what happened. */
const SUMMARY_KINDS = [
  'created',
  'updated',
  'imported',
  'note',
  'call',
  'email',
  'sms',
  'whatsapp',
  'quotation',
  're_enquiry',
];

const ids = (list: string[]) => sql`${`{${list.join(',')}}`}::uuid[]`;

async function run<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/**
 * POST /api/person-data/erase (decision 165): in ONE transaction, one set-based statement per
 * table, the leads that are not booked are anonymised — the rows stay with their status, dates,
 * source, project and owner, so every count in the reports stays what it was — and their timeline
 * text, notes, call numbers and recordings, message addresses and texts, portal payloads, import
 * lines, tasks' words and the person's sales contacts, outbox emails and demand SMS that are not
 * about their own bookings go. Opt-outs survive as keyed digests. Booked leads, bookings (with
 * their demands, receipts, letters and the messages about them), tax invoices, flat buyers and
 * customers' KYC are kept and named.
 * Recordings' bytes are deleted after the commit.
 */
export async function erasePerson(
  ctx: AppContext,
  p: Person,
  actor: AuditActor & { id: string },
  ip: string,
): Promise<PersonEraseResult> {
  const s = personSets(p);
  const { erased, kept, recordingIds } = await ctx.db.transaction(async (tx) => {
    // Two erasures at once would each make the digest key; one at a time is plenty.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('person-data.erase'))`);
    const leadRows = await personLeadRows(tx, p);
    const kept = await keptRecords(tx, p, leadRows);
    const leadIds = leadRows.filter((l) => !l.booked).map((l) => l.id);
    const leadSet = ids(leadIds);
    const contactIds = (
      await run<{ id: string }>(tx, sql`with pl as (${personLeads(p)}) select id from (${s.contacts}) c`)
    ).map((c) => c.id);
    // Outbox emails and demand SMS to them that are not about their own bookings (those stay with
    // the booking): read before anything changes, as the leads' and contacts' ids are.
    const [outbox] = await run<{ emails: string[]; sms: string[] }>(
      tx,
      sql`${personWith(p)} select
        array(select id from (${s.emails}) e where not e.of_booking)::text[] as emails,
        array(select id from (${s.noticeSms}) m where not m.of_booking)::text[] as sms`,
    );
    // The person's calls on erased leads, and calls from their number that no lead or contact holds.
    const calls = await run<{ id: string; recording_file_id: string | null }>(
      tx,
      sql`with pl as (select id from leads where id = any(${leadSet})) select id, recording_file_id from (${s.calls}) c`,
    );
    // What the buyer sent on WhatsApp (photos, documents, voice notes): their files, deleted after the commit.
    const whatsappFiles = await run<{ file_id: string }>(
      tx,
      sql`with pl as (select id from leads where id = any(${leadSet}))
        select w.file_id from (${s.whatsapp}) w where w.direction = 'in' and w.file_id is not null`,
    );
    const [outside] = await run<{ n: number }>(tx, sql`${personWith(p)} ${erasableOutsideLeads(p)}`);
    if (leadIds.length + (outside?.n ?? 0) === 0) {
      if (!kept.length) throw notFound(`Nothing is held about ${maskedPerson(p)}.`, 'PERSON_NOT_FOUND');
      throw conflict(
        `Everything held about ${maskedPerson(p)} must be kept (see the list); nothing was erased.`,
        'ALL_KEPT',
      );
    }
    const callSet = ids(calls.map((c) => c.id));
    const key = await digestKeyForWrite(ctx, tx, actor.id);
    const now = ctx.clock().toISOString();

    const count = async (name: string, query: SQL) => [name, (await run<unknown>(tx, query)).length] as const;
    const erased = Object.fromEntries([
      // First, while the addresses are still there: the opt-outs as digests.
      await count(
        'optOuts',
        sql`insert into erased_opt_outs (channel, digest, erased_at)
          select v.channel, ${digestSql(key, sql`lower(v.address)`)}, ${now}::timestamptz
          from leads l join lead_message_preferences mp on mp.lead_id = l.id
          cross join lateral (values ('sms', l.mobile, mp.sms_opt_out), ('sms', l.alternate_mobile, mp.sms_opt_out),
            ('email', l.email, mp.email_opt_out),
            -- A WhatsApp opt-out is kept as the mobile's: an erased person is not written to on it again.
            ('sms', l.mobile, mp.whatsapp_opt_out)) v(channel, address, opted)
          where l.id = any(${leadSet}) and v.opted and v.address is not null
          on conflict do nothing returning 1`,
      ),
      await count(
        'leads',
        sql`update leads set name = ${ERASED_NAME}, mobile = 'erased-' || replace(id::text, '-', ''),
            alternate_mobile = null, email = null, notes = null, updated_at = ${now}::timestamptz
          where id = any(${leadSet}) returning 1`,
      ),
      await count(
        'activities',
        sql`update activities a set payload = a.payload
            || case when a.kind = any(${`{${SUMMARY_KINDS.join(',')}}`}::text[]) then jsonb_build_object('summary', ${ERASED_TEXT}::text) else '{}' end
            || case when a.payload ? 'text' then jsonb_build_object('text', ${ERASED_TEXT}::text) else '{}' end
            || case when a.payload ? 'note' then jsonb_build_object('note', null) else '{}' end
            || case when a.payload ? 'message' then jsonb_build_object('message', null) else '{}' end
            || case when a.payload ? 'changes' then jsonb_build_object('changes', coalesce((
                select jsonb_agg(c) from jsonb_array_elements(a.payload -> 'changes') c
                where not (c ->> 'field' = any(${`{${PERSONAL_FIELDS.map((f) => `"${f}"`).join(',')}}`}::text[]))), '[]'))
              else '{}' end
          where a.lead_id = any(${leadSet}) returning 1`,
      ),
      await count('followUps', sql`update follow_ups set note = null where lead_id = any(${leadSet}) returning 1`),
      await count(
        'siteVisits',
        sql`update site_visits set pickup_address = null, feedback = null, note = null
          where lead_id = any(${leadSet}) returning 1`,
      ),
      await count(
        'calls',
        sql`update calls set number = 'erased', raw_number = 'erased', note = null, recording_file_id = null
          where id = any(${callSet}) returning 1`,
      ),
      await count(
        'messages',
        sql`update campaign_recipients set address = 'erased-' || id, sent_text = null,
            status = case when status = 'queued' then 'skipped' else status end,
            reason = case when status = 'queued' then ${ERASED_TEXT} else reason end
          where lead_id = any(${leadSet}) returning 1`,
      ),
      // The rows stay (what was sent and how it ended, for the campaign's and the inbox's counts);
      // the number, the words, an ad's referral and the buyer's own files go.
      await count(
        'whatsapp',
        sql`update whatsapp_messages set mobile = 'erased', body = case when body is null then null else ${ERASED_TEXT} end,
            referral = null, provider_media_id = null,
            file_id = case when direction = 'in' then null else file_id end
          where lead_id = any(${leadSet}) or (lead_id is null and ${p.mobile ? sql`mobile = ${p.mobile}` : sql`false`})
          returning 1`,
      ),
      await count(
        'whatsappConversations',
        sql`update whatsapp_conversations set last_preview = ${ERASED_TEXT} where lead_id = any(${leadSet}) returning 1`,
      ),
      await count(
        'consents',
        sql`update message_consents set note = null where lead_id = any(${leadSet}) and note is not null returning 1`,
      ),
      await count(
        'enquiries',
        sql`update inbound_events set payload = '{"erased": true}'::jsonb,
            external_id = case when ${p.mobile ? sql`external_id like ${`%${p.mobile}%`}` : sql`false`}
              or ${p.email ? sql`external_id ilike ${`%${p.email}%`}` : sql`false`} then 'erased-' || id else external_id end
          where lead_id = any(${leadSet}) returning 1`,
      ),
      await count(
        'importRows',
        sql`update lead_import_outcomes set mobile = 'erased', previous = null where lead_id = any(${leadSet}) returning 1`,
      ),
      await count(
        'importRejects',
        sql`update lead_import_rejects j set cells = '[]'::jsonb where (j.import_id, j.row_no) in (select import_id, row_no from (${s.importRejects}) x) returning 1`,
      ),
      await count(
        'importStaging',
        sql`update lead_import_staging set name = null, mobile = null, alternate_mobile = null, email = null,
            notes = null, cells = null where lead_id = any(${leadSet}) returning 1`,
      ),
      await count(
        'tasks',
        sql`update tasks set title = 'Task about an erased lead', description = null where lead_id = any(${leadSet}) returning 1`,
      ),
      await count(
        'contacts',
        sql`update contacts set name = ${ERASED_NAME}, mobile = 'erased-' || replace(id::text, '-', ''),
            alternate_mobile = null, email = null, notes = null, company = null
          where id = any(${ids(contactIds)}) returning 1`,
      ),
      await count(
        'quotations',
        sql`update quotations q set name = ${ERASED_NAME}, mobile = '', gstin = '',
            billing = jsonb_build_object('street', '', 'city', '', 'state', q.billing ->> 'state', 'country', q.billing ->> 'country', 'pincode', ''),
            shipping = jsonb_build_object('street', '', 'city', '', 'state', q.shipping ->> 'state', 'country', q.shipping ->> 'country', 'pincode', '')
          where q.id in (select id from (${s.quotations}) x where not x.invoiced) returning 1`,
      ),
      // The rows stay (what went out, when, and how it ended); one still queued is not sent.
      await count(
        'emails',
        sql`update email_outbox set "to" = 'erased', subject = ${ERASED_TEXT}, text = '', html = '',
            status = case when status = 'queued' then 'failed' else status end,
            last_error = case when status = 'queued' then ${ERASED_TEXT} else last_error end
          where id = any(${ids(outbox?.emails ?? [])}) returning 1`,
      ),
      // The booking's history says "… to <mobile>" of each SMS sent; the mobile goes, the entry stays.
      await count(
        'bookingEvents',
        sql`update booking_events e set detail = e.detail || jsonb_build_object('summary', replace(e.detail ->> 'summary', ' to ' || o.mobile, ''))
          from sms_outbox o where e.booking_id = o.booking_id and e.kind = 'sms_sent'
            and e.detail ->> 'smsId' = o.id::text and o.mobile is not null
            and o.id = any(${ids(outbox?.sms ?? [])}) returning 1`,
      ),
      // A claimed one may be at the gateway: `unknown` says so without claiming either way.
      await count(
        'noticeSms',
        sql`update sms_outbox set mobile = null, text = '',
            status = case status when 'queued' then 'skipped' when 'sending' then 'unknown' else status end,
            reason = case when status in ('queued', 'sending') then ${ERASED_TEXT} else reason end
          where id = any(${ids(outbox?.sms ?? [])}) returning 1`,
      ),
    ]);
    await recordAudit(tx, ctx.clock, actor, {
      action: 'person.erase',
      subjectKind: 'person',
      subjectId: leadIds[0] ?? null,
      summary: `Erased the data held about ${maskedPerson(p)}: ${leadIds.length} lead(s), ${contactIds.length} contact(s), ${calls.length} call(s)${kept.length ? `; ${kept.length} record(s) kept as the law requires` : ''}.`,
      details: { leadIds, contactIds, erased, kept: kept.map((k) => k.label) },
      ip,
    });
    const recordingIds = [
      ...calls.flatMap((c) => (c.recording_file_id ? [c.recording_file_id] : [])),
      ...whatsappFiles.map((f) => f.file_id),
    ];
    return { erased, kept, recordingIds };
  });
  await deleteFiles(ctx, recordingIds);
  return { erased, kept, filesDeleted: recordingIds.length };
}
