import { Readable } from 'node:stream';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { istDate } from '../../../domain/india-date';
import { CSV_BOM, csvRow } from '../../../domain/leads/csv';
import { can } from '../../../domain/permissions';
import { CALL_DIRECTION_LABELS, type Call, type CallList, callNumberKey } from '../../../domain/schemas/call';
import { FOLLOW_UP_OUTCOME_LABELS } from '../../../domain/schemas/follow-up';
import { leadCreateSchema } from '../../../domain/schemas/lead';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { calls } from '../../db/schema/calls';
import { files } from '../../db/schema/files';
import { leads } from '../../db/schema/leads';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { loopYielder } from '../../lib/yield-to-loop';
import { type ReceivedUpload, withUpload } from '../../storage/receive-upload';
import { leadMissing, scopeOf } from '../lead-records/public';
import { insertLead, leadMobileRace } from '../leads/public';
import { callMemberScope } from './call-scope';
import { type Actor, memberFor } from './sync';
import { afterRow, type CallFilters, callOrder, callWhere, selectCalls, toCall } from './view';

type Deps = Pick<AppContext, 'db' | 'clock'>;

const callMissing = () => notFound('That call does not exist.', 'CALL_NOT_FOUND');

/** A call the actor may see: their own, or their scope's with calls.view (404 otherwise: no hint it exists). */
export async function visibleCall(db: DbOrTx, actor: Actor, id: string): Promise<Call> {
  const [row] = await selectCalls(db).where(and(eq(calls.id, id), callMemberScope(actor, calls.memberId)));
  if (!row) throw callMissing();
  return toCall(row);
}

/** GET getCallHistoriesByMember/:memberId: one page of the member's calls, filtered. */
export async function memberCalls(deps: Deps, actor: Actor, memberId: string, query: CallFilters): Promise<CallList> {
  const member = await memberFor(deps.db, actor, memberId);
  const where = callWhere(member.id, query);
  const [rows, [total]] = await Promise.all([
    selectCalls(deps.db)
      .where(where)
      .orderBy(...callOrder(query.sort))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    // The lead's name may be searched: the count joins the lead as the page does.
    deps.db.select({ n: count() }).from(calls).leftJoin(leads, eq(leads.id, calls.leadId)).where(where),
  ]);
  return { items: rows.map(toCall), total: Number(total?.n ?? 0) };
}

const CSV_HEADER = [
  'Started (IST)',
  'Member',
  'Direction',
  'Number',
  'Lead',
  'Duration (s)',
  'Answered',
  'Outcome',
  'Note',
  'Source',
];

/**
 * The CSV of a member's filtered calls, streamed page by page in the list's order (keyset on the
 * sort key and seq, so a deep page costs what the first does), yielding between pages.
 */
export async function exportMemberCalls(
  deps: Deps,
  actor: Actor,
  memberId: string,
  query: CallFilters,
): Promise<{ stream: Readable; filename: string }> {
  const member = await memberFor(deps.db, actor, memberId);
  const where = callWhere(member.id, query);
  const size = 1000;
  const page = (after: Parameters<typeof afterRow>[1] | null) =>
    selectCalls(deps.db)
      .where(after ? and(where, afterRow(query.sort, after)) : where)
      .orderBy(...callOrder(query.sort))
      .limit(size);
  const first = await page(null);
  const pause = loopYielder();
  async function* generate() {
    yield CSV_BOM + csvRow(CSV_HEADER);
    let rows = first;
    while (rows.length > 0) {
      yield rows
        .map((r) => {
          const c = toCall(r);
          return csvRow([
            istDateTime(c.startedAt),
            c.memberName,
            CALL_DIRECTION_LABELS[c.direction],
            c.dialNumber,
            c.leadName,
            c.durationSeconds,
            c.answered ? 'Yes' : 'No',
            c.outcome ? FOLLOW_UP_OUTCOME_LABELS[c.outcome] : '',
            c.note,
            c.source === 'phone' ? 'Phone' : 'Office line',
          ]);
        })
        .join('');
      if (rows.length < size) break;
      await pause();
      rows = await page(rows[rows.length - 1]!.call);
    }
  }
  return {
    stream: Readable.from(generate()),
    filename: `calls-${member.name.replace(/[^\w-]+/g, '-')}-${istDate(deps.clock())}.csv`,
  };
}

/** yyyy-mm-dd hh:mm in India time: a spreadsheet sorts it as text correctly. */
function istDateTime(iso: string): string {
  return new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** GET getCallHistoryByReciever/:number: every call with the number across the team, newest first. */
export async function callsWithNumber(db: DbOrTx, actor: Actor, raw: string): Promise<Call[]> {
  const number = callNumberKey(raw);
  if (number.length < 6) throw badRequest('Give a phone number of at least 6 digits.', { number: 'Too short.' });
  const rows = await selectCalls(db)
    .where(and(eq(calls.number, number), callMemberScope(actor, calls.memberId)))
    .orderBy(desc(calls.startedAt), desc(calls.seq))
    .limit(500);
  return rows.map(toCall);
}

/** GET byLead/:leadId: the lead's calls, newest first (an executive sees their own calls only). */
export async function callsOfLead(db: DbOrTx, actor: Actor, leadId: string): Promise<Call[]> {
  // A manager asking about another branch's lead learns nothing of it (decision 156).
  if (can(actor.role, 'calls.view') && !can(actor.role, 'leads.all')) {
    const [lead] = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.id, leadId), scopeOf(actor)));
    if (!lead) throw leadMissing();
  }
  const rows = await selectCalls(db)
    .where(and(eq(calls.leadId, leadId), callMemberScope(actor, calls.memberId)))
    .orderBy(desc(calls.startedAt), desc(calls.seq))
    .limit(500);
  return rows.map(toCall);
}

/**
 * POST :id/createLead: an unmatched call's number becomes a lead (the leads module makes it, with
 * its rules: one live lead per mobile, assignment rules). Every call with that number, anyone's,
 * is linked to it and lands on its timeline, in the same transaction.
 */
export async function leadFromCall(
  deps: AppContext,
  actor: Actor,
  callId: string,
  body: Record<string, unknown>,
): Promise<{ leadId: string; linkedCalls: number }> {
  const call = await visibleCall(deps.db, actor, callId);
  if (call.leadId) throw badRequest('This call already belongs to a lead.', undefined, 'CALL_MATCHED');
  if (call.dialNumber !== call.number) {
    throw badRequest(`The call's number ${call.dialNumber} is not a mobile number.`, undefined, 'NOT_A_MOBILE');
  }
  const parsed = leadCreateSchema.safeParse({ ...body, mobile: call.number });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'name')] ??= issue.message;
    const first = parsed.error.issues[0]?.message ?? 'The lead is not valid.';
    throw badRequest(fields.mobile ? `The call's number ${call.number} is not a mobile number.` : first, fields);
  }
  const now = deps.clock();
  return leadMobileRace(
    parsed.data.mobile,
    deps.db,
    () =>
      deps.db.transaction(async (tx) => {
        const leadId = await insertLead(tx, parsed.data, actor, now);
        const linked = await tx.execute(sql`
        with linked as (
          update calls set lead_id = ${leadId}::uuid, contact_id = null
          where number = ${call.number} and lead_id is null
          returning id, member_id, direction, duration_seconds, started_at, note
        )
        insert into activities (lead_id, kind, actor_id, actor_name, at, payload)
        select ${leadId}::uuid, 'call', l.member_id, u.name, l.started_at,
          jsonb_build_object('summary', case
              when l.direction = 'outgoing' and l.duration_seconds = 0 then 'Outgoing call, not answered'
              else initcap(l.direction) || ' call' end,
            'direction', case when l.direction = 'outgoing' then 'out' else 'in' end, 'note', l.note)
        from linked l join users u on u.id = l.member_id
        returning id`);
        return { leadId, linkedCalls: (linked as unknown as { rows: unknown[] }).rows.length };
      }),
    actor,
  );
}

/** POST :id/recording: the call's audio (content-checked by the upload policy); replaces an earlier one. */
export async function saveRecording(
  deps: AppContext,
  actor: Actor,
  callId: string,
  upload: ReceivedUpload,
): Promise<Call> {
  return withUpload(upload, async () => {
    const call = await visibleCall(deps.db, actor, callId);
    if (call.memberId !== actor.id && !can(actor.role, 'calls.view')) throw forbidden();
    if (!upload.has('file'))
      throw badRequest('Choose the recording to upload.', { file: 'The recording is required.' });
    await deps.db.transaction(async (tx) => {
      const saved = await upload.commit(tx, actor.id);
      await tx.update(calls).set({ recordingFileId: saved.file![0]!.id }).where(eq(calls.id, callId));
    });
    return visibleCall(deps.db, actor, callId);
  });
}

/** GET :id/recording: the stored audio. */
export async function openRecording(deps: AppContext, actor: Actor, callId: string) {
  const [row] = await deps.db
    .select({ memberId: calls.memberId, fileId: calls.recordingFileId })
    .from(calls)
    .where(and(eq(calls.id, callId), callMemberScope(actor, calls.memberId)));
  if (!row) throw callMissing();
  if (!row.fileId) throw notFound('This call has no recording.', 'NO_RECORDING');
  const [file] = await deps.db.select().from(files).where(eq(files.id, row.fileId));
  if (!file || !(await deps.storage.exists(file.storageKey))) {
    throw notFound('The recording is missing from storage.', 'NO_RECORDING');
  }
  return { file, stream: deps.storage.read(file.storageKey) };
}
