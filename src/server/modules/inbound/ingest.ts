import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isLostStatus } from '../../../domain/leads/lost-reasons';
import { leadStatusLabel } from '../../../domain/leads/statuses';
import { checkIndianMobile } from '../../../domain/schemas/common';
import type { InboundResult, PushSettings } from '../../../domain/schemas/inbound';
import { leadCreateSchema } from '../../../domain/schemas/lead';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { inboundEvents } from '../../db/schema/inbound';
import { leads } from '../../db/schema/leads';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';
import { replaceOpenFollowUp } from '../follow-ups/public';
import { insertLead, type LeadActor, recordActivity, recordLeadHistory } from '../leads/public';

/** One enquiry as a portal, an ad form or the website sent it, mapped to our words. */
export interface Enquiry {
  /** The sender's id for it; without one the log keys it on (mobile, project, enquiry time). */
  externalId?: string | null | undefined;
  name?: string | null | undefined;
  mobile?: string | null | undefined;
  email?: string | null | undefined;
  project?: string | null | undefined;
  message?: string | null | undefined;
  enquiredAt?: Date | null | undefined;
  isTest?: boolean | undefined;
  /** What it arrived as, secrets already removed; stored in the log as it is. */
  raw: unknown;
}

/** Where leads of one origin land: routing from the card, and whose name stands beside it. */
export interface Routing {
  origin: string;
  label: string;
  assignedTo: string | null;
  sourceId: string | null;
  branchId: string | null;
  project: string | null;
  /** The member who set the source up; a lead needs a creator. */
  ownerId: string | null;
}

export function routingOf(
  origin: string,
  label: string,
  settings: Pick<PushSettings, 'assignedTo' | 'sourceId' | 'branchId' | 'project'>,
  ownerId: string | null,
) {
  return {
    origin,
    label,
    assignedTo: settings.assignedTo ?? null,
    sourceId: settings.sourceId ?? null,
    branchId: settings.branchId ?? null,
    project: settings.project ?? null,
    ownerId,
  } satisfies Routing;
}

/** The log's key: the sender's id, else mobile + project + enquiry time (decision 120). */
export function externalKeyOf(e: Enquiry): string {
  if (e.externalId && String(e.externalId).trim()) return String(e.externalId).trim().slice(0, 200);
  const mobile = (e.mobile ?? '').replace(/\D/g, '').slice(-10);
  return `m:${mobile}|${(e.project ?? '').trim().toLowerCase()}|${e.enquiredAt?.toISOString() ?? ''}`;
}

function logRow(origin: string, e: Enquiry, now: Date) {
  return {
    origin,
    externalId: externalKeyOf(e),
    receivedAt: now,
    payload: {
      enquiry: {
        name: e.name ?? null,
        mobile: e.mobile ?? null,
        email: e.email ?? null,
        project: e.project ?? null,
        message: e.message ?? null,
        enquiredAt: e.enquiredAt?.toISOString() ?? null,
        isTest: e.isTest ?? false,
      },
      raw: (e.raw ?? null) as unknown,
    } as Record<string, unknown>,
  };
}

/**
 * Logs enquiries as `pending`, once per (origin, key): a re-sync or a retried webhook inserts
 * nothing. One statement per page; returns the ids of the rows that are new.
 */
export async function logEnquiries(db: DbOrTx, origin: string, list: Enquiry[], now: Date): Promise<string[]> {
  if (list.length === 0) return [];
  const seen = new Set<string>();
  const rows = list.map((e) => logRow(origin, e, now)).filter((r) => !seen.has(r.externalId) && seen.add(r.externalId));
  const inserted = await db
    .insert(inboundEvents)
    .values(rows)
    .onConflictDoNothing({ target: [inboundEvents.origin, inboundEvents.externalId] })
    .returning({ id: inboundEvents.id });
  return inserted.map((r) => r.id);
}

async function ownerActor(tx: DbOrTx, routing: Routing): Promise<LeadActor> {
  let id = routing.ownerId;
  if (!id) {
    // The member who set it up was deleted: the oldest administrator stands in.
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 0))
      .orderBy(users.createdAt)
      .limit(1);
    id = admin?.id ?? null;
  }
  // The portal acts for the company, with an administrator's reach over leads (it may reopen any).
  return { id: id as string, name: routing.label, role: 0 };
}

export interface Outcome {
  result: InboundResult;
  leadId: string | null;
  error: string | null;
}

/** Turns one logged enquiry into a lead or a re-enquiry, in the caller's transaction. */
async function applyEnquiry(
  tx: DbOrTx,
  routing: Routing,
  payload: Record<string, unknown>,
  now: Date,
): Promise<Outcome> {
  const e = (payload.enquiry ?? {}) as Record<string, string | boolean | null>;
  const fetchError = (payload.raw as { fetchError?: string } | null)?.fetchError;
  if (fetchError) return { result: 'failed', leadId: null, error: fetchError };
  if (e.isTest) return { result: 'test', leadId: null, error: 'A test lead from the sender: logged, not assigned.' };
  const mobile = checkIndianMobile(typeof e.mobile === 'string' ? e.mobile : '');
  if ('reason' in mobile) return { result: 'failed', leadId: null, error: mobile.reason };
  const parsed = leadCreateSchema.safeParse({
    name: (typeof e.name === 'string' && e.name.trim()) || 'Enquiry',
    mobile: e.mobile ?? '',
    email: typeof e.email === 'string' && /^\S+@\S+\.\S+$/.test(e.email) ? e.email : undefined,
    project: (typeof e.project === 'string' && e.project.trim()) || routing.project || undefined,
    sourceId: routing.sourceId ?? undefined,
    branchId: routing.branchId ?? undefined,
    assignedTo: routing.assignedTo ?? undefined,
    notes: typeof e.message === 'string' && e.message.trim() ? e.message.slice(0, 2000) : undefined,
  });
  if (!parsed.success) {
    const error = parsed.error.issues.map((i) => i.message).join(' ');
    return { result: 'failed', leadId: null, error };
  }
  const input = parsed.data;
  const actor = await ownerActor(tx, routing);
  const [live] = await tx
    .select({ id: leads.id, status: leads.status, assignedTo: leads.assignedTo })
    .from(leads)
    .where(and(eq(leads.mobile, input.mobile), isNull(leads.deletedAt)))
    .for('update');
  if (!live) {
    const leadId = await insertLead(tx, input, actor, now);
    return { result: 'created', leadId, error: null };
  }
  // The same person again: one lead per mobile, so the enquiry goes on that lead's timeline.
  const reopened = isLostStatus(live.status);
  const message = typeof e.message === 'string' ? e.message.slice(0, 500) : null;
  await recordActivity(tx, {
    leadId: live.id,
    kind: 're_enquiry',
    payload: {
      summary: `Enquired again through ${routing.label}${input.project ? ` (${input.project})` : ''}`,
      origin: routing.origin,
      message,
      reopened,
    },
    actor,
    at: now,
  });
  if (reopened) {
    await tx.update(leads).set({ status: 'new', updatedAt: now }).where(eq(leads.id, live.id));
    await recordLeadHistory(tx, {
      leadId: live.id,
      action: 'status_changed',
      summary: `Reopened by a new enquiry through ${routing.label}`,
      changes: [{ field: 'Status', from: leadStatusLabel(live.status as never), to: leadStatusLabel('new') }],
      actor,
      at: now,
    });
    // A lead given up on comes back as a call due now in its assignee's today list.
    if (live.assignedTo) {
      await replaceOpenFollowUp(
        tx,
        { leadId: live.id, type: 'call', dueAt: now, note: `Enquired again through ${routing.label}` },
        actor,
        now,
      );
    }
  } else {
    await tx.update(leads).set({ updatedAt: now }).where(eq(leads.id, live.id));
  }
  return { result: 're_enquiry', leadId: live.id, error: null };
}

/** Applies one pending log row inside `tx`; null when it is pending no more (another run did it). */
async function applyPending(tx: DbOrTx, routing: Routing, eventId: string, now: Date): Promise<Outcome | null> {
  const [row] = await tx
    .select()
    .from(inboundEvents)
    .where(and(eq(inboundEvents.id, eventId), eq(inboundEvents.result, 'pending')))
    .for('update', { skipLocked: true });
  if (!row) return null;
  const outcome = await applyEnquiry(tx, routing, row.payload, now);
  await tx
    .update(inboundEvents)
    .set({ ...outcome, attempts: sql`${inboundEvents.attempts} + 1`, processedAt: now })
    .where(eq(inboundEvents.id, eventId));
  return outcome;
}

/**
 * Processes one pending log row: the lead and the row's outcome commit together, so a crash
 * leaves it pending (done on the next run) and never half-made. A second enquiry for a new mobile
 * racing this one loses on the live-mobile index and is retried, then finds the lead.
 */
export async function processEvent(ctx: Pick<AppContext, 'db' | 'clock'>, routing: Routing, eventId: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transaction((tx) => applyPending(tx, routing, eventId, ctx.clock()));
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && attempt < 2) continue;
      // One enquiry that cannot be made into a lead does not stop the others: it is failed with
      // the reason, to be replayed from the log.
      const reason = error instanceof AppError ? error.message : 'It could not be processed; replay it from the log.';
      await ctx.db
        .update(inboundEvents)
        .set({
          result: 'failed',
          error: reason,
          attempts: sql`${inboundEvents.attempts} + 1`,
          processedAt: ctx.clock(),
        })
        .where(and(eq(inboundEvents.id, eventId), eq(inboundEvents.result, 'pending')));
      return { result: 'failed' as const, leadId: null, error: reason };
    }
  }
}

export interface PendingEvent {
  routing: Routing;
  eventId: string;
}

/** Rows per transaction: enough to share a commit and the rule's row lock, short enough not to hold that lock long. */
export const EVENT_BATCH = 50;

/**
 * Processes pending rows a batch at a time, each batch one transaction with a savepoint per row:
 * one commit, and one wait for an assignment rule's row lock, per batch instead of per lead
 * (decision 121). Still all or nothing per batch, so a crash leaves the batch pending. A row whose
 * savepoint fails (a race on the live-mobile index, a bad enquiry) is done on its own afterwards
 * by processEvent, with its retry and failure rules; so is a batch whose commit fails.
 */
export async function processEvents(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  items: readonly PendingEvent[],
): Promise<(Outcome | null)[]> {
  const results: (Outcome | null)[] = items.map(() => null);
  const alone = new Set<number>();
  for (let first = 0; first < items.length; first += EVENT_BATCH) {
    const batch = items.slice(first, first + EVENT_BATCH).map((item, i) => ({ ...item, at: first + i }));
    const done = new Map<number, Outcome | null>();
    try {
      await ctx.db.transaction(async (tx) => {
        for (const item of batch) {
          try {
            done.set(item.at, await tx.transaction((sp) => applyPending(sp, item.routing, item.eventId, ctx.clock())));
          } catch {
            alone.add(item.at);
          }
        }
      });
      for (const [at, outcome] of done) results[at] = outcome;
    } catch {
      for (const item of batch) alone.add(item.at);
    }
  }
  for (const at of [...alone].sort((a, b) => a - b)) {
    results[at] = await processEvent(ctx, items[at]!.routing, items[at]!.eventId);
  }
  return results;
}

/** Every pending row of an origin (a crashed run's leftovers, a replay), oldest first. */
export async function pendingOf(db: DbOrTx, origin: string, limit = 1000): Promise<string[]> {
  const rows = await db
    .select({ id: inboundEvents.id })
    .from(inboundEvents)
    .where(and(eq(inboundEvents.origin, origin), eq(inboundEvents.result, 'pending')))
    .orderBy(inboundEvents.receivedAt, inboundEvents.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function resultsOf(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: inboundEvents.id, result: inboundEvents.result, leadId: inboundEvents.leadId })
    .from(inboundEvents)
    .where(inArray(inboundEvents.id, ids));
}
