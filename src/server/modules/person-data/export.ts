import type { Readable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import { istDate } from '../../../domain/india-date';
import { type AuditActor, recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { notFound } from '../../lib/app-error';
import { loadArchiver } from '../../lib/load-on-use';
import { maskedPerson, type Person, personFiles, personSets, personWith } from './match';
import { summarisePerson } from './summary';

/** One JSON file of the ZIP and the rows it holds (every column, as the database keeps them). */
function exportQueries(p: Person): [string, SQL][] {
  const s = personSets(p);
  const ofLeads = (table: string) => sql`select t.* from ${sql.raw(table)} t where t.lead_id in (select id from pl)`;
  return [
    [
      'leads',
      sql`select l.*, s.name as source_name, pl.booked from pl join leads l on l.id = pl.id
      left join sources s on s.id = l.source_id order by l.created_at`,
    ],
    ['timeline', sql`${ofLeads('activities')} order by t.lead_id, t.at`],
    ['follow-ups', ofLeads('follow_ups')],
    ['site-visits', ofLeads('site_visits')],
    ['calls', sql`select * from pcalls order by started_at`],
    ['messages', s.messages],
    ['whatsapp', sql`select * from (${s.whatsapp}) w order by w.at, w.seq`],
    ['consents', sql`select * from (${s.consents}) c order by c.at, c.seq`],
    ['message-preferences', ofLeads('lead_message_preferences')],
    ['enquiries', ofLeads('inbound_events')],
    [
      'import-rows',
      sql`select 'imported' as kind, to_jsonb(x) as row from (${s.importRows}) x
      union all select 'rejected', to_jsonb(y) from (${s.importRejects}) y`,
    ],
    ['tasks', ofLeads('tasks')],
    ['contacts', s.contacts],
    ['emails', s.emails],
    [
      // Each booking as stored, with its unit, its applicants, its schedule and its history.
      'bookings',
      sql`select b.*, pr.name as project_name, t.name as tower_name, u.number as unit_number,
        (select coalesce(jsonb_agg(to_jsonb(x) order by x.position), '[]') from booking_applicants x where x.booking_id = b.id) as applicants,
        (select coalesce(jsonb_agg(to_jsonb(x) order by x.position), '[]') from booking_instalments x where x.booking_id = b.id) as schedule,
        (select coalesce(jsonb_agg(to_jsonb(x) order by x.seq), '[]') from booking_events x where x.booking_id = b.id) as history
      from pbookings pb join bookings b on b.id = pb.id join projects pr on pr.id = b.project_id
      join units u on u.id = b.unit_id join towers t on t.id = u.tower_id order by b.booking_date, b.booking_no`,
    ],
    ['demands', sql`${s.demands} order by d.booking_id, d.raised_on, d.demand_no`],
    [
      'receipts',
      sql`select r.*,
        (select coalesce(jsonb_agg(to_jsonb(x)), '[]') from receipt_allocations x where x.receipt_id = r.id) as allocations
      from (${s.receipts}) r order by r.booking_id, r.received_on, r.receipt_no`,
    ],
    ['demand-sms', sql`select * from (${s.noticeSms}) n order by n.created_at`],
    [
      'flat-buyers',
      sql`select b.*,
        (select coalesce(jsonb_agg(to_jsonb(x) order by x.date), '[]') from entity_payments x where x.entity_id = b.id) as payments,
        (select coalesce(jsonb_agg(to_jsonb(x)), '[]') from customer_contacts x where x.entity_id = b.id) as co_applicants,
        (select coalesce(jsonb_agg(to_jsonb(x)), '[]') from entity_documents x where x.entity_id = b.id) as documents,
        (select coalesce(jsonb_agg(to_jsonb(x)), '[]') from entity_history x where x.entity_id = b.id) as history,
        (select coalesce(jsonb_agg(to_jsonb(x) order by x.issued_at), '[]') from issued_letters x where x.entity_id = b.id) as letters
      from pbuyers b`,
    ],
    [
      'customers',
      sql`select c.*,
        (select coalesce(jsonb_agg(to_jsonb(x)), '[]') from customer_property_documents x where x.customer_property_id = c.id) as documents
      from pcustomers c`,
    ],
    ['quotations', s.quotations],
    ['invoices', s.invoices],
  ];
}

/** A name safe inside a ZIP on every system: no folders, no characters Windows refuses. */
const safeName = (name: string) =>
  Array.from(name, (c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .slice(-120) || 'file';

interface FileRow {
  kind: string;
  id: string;
  storage_key: string;
  original_name: string;
  size_bytes: number;
}

/**
 * GET /api/person-data/export: a ZIP streamed as it is written (decision 166) — person.json (the
 * request and the counts), one JSON file per kind of record, and every file of the person under
 * files/. The export is recorded in the audit log before the first byte leaves.
 */
export async function exportPerson(
  ctx: AppContext,
  p: Person,
  actor: AuditActor,
  ip: string,
): Promise<{ fileName: string; stream: Readable }> {
  const summary = await summarisePerson(ctx.db, p);
  const total = Object.values(summary.counts).reduce((a, b) => a + b, 0);
  if (total === 0) throw notFound(`Nothing is held about ${maskedPerson(p)}.`, 'PERSON_NOT_FOUND');

  const db = ctx.db;
  const files = rowsOf<FileRow>(await db.execute(sql`${personWith(p)} ${personFiles(p)}`));
  const now = ctx.clock();
  await recordAudit(db, ctx.clock, actor, {
    action: 'person.export',
    subjectKind: 'person',
    subjectId: summary.leads[0]?._id ?? null,
    summary: `Exported the data held about ${maskedPerson(p)}: ${summary.leads.length} lead(s), ${files.length} file(s).`,
    details: { leadIds: summary.leads.map((l) => l._id), counts: summary.counts },
    ip,
  });

  // Uploads are mostly PDFs and photos, already compressed: level 1 keeps the CPU for requests.
  const archiver = await loadArchiver();
  const zip = archiver('zip', { zlib: { level: 1 } });
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const write = async () => {
    zip.append(
      json({
        request: maskedPerson(p),
        exportedAt: now.toISOString(),
        exportedBy: actor.name,
        counts: summary.counts,
        keptOnErasure: summary.kept,
      }),
      { name: 'person.json', date: now },
    );
    for (const [name, query] of exportQueries(p)) {
      const rows = rowsOf<unknown>(await db.execute(sql`${personWith(p)} ${query}`));
      zip.append(json(rows), { name: `${name}.json`, date: now });
    }
    const listed: (FileRow & { path: string | null })[] = [];
    for (const f of files) {
      // A file whose bytes are gone is listed as missing rather than breaking the whole ZIP.
      const present = await ctx.storage.exists(f.storage_key);
      const path = present ? `files/${f.kind}/${f.id.slice(0, 8)}-${safeName(f.original_name)}` : null;
      listed.push({ ...f, path });
      if (path) zip.append(ctx.storage.read(f.storage_key), { name: path, date: now });
    }
    zip.append(json(listed.map(({ storage_key: _key, ...f }) => ({ ...f, missing: f.path === null }))), {
      name: 'files.json',
      date: now,
    });
    await zip.finalize();
  };
  write().catch((error: unknown) => {
    ctx.logger.error({ err: error }, 'personal data export failed');
    zip.destroy(error as Error);
  });
  return { fileName: `personal-data-${istDate(now)}.zip`, stream: zip };
}
