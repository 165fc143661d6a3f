import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
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
import { type LeadActor, recordActivity, recordLeadHistory } from '../lead-records/public';
import { insertLead } from '../leads/public';

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

/** What the log keeps of an enquiry: our words and the raw body (secrets already removed). */
export function logPayload(e: Enquiry): Record<string, unknown> {
  return {
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
  };
}

function logRow(origin: string, e: Enquiry, now: Date) {
  return {
    origin,
    externalId: externalKeyOf(e),
    receivedAt: now,
    enquiredAt: e.enquiredAt ?? null,
    payload: logPayload(e),
  };
}

/**
 * Logs enquiries as `pending`, once per (origin, key): a re-sync or a retried webhook inserts
 * nothing. One statement per page; returns the ids of the rows that are new.
 */
export async function logEnquiries(db: DbOrTx, origin: string, list: Enquiry[], now: Date): Promise<string[]> {
  const ids = await logEach(
    db,
    list.map((enquiry) => ({ origin, enquiry })),
    now,
  );
  return ids.filter((id): id is string => id !== null);
}

/**
 * The same for enquiries of any origins (webhooks that arrive together), in one statement: each
 * one's new log row id, or null when its key was logged before (or earlier in the list).
 */
export async function logEach(
  db: DbOrTx,
  list: readonly { origin: string; enquiry: Enquiry }[],
  now: Date,
): Promise<(string | null)[]> {
  if (list.length === 0) return [];
  const rows = list.map((item) => logRow(item.origin, item.enquiry, now));
  const keyOf = (r: { origin: string; externalId: string }) => `${r.origin}\n${r.externalId}`;
  const seen = new Set<string>();
  const inserted = await db
    .insert(inboundEvents)
    .values(rows.filter((r) => !seen.has(keyOf(r)) && seen.add(keyOf(r))))
    .onConflictDoNothing({ target: [inboundEvents.origin, inboundEvents.externalId] })
    .returning({ id: inboundEvents.id, origin: inboundEvents.origin, externalId: inboundEvents.externalId });
  const idOf = new Map(inserted.map((r) => [keyOf(r), r.id]));
  return rows.map((r) => {
    const id = idOf.get(keyOf(r)) ?? null;
    idOf.delete(keyOf(r));
    return id;
  });
}

export async function ownerActor(tx: DbOrTx, routing: Routing): Promise<LeadActor> {
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

type LoggedEnquiry = Record<string, string | boolean | null>;
export type LeadInput = z.output<typeof leadCreateSchema>;

/**
 * What a logged enquiry asks for, without the database: the lead to make (or to find by its
 * mobile), or the outcome when it makes none (a failed fetch, a test lead, a bad mobile).
 */
export function prepareEnquiry(
  routing: Routing,
  payload: Record<string, unknown>,
): { e: LoggedEnquiry; input: LeadInput } | { outcome: Outcome } {
  const e = (payload.enquiry ?? {}) as LoggedEnquiry;
  const failed = (error: string) => ({ outcome: { result: 'failed' as const, leadId: null, error } });
  const fetchError = (payload.raw as { fetchError?: string } | null)?.fetchError;
  if (fetchError) return failed(fetchError);
  if (e.isTest)
    return { outcome: { result: 'test', leadId: null, error: 'A test lead from the sender: logged, not assigned.' } };
  const mobile = checkIndianMobile(typeof e.mobile === 'string' ? e.mobile : '');
  if ('reason' in mobile) return failed(mobile.reason);
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
  if (!parsed.success) return failed(parsed.error.issues.map((i) => i.message).join(' '));
  return { e, input: parsed.data };
}

/** Turns one logged enquiry into a lead or a re-enquiry, in the caller's transaction. */
async function applyEnquiry(
  tx: DbOrTx,
  routing: Routing,
  payload: Record<string, unknown>,
  now: Date,
): Promise<Outcome> {
  const prepared = prepareEnquiry(routing, payload);
  if ('outcome' in prepared) return prepared.outcome;
  return applyPrepared(tx, routing, prepared.e, prepared.input, await ownerActor(tx, routing), now);
}

/** A prepared enquiry: a new lead, or a re-enquiry on the live lead with its mobile (locked). */
export async function applyPrepared(
  tx: DbOrTx,
  routing: Routing,
  e: LoggedEnquiry,
  input: LeadInput,
  actor: LeadActor,
  now: Date,
): Promise<Outcome> {
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

/**
 * Every pending row of an origin (a crashed run's leftovers, a replay), oldest enquiry first: a
 * pull's rows share one received time, so the portal's own time orders them (the same buyer's
 * earlier enquiry makes the lead, the later one is its re-enquiry), then the order they were logged.
 */
export async function pendingOf(db: DbOrTx, origin: string, limit = 1000): Promise<string[]> {
  const rows = await db
    .select({ id: inboundEvents.id })
    .from(inboundEvents)
    .where(and(eq(inboundEvents.origin, origin), eq(inboundEvents.result, 'pending')))
    .orderBy(
      sql`coalesce(${inboundEvents.enquiredAt}, ${inboundEvents.receivedAt})`,
      inboundEvents.receivedAt,
      inboundEvents.seq,
    )
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
