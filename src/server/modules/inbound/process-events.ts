import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { inboundEvents } from '../../db/schema/inbound';
import { leads } from '../../db/schema/leads';
import type { LeadActor } from '../lead-records/public';
import { insertLeads } from '../leads/public';
import {
  applyPrepared,
  type Enquiry,
  logEach,
  logEnquiries,
  logPayload,
  type Outcome,
  ownerActor,
  prepareEnquiry,
  processEvent,
  type Routing,
} from './ingest';

export interface PendingEvent {
  routing: Routing;
  eventId: string;
  /** Known when the row was logged in this transaction; otherwise read (and locked) by the set. */
  payload?: Record<string, unknown>;
}

/** An enquiry pushed to us, not yet logged. */
export interface ArrivedEnquiry {
  routing: Routing;
  enquiry: Enquiry;
}

/** A logged enquiry's row and what became of it; null: its key was logged before (a retry). */
export type Logged = { eventId: string; outcome: Outcome | null } | null;

/**
 * Rows per transaction. A set costs a fixed dozen statements whatever its size, so larger is
 * cheaper per lead; 100 keeps the assignment rules' row locks (taken for the set) to a few tens of
 * milliseconds, and a pull's yield between sets frequent.
 */
export const EVENT_BATCH = 100;

/**
 * Turns pending log rows into leads a set at a time (decision 122): each set one transaction of
 * a fixed number of statements — lock the rows still pending, find the live leads of their
 * mobiles, make the new leads with `insertLeads` (assignment rules picked for the set), write
 * every row's result in one UPDATE. A repeat (a mobile with a live lead, or one this set makes)
 * is a re-enquiry, done in the same transaction after the inserts by the per-row path. A set is
 * all or nothing, so a crash leaves it pending. A set that fails (a race on the live-mobile index
 * with another process, a source deleted under the card) is done again row by row by
 * `processEvent`, with its retry and "failed, with the reason" rules.
 */
export async function processEvents(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  items: readonly PendingEvent[],
): Promise<(Outcome | null)[]> {
  const results: (Outcome | null)[] = items.map(() => null);
  const alone: number[] = [];
  for (let first = 0; first < items.length; first += EVENT_BATCH) {
    const batch = items.slice(first, first + EVENT_BATCH);
    try {
      const outcomes = await ctx.db.transaction((tx) => applySet(tx, batch, ctx.clock()));
      for (const [i, outcome] of outcomes.entries()) results[first + i] = outcome;
    } catch {
      for (let i = 0; i < batch.length; i++) alone.push(first + i);
    }
  }
  for (const at of alone) results[at] = await processEvent(ctx, items[at]!.routing, items[at]!.eventId);
  return results;
}

/**
 * Pushed enquiries logged and made into leads in one transaction (webhooks that arrive together,
 * decision 122): the log rows and the leads commit together, so the 2xx still follows both. If
 * the set fails, each is logged on its own and done by the per-row path.
 */
export async function logAndProcess(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  items: readonly ArrivedEnquiry[],
): Promise<Logged[]> {
  try {
    return await ctx.db.transaction((tx) => logAndApply(tx, items, ctx.clock()));
  } catch {
    const out: Logged[] = [];
    for (const item of items) {
      const [eventId] = await logEnquiries(ctx.db, item.routing.origin, [item.enquiry], ctx.clock());
      out.push(eventId ? { eventId, outcome: await processEvent(ctx, item.routing, eventId) } : null);
    }
    return out;
  }
}

/**
 * Enquiries logged and made into leads (or re-enquiries) in the caller's transaction: a WhatsApp
 * webhook's first messages (decision 215) commit with the messages they came in. A key logged
 * before is null and makes nothing, so a replayed delivery makes no second re-enquiry.
 */
export async function logAndApply(tx: DbOrTx, items: readonly ArrivedEnquiry[], now: Date): Promise<Logged[]> {
  if (items.length === 0) return [];
  const ids = await logEach(
    tx,
    items.map((i) => ({ origin: i.routing.origin, enquiry: i.enquiry })),
    now,
  );
  const fresh = items.flatMap((item, i) =>
    ids[i] ? [{ at: i, routing: item.routing, eventId: ids[i]!, payload: logPayload(item.enquiry) }] : [],
  );
  const outcomes = await applySet(tx, fresh, now);
  const out: Logged[] = items.map(() => null);
  for (const [k, f] of fresh.entries()) out[f.at] = { eventId: f.eventId, outcome: outcomes[k] ?? null };
  return out;
}

/** One set in the caller's transaction; null for a row no longer pending (another run has it). */
async function applySet(tx: DbOrTx, batch: readonly PendingEvent[], now: Date): Promise<(Outcome | null)[]> {
  const unread = batch.filter((b) => !b.payload).map((b) => b.eventId);
  const rows =
    unread.length === 0
      ? []
      : await tx
          .select({ id: inboundEvents.id, payload: inboundEvents.payload })
          .from(inboundEvents)
          .where(and(inArray(inboundEvents.id, unread), eq(inboundEvents.result, 'pending')))
          .for('update', { skipLocked: true });
  const payloadOf = new Map(rows.map((r) => [r.id, r.payload]));
  const prepared = batch.map((item) => {
    const payload = item.payload ?? payloadOf.get(item.eventId);
    return payload ? prepareEnquiry(item.routing, payload) : null;
  });
  const outcomes: (Outcome | null)[] = prepared.map((p) => (p && 'outcome' in p ? p.outcome : null));
  const mobiles = [...new Set(prepared.flatMap((p) => (p && 'input' in p ? [p.input.mobile] : [])))];
  const live =
    mobiles.length === 0
      ? []
      : await tx
          .select({ mobile: leads.mobile })
          .from(leads)
          .where(and(inArray(leads.mobile, mobiles), isNull(leads.deletedAt)));
  const taken = new Set(live.map((l) => l.mobile));

  // The actor stands for the routing's owner; a set from one source has one, so one insert.
  const actors = new Map<string, LeadActor>();
  const actorOf = async (routing: Routing) => {
    const key = `${routing.ownerId ?? ''}|${routing.label}`;
    let actor = actors.get(key);
    if (!actor) {
      actor = await ownerActor(tx, routing);
      actors.set(key, actor);
    }
    return actor;
  };
  const fresh = new Map<string, number[]>();
  const repeats: number[] = [];
  for (const [i, p] of prepared.entries()) {
    if (!p || !('input' in p)) continue;
    if (taken.has(p.input.mobile)) {
      repeats.push(i);
      continue;
    }
    taken.add(p.input.mobile);
    const actor = await actorOf(batch[i]!.routing);
    const key = `${actor.id}|${actor.name}`;
    fresh.set(key, [...(fresh.get(key) ?? []), i]);
  }
  for (const at of fresh.values()) {
    const inputs = at.map((i) => (prepared[i] as { input: Parameters<typeof insertLeads>[1][number] }).input);
    const ids = await insertLeads(tx, inputs, await actorOf(batch[at[0]!]!.routing), now);
    for (const [k, i] of at.entries()) outcomes[i] = { result: 'created', leadId: ids[k]!, error: null };
  }
  // In set order, after the inserts: a repeat of a mobile this set made finds that lead.
  for (const i of repeats) {
    const { e, input } = prepared[i] as Extract<(typeof prepared)[number], { input: unknown }>;
    outcomes[i] = await applyPrepared(tx, batch[i]!.routing, e, input, await actorOf(batch[i]!.routing), now);
  }

  const done = batch.flatMap((item, i) => {
    const o = outcomes[i];
    return o ? [{ id: item.eventId, result: o.result, lead_id: o.leadId, error: o.error }] : [];
  });
  if (done.length > 0) {
    await tx.execute(sql`
      update inbound_events e set result = x.result, lead_id = x.lead_id, error = x.error,
        attempts = e.attempts + 1, processed_at = ${now}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(done)}::jsonb) as x(id uuid, result text, lead_id uuid, error text)
      where e.id = x.id`);
  }
  return outcomes;
}
