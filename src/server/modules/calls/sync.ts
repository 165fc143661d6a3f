import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { describeLeadChanges } from '../../../domain/leads/lead-changes';
import type { LeadStatus } from '../../../domain/leads/statuses';
import { leadStatusLabel } from '../../../domain/leads/statuses';
import { can } from '../../../domain/permissions';
import { isRole } from '../../../domain/roles';
import { activityPayloadSchemas } from '../../../domain/schemas/activity';
import {
  CALL_DIRECTION_LABELS,
  type CallDirection,
  type CallMeasure,
  type CallSource,
  type CallSyncItem,
  type CallSyncResult,
  callNumberKey,
  type callSyncSchema,
  isAnsweredCall,
} from '../../../domain/schemas/call';
import type { FollowUpOutcome } from '../../../domain/schemas/follow-up';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { activities } from '../../db/schema/activities';
import { leads } from '../../db/schema/leads';
import { users } from '../../db/schema/users';
import { forbidden, notFound } from '../../lib/app-error';
import { answerOnceByKey, fingerprint } from '../../lib/idempotency';
import { applyOutcome, type FollowUpActor, replaceOpenFollowUp, statusAfter } from '../follow-ups/public';
import { scopeOf } from '../lead-records/public';
import { callMemberScope } from './call-scope';

/** A missed call counts as returned when anyone calls that number back within this long. */
export const RETURN_WINDOW_HOURS = 2;

type Deps = Pick<AppContext, 'db' | 'clock'>;
export type SyncValues = z.output<typeof callSyncSchema>;
export type Actor = FollowUpActor;

/** The member a request acts for: yourself, or (calls.view) a member of your scope named by memberId. */
export async function memberFor(db: DbOrTx, actor: Actor, memberId: string | null | undefined): Promise<Actor> {
  const id = memberId ?? actor.id;
  if (id !== actor.id && !can(actor.role, 'calls.view')) {
    throw forbidden('You can work only with your own calls.', 'NOT_YOUR_CALLS');
  }
  // A manager names only a member of their scope; anyone else is a 404, as if they did not exist.
  const [row] = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(eq(users.id, id), id === actor.id ? undefined : callMemberScope(actor, users.id)));
  if (!row || row.role === null) throw notFound('That member does not exist.', 'MEMBER_NOT_FOUND');
  return { id: row.id, name: row.name, role: isRole(row.role) ? row.role : null };
}

/**
 * "Outgoing call, 2m 05s" — the sentence on the lead's timeline. A call the app timed says so, and
 * says "not answered" by its outcome rather than by its length (decision 209).
 */
export function callSummary(direction: CallDirection, seconds: number, app?: { answered: boolean }): string {
  const label = CALL_DIRECTION_LABELS[direction];
  const unanswered = app ? !app.answered : seconds <= 0;
  if (unanswered) return direction === 'outgoing' ? 'Outgoing call, not answered' : `${label} call`;
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  const length = `${m ? `${m}m ` : ''}${String(s).padStart(m ? 2 : 1, '0')}s`;
  return app ? `${label} call, about ${length} (timed by the app)` : `${label} call, ${length}`;
}

export interface StoredCall {
  id: string;
  leadId: string | null;
  contactId: string | null;
  direction: CallDirection;
  answered: boolean;
  startedAt: Date;
  durationSeconds: number;
  deviceCallId: string;
  note: string | null;
  source: CallSource;
}

/** A call as it goes into the batch insert (the phone's, or one the provider's callback made). */
export interface CallRecordInput {
  deviceCallId: string;
  rawNumber: string;
  direction: CallDirection;
  startedAt: Date;
  durationSeconds: number;
  line?: string | null | undefined;
  outcome?: string | null | undefined;
  note?: string | null | undefined;
  source?: 'phone' | 'click_to_call';
  /** The phone app timed it: stored with source 'app', answered by its outcome. */
  measuredBy?: CallMeasure;
  providerCallId?: string | null;
  providerStatus?: string | null;
}

/**
 * Inserts a batch of calls in one statement (decision 100): each number is matched to a live lead
 * (mobile first, then alternate mobile) or else a contact by the indexes, in the same statement;
 * a (member, deviceCallId) already stored is skipped (ON CONFLICT DO NOTHING), so only the rows
 * RETURNING gives back are new, and only they get an activity.
 */
export async function insertCalls(
  tx: DbOrTx,
  memberId: string,
  items: readonly CallRecordInput[],
  now: Date,
): Promise<StoredCall[]> {
  const input = items.map((c) => ({
    device_call_id: c.deviceCallId,
    number: callNumberKey(c.rawNumber),
    raw_number: c.rawNumber,
    direction: c.direction,
    started_at: c.startedAt.toISOString(),
    duration_seconds: c.durationSeconds,
    answered: isAnsweredCall(c.direction, c.durationSeconds, {
      by: c.measuredBy ?? 'phone_log',
      outcome: c.outcome as FollowUpOutcome | null | undefined,
    }),
    line: c.line ?? null,
    outcome: c.outcome ?? null,
    note: c.note ?? null,
    source: c.measuredBy === 'app' ? 'app' : (c.source ?? 'phone'),
    provider_call_id: c.providerCallId ?? null,
    provider_status: c.providerStatus ?? null,
  }));
  const result = await tx.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x(
        device_call_id text, number text, raw_number text, direction text, started_at timestamptz,
        duration_seconds int, answered boolean, line text, outcome text, note text, source text,
        provider_call_id text, provider_status text)
    ), matched as (
      select i.*, coalesce(
          (select l.id from leads l where l.deleted_at is null and l.mobile = i.number),
          (select l.id from leads l where l.deleted_at is null and l.alternate_mobile = i.number
            order by l.created_at desc limit 1)) as lead_id
      from input i
    )
    insert into calls (member_id, device_call_id, number, raw_number, direction, started_at, duration_seconds,
      answered, line, outcome, note, lead_id, contact_id, source, provider_call_id, provider_status, created_at)
    select ${memberId}::uuid, m.device_call_id, m.number, m.raw_number, m.direction, m.started_at,
      m.duration_seconds, m.answered, m.line, m.outcome, m.note, m.lead_id,
      case when m.lead_id is null and m.number <> '' then
        (select c.id from contacts c where c.mobile = m.number) end,
      m.source, m.provider_call_id, m.provider_status, ${now.toISOString()}::timestamptz
    from matched m
    on conflict (member_id, device_call_id) do nothing
    returning id, lead_id, contact_id, direction, answered, started_at, duration_seconds, device_call_id, note, number,
      source`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  await recheckMissedCalls(
    tx,
    rows
      .filter((r) => r.direction !== 'incoming' && r.number !== '')
      .map((r) => ({ number: String(r.number), at: new Date(r.started_at as string) })),
  );
  return rows.map((r) => ({
    id: String(r.id),
    leadId: (r.lead_id as string | null) ?? null,
    contactId: (r.contact_id as string | null) ?? null,
    direction: r.direction as CallDirection,
    answered: Boolean(r.answered),
    startedAt: new Date(r.started_at as string),
    durationSeconds: Number(r.duration_seconds),
    deviceCallId: String(r.device_call_id),
    note: (r.note as string | null) ?? null,
    source: r.source as CallSource,
  }));
}

/** The advisory-lock class of "judging the missed calls of a number" (with the number's hash). */
const CALL_NUMBER_LOCK = 4242013;

/** A call that may change whether missed calls are returned: its number and when (null: any time). */
export interface MissedCallPoint {
  number: string;
  at: Date | null;
}

/**
 * Keeps calls.not_returned right (decision 106), set-based, in the writer's transaction: every
 * missed or rejected call with a point's number that started in the 2 hours up to the point (or
 * at any time, for a point without one) is judged again — "did an outgoing call to the number
 * follow within 2 hours?". A new missed call is its own point; a new outgoing call returns the
 * missed calls before it whichever arrived first (batches come out of order); a click-to-call
 * moved or deleted is a point without a time. Only rows whose flag changes are written.
 */
export async function recheckMissedCalls(tx: DbOrTx, points: readonly MissedCallPoint[]): Promise<void> {
  if (points.length === 0) return;
  const input = JSON.stringify(points.map((p) => ({ number: p.number, at: p.at?.toISOString() ?? null })));
  const hours = sql.raw(`interval '${RETURN_WINDOW_HOURS} hours'`);
  // Two writers of one number at once (a missed call and the call back, in two batches) would each
  // miss the other's uncommitted row: a lock per number, taken in key order, makes the later one
  // wait for the earlier to commit, and its judgement (a new snapshot) then sees both.
  await tx.execute(sql`
    select count(pg_advisory_xact_lock(${CALL_NUMBER_LOCK}, k)) from (
      select distinct hashtext(number) as k from jsonb_to_recordset(${input}::jsonb) as x(number text) order by k
    ) s`);
  await tx.execute(sql`
    with p as (
      select distinct number, at from jsonb_to_recordset(${input}::jsonb) as x(number text, at timestamptz)
    ), m as (
      -- One range of calls_number_started_idx per point, whatever the statistics say: as a plain
      -- join the planner may hash the whole table's missed calls instead, a cost that grows with
      -- the table (without statistics: PGlite never autovacuums; decision 107). OFFSET 0 keeps the
      -- lateral subquery from being flattened into that join.
      select distinct c.id, c.number, c.started_at, c.not_returned from p
      cross join lateral (
        select c.id, c.number, c.started_at, c.not_returned from calls c
        where c.number = p.number
          and c.started_at >= coalesce(p.at - ${hours}, '-infinity'::timestamptz)
          and c.started_at <= coalesce(p.at, 'infinity'::timestamptz)
          and c.direction in ('missed', 'rejected')
        offset 0
      ) c
      where p.number <> ''
    ), judged as (
      select m.id, m.not_returned, not exists (select 1 from calls o where o.number = m.number
        and o.direction = 'outgoing' and o.started_at > m.started_at
        and o.started_at <= m.started_at + ${hours}) as open
      from m
    )
    update calls c set not_returned = j.open
    from judged j where c.id = j.id and j.not_returned <> j.open`);
}

/**
 * What new matched calls do to their leads, set-based: one "call" activity each on the timeline,
 * and an answered outgoing call moves a lead still new on (the follow-ups' rule, statusAfter with
 * "connected") and marks it contacted.
 */
export async function callsOnLeads(tx: DbOrTx, member: Actor, stored: readonly StoredCall[], now: Date) {
  const onLeads = stored.filter((c) => c.leadId);
  if (onLeads.length === 0) return;
  await tx.insert(activities).values(
    onLeads.map((c) => ({
      leadId: c.leadId!,
      kind: 'call' as const,
      actorId: member.id,
      actorName: member.name,
      at: c.startedAt,
      payload: activityPayloadSchemas.call.parse({
        summary: callSummary(c.direction, c.durationSeconds, c.source === 'app' ? { answered: c.answered } : undefined),
        direction: c.direction === 'outgoing' ? 'out' : 'in',
        note: c.note,
      }),
    })),
  );
  const reached = new Map<string, Date>();
  for (const c of onLeads) {
    if (c.direction !== 'outgoing' || !c.answered) continue;
    const at = reached.get(c.leadId!);
    if (!at || at < c.startedAt) reached.set(c.leadId!, c.startedAt);
  }
  if (reached.size === 0) return;
  const ids = [...reached.keys()];
  const before = await tx
    .select({ id: leads.id, status: leads.status })
    .from(leads)
    .where(and(inArray(leads.id, ids), sql`${leads.deletedAt} is null`))
    .for('update');
  const moved = before
    .map((l) => ({ id: l.id, from: l.status, to: statusAfter(l.status as LeadStatus, 'connected', null) }))
    .filter((l) => l.to !== l.from);
  const reachedAt = JSON.stringify(ids.map((id) => ({ id, at: reached.get(id)!.toISOString() })));
  await tx.execute(sql`
    update leads l set
      last_contacted_at = greatest(l.last_contacted_at, x.at),
      status = case when l.status = 'new' then ${statusAfter('new', 'connected', null)} else l.status end,
      updated_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${reachedAt}::jsonb) as x(id uuid, at timestamptz)
    where l.id = x.id and l.deleted_at is null`);
  if (moved.length === 0) return;
  await tx.insert(activities).values(
    moved.map((l) => ({
      leadId: l.id,
      kind: 'status_changed' as const,
      actorId: member.id,
      actorName: member.name,
      at: reached.get(l.id)!,
      payload: activityPayloadSchemas.status_changed.parse({
        summary: `Status changed to ${leadStatusLabel(l.to)} (answered call)`,
        changes: describeLeadChanges({ status: l.from }, { status: l.to }),
        note: null,
      }),
    })),
  );
}

/**
 * The outcomes and next follow-ups the phone sent with new matched calls, through the follow-ups
 * module in this transaction. Only for leads the member works (an executive's own): on anyone
 * else's lead the outcome stays on the call record. Few calls carry one; each is a lead's change.
 */
async function outcomesOnLeads(
  tx: DbOrTx,
  member: Actor,
  stored: readonly StoredCall[],
  byDevice: Map<string, CallSyncItem>,
  now: Date,
) {
  const withOutcome = stored.filter((c) => {
    const item = byDevice.get(c.deviceCallId);
    return c.leadId && (item?.outcome || item?.nextFollowUpAt);
  });
  if (withOutcome.length === 0) return;
  const scope = scopeOf(member);
  const workable = new Set(
    (
      await tx
        .select({ id: leads.id })
        .from(leads)
        .where(
          and(
            inArray(
              leads.id,
              withOutcome.map((c) => c.leadId!),
            ),
            sql`${leads.deletedAt} is null`,
            scope,
          ),
        )
    ).map((l) => l.id),
  );
  // Oldest first: the last call's outcome and follow-up are the ones that stay.
  const ordered = [...withOutcome].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
  for (const c of ordered) {
    if (!workable.has(c.leadId!)) continue;
    const item = byDevice.get(c.deviceCallId)!;
    const next = item.nextFollowUpAt
      ? { type: 'call' as const, dueAt: item.nextFollowUpAt, assignedTo: undefined }
      : null;
    if (item.outcome) {
      await applyOutcome(
        tx,
        c.leadId!,
        { outcome: item.outcome, reason: item.reason ?? null, note: item.note, status: null, next },
        member,
        now,
      );
    } else if (next) {
      await replaceOpenFollowUp(tx, { leadId: c.leadId!, ...next, note: item.note ?? null }, member, now);
    }
  }
}

/**
 * POST /callhistory/sync: a batch of the phone's call log, stored once (decision 100). With an
 * Idempotency-Key the first answer is kept and a resend gets it back (decision 161): without the
 * key a resend is still harmless, but answers "all duplicates".
 */
export async function syncCalls(
  deps: Deps,
  actor: Actor,
  input: SyncValues,
  key?: string,
): Promise<{ result: CallSyncResult; replayed: boolean }> {
  const now = deps.clock();
  const member = await memberFor(deps.db, actor, input.memberId);
  const byDevice = new Map(input.calls.map((c) => [c.deviceCallId, c]));
  const keyed = { userId: actor.id, key, request: fingerprint('calls.sync', input), now };
  const { answer, replayed } = await deps.db.transaction((tx) =>
    answerOnceByKey(tx, keyed, async (): Promise<CallSyncResult> => {
      const stored = await insertCalls(
        tx,
        member.id,
        input.calls.map((c) => ({ ...c, rawNumber: c.number })),
        now,
      );
      await callsOnLeads(tx, member, stored, now);
      await outcomesOnLeads(tx, member, stored, byDevice, now);
      const matched = stored.filter((c) => c.leadId || c.contactId).length;
      return {
        accepted: stored.length,
        duplicates: input.calls.length - stored.length,
        matched,
        unmatched: stored.length - matched,
      };
    }),
  );
  return { result: answer, replayed };
}
