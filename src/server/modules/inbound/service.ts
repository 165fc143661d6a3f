import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { indiaDayRange } from '../../../domain/india-date';
import { pageCount } from '../../../domain/paging';
import {
  CONNECTOR_KINDS,
  CONNECTOR_LABELS,
  CONNECTOR_SECRET_FIELDS,
  type ConnectorKind,
  type ConnectorTestResult,
  type ConnectorView,
  type connectorSaveSchema,
  connectorSettingsSchema,
  FAILURE_WARNING_AFTER,
  type InboundEvent,
  type InboundResult,
  type inboundEventQuerySchema,
  PUSH_KINDS,
  PUSH_LABELS,
  type PushKind,
  type PushSourceView,
  type pushSaveSchema,
  pushSettingsSchema,
} from '../../../domain/schemas/inbound';
import type { AppContext } from '../../context';
import { inboundConnectors, inboundEvents, inboundPushSources } from '../../db/schema/inbound';
import { leads } from '../../db/schema/leads';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { actorOf } from '../../plugins/access';
import { processEvent } from './ingest';
import { connectorRouting, inboundPollJob, readCredentials, runConnector, secretName } from './poll-job';
import { fetchEnquiries, PortalError, type PullCredentials, scrub } from './portals';
import { pushRouting, refetchMeta } from './push-service';

type Actor = ReturnType<typeof actorOf>;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

async function connectorView(ctx: AppContext, kind: ConnectorKind): Promise<ConnectorView> {
  const [row] = await ctx.db.select().from(inboundConnectors).where(eq(inboundConnectors.kind, kind));
  const secrets: ConnectorView['secrets'] = {};
  for (const field of CONNECTOR_SECRET_FIELDS[kind])
    secrets[field] = await ctx.settings.secretStatus(secretName(kind, field));
  const failures = row?.failuresInRow ?? 0;
  return {
    kind,
    label: CONNECTOR_LABELS[kind],
    enabled: row?.enabled ?? false,
    pollMinutes: row?.pollMinutes ?? 15,
    settings: connectorSettingsSchema.parse(row?.settings ?? {}),
    secrets,
    saved: Boolean(row),
    highWaterMark: iso(row?.highWaterMark),
    lastRunAt: iso(row?.lastRunAt),
    lastResult: row?.lastResult ?? null,
    lastError: row?.lastError ?? null,
    lastFound: row?.lastFound ?? null,
    failuresInRow: failures,
    warning:
      failures >= FAILURE_WARNING_AFTER
        ? `The last ${failures} runs failed. Check the credentials and the portal; the last error is below.`
        : null,
    nextRunAt: iso(row?.nextRunAt),
  };
}

export async function listConnectors(ctx: AppContext) {
  return { connectors: await Promise.all(CONNECTOR_KINDS.map((k) => connectorView(ctx, k))) };
}

type SaveInput = z.output<typeof connectorSaveSchema>;

function checkComplete(kind: ConnectorKind, input: SaveInput, has: (field: string) => boolean) {
  const s = input.settings;
  const missing: Record<string, string> = {};
  if (kind === 'acres99' && !s.username) missing['settings.username'] = 'The 99acres username is required.';
  if (kind === 'housing' && !s.profileId) missing['settings.profileId'] = 'The Housing.com profile id is required.';
  if (kind === 'generic' && !s.baseUrl) missing['settings.baseUrl'] = 'The address of the JSON source is required.';
  for (const field of CONNECTOR_SECRET_FIELDS[kind]) {
    if (kind === 'generic') continue; // an open JSON source may need no header
    if (!has(field)) missing[`secrets.${field}`] = 'This credential is required to switch the connector on.';
  }
  return missing;
}

/** SAVE: settings stored, new secrets sealed, the schedule switched on or off (DESIGN §8). */
export async function saveConnector(ctx: AppContext, kind: ConnectorKind, input: SaveInput, actor: Actor) {
  const now = ctx.clock();
  const given = input.secrets as Record<string, string | undefined>;
  if (input.enabled) {
    const status: Record<string, boolean> = {};
    for (const field of CONNECTOR_SECRET_FIELDS[kind]) {
      status[field] =
        given[field] !== undefined
          ? given[field] !== ''
          : (await ctx.settings.secretStatus(secretName(kind, field))).set;
    }
    const missing = checkComplete(kind, input, (f) => status[f] ?? false);
    if (Object.keys(missing).length > 0) {
      throw badRequest('Fill in the connector before switching it on.', missing, 'CONNECTOR_INCOMPLETE');
    }
  }
  await ctx.db.transaction(async (tx) => {
    for (const field of CONNECTOR_SECRET_FIELDS[kind]) {
      const value = given[field];
      if (value === undefined) continue;
      await ctx.settings.setSecret(secretName(kind, field), value === '' ? null : value, { by: actor.id, db: tx });
    }
    const [current] = await tx.select().from(inboundConnectors).where(eq(inboundConnectors.kind, kind)).for('update');
    // Switching on (or changing the interval) runs soon; switching off stops the schedule.
    const nextRunAt = input.enabled
      ? current?.enabled && current.pollMinutes === input.pollMinutes && current.nextRunAt
        ? current.nextRunAt
        : now
      : null;
    const values = {
      enabled: input.enabled,
      pollMinutes: input.pollMinutes,
      settings: input.settings as Record<string, unknown>,
      nextRunAt,
      updatedBy: actor.id,
      updatedAt: now,
    };
    if (current) await tx.update(inboundConnectors).set(values).where(eq(inboundConnectors.id, current.id));
    else await tx.insert(inboundConnectors).values({ kind, ...values });
  });
  return connectorView(ctx, kind);
}

/**
 * TEST: a real request for the last hour with the form as it stands (secrets typed now, else the
 * stored ones). Nothing is saved; the answer is the count or the portal's own words.
 */
export async function testConnector(
  ctx: AppContext,
  kind: ConnectorKind,
  input: SaveInput,
): Promise<ConnectorTestResult> {
  const stored = await readCredentials(ctx, kind);
  const given = input.secrets as Record<string, string | undefined>;
  const secrets: PullCredentials = {};
  for (const field of CONNECTOR_SECRET_FIELDS[kind]) {
    (secrets as Record<string, string | null>)[field] =
      given[field] || (stored as Record<string, string | null>)[field] || null;
  }
  const to = ctx.clock();
  try {
    const found = await fetchEnquiries({
      kind,
      settings: input.settings,
      secrets,
      from: new Date(to.getTime() - 3_600_000),
      to,
    });
    return {
      ok: true,
      found: found.length,
      message: `Connected. ${found.length} enquir${found.length === 1 ? 'y' : 'ies'} in the last hour.`,
    };
  } catch (error) {
    const message = error instanceof PortalError ? error.message : scrub(String((error as Error).message), secrets);
    return { ok: false, found: null, message };
  }
}

/** Run now: the poll job at once (one at a time per connector through its key). */
export async function runNow(ctx: AppContext, kind: ConnectorKind, actor: Actor) {
  const [row] = await ctx.db
    .select({ id: inboundConnectors.id })
    .from(inboundConnectors)
    .where(eq(inboundConnectors.kind, kind));
  if (!row) throw conflict('Save this connector before running it.', 'CONNECTOR_NOT_SAVED');
  // No key: a second click runs again, which the log's unique key makes harmless.
  const { id } = await ctx.jobs.enqueue(ctx.db, inboundPollJob, { kind }, { createdBy: actor.id });
  return { jobId: id, message: 'The run has started; the card shows its result when it ends.' };
}

/** For tests and the CLI: one run in this process, now. */
export const runConnectorNow = runConnector;

// ---- push sources ----------------------------------------------------------------------------

export const pushSecretName = (kind: PushKind, field: 'secret' | 'appSecret' | 'pageToken') =>
  `inbound.push.${kind}.${field}`;
const newKey = () => randomBytes(18).toString('base64url');

/** The push sources exist from the first look: each gets its URL key and secret then. */
async function ensurePushSources(ctx: AppContext, actor: Actor) {
  const rows = await ctx.db.select({ kind: inboundPushSources.kind }).from(inboundPushSources);
  const have = new Set(rows.map((r) => r.kind));
  for (const kind of PUSH_KINDS) {
    if (have.has(kind)) continue;
    await ctx.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(inboundPushSources)
        .values({ kind, sourceKey: newKey(), settings: pushSettingsSchema.parse({}), updatedBy: actor.id })
        .onConflictDoNothing()
        .returning({ id: inboundPushSources.id });
      if (inserted.length > 0 && kind !== 'website') {
        await ctx.settings.setSecret(pushSecretName(kind, 'secret'), newKey(), { by: actor.id, db: tx });
      }
    });
  }
}

export const pushPath = (kind: PushKind, key: string) =>
  kind === 'webhook' ? `/api/inbound/${key}` : `/api/inbound/${kind === 'website' ? 'form' : kind}/${key}`;

async function pushView(ctx: AppContext, row: typeof inboundPushSources.$inferSelect): Promise<PushSourceView> {
  const kind = row.kind as PushKind;
  return {
    kind,
    label: PUSH_LABELS[kind],
    sourceKey: row.sourceKey,
    path: pushPath(kind, row.sourceKey),
    // Our own secret, made for the sender: the administrator copies it into Meta, Google or the site.
    secret: kind === 'website' ? null : await ctx.settings.getSecret(pushSecretName(kind, 'secret')),
    settings: pushSettingsSchema.parse(row.settings),
    appSecret: await ctx.settings.secretStatus(pushSecretName(kind, 'appSecret')),
    pageToken: await ctx.settings.secretStatus(pushSecretName(kind, 'pageToken')),
    rejectedCount: row.rejectedCount,
    lastReceivedAt: iso(row.lastReceivedAt),
  };
}

export async function listPushSources(ctx: AppContext, actor: Actor) {
  await ensurePushSources(ctx, actor);
  const rows = await ctx.db.select().from(inboundPushSources);
  const order = (k: string) => PUSH_KINDS.indexOf(k as PushKind);
  rows.sort((a, b) => order(a.kind) - order(b.kind));
  return { sources: await Promise.all(rows.map((r) => pushView(ctx, r))) };
}

async function pushRow(ctx: AppContext, kind: PushKind, actor: Actor) {
  await ensurePushSources(ctx, actor);
  const [row] = await ctx.db.select().from(inboundPushSources).where(eq(inboundPushSources.kind, kind));
  return row!;
}

export async function savePushSource(
  ctx: AppContext,
  kind: PushKind,
  input: z.output<typeof pushSaveSchema>,
  actor: Actor,
) {
  const row = await pushRow(ctx, kind, actor);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(inboundPushSources)
      .set({ settings: input.settings as Record<string, unknown>, updatedBy: actor.id, updatedAt: ctx.clock() })
      .where(eq(inboundPushSources.id, row.id));
    if (kind === 'meta') {
      for (const field of ['appSecret', 'pageToken'] as const) {
        const value = input[field];
        if (value !== undefined)
          await ctx.settings.setSecret(pushSecretName(kind, field), value || null, { by: actor.id, db: tx });
      }
    }
  });
  const [fresh] = await ctx.db.select().from(inboundPushSources).where(eq(inboundPushSources.id, row.id));
  return pushView(ctx, fresh!);
}

/** Rotate: a new URL key and a new secret; the old ones stop working at once. */
export async function rotatePushSource(ctx: AppContext, kind: PushKind, actor: Actor) {
  const row = await pushRow(ctx, kind, actor);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(inboundPushSources)
      .set({ sourceKey: newKey(), updatedBy: actor.id, updatedAt: ctx.clock() })
      .where(eq(inboundPushSources.id, row.id));
    if (kind !== 'website')
      await ctx.settings.setSecret(pushSecretName(kind, 'secret'), newKey(), { by: actor.id, db: tx });
  });
  const [fresh] = await ctx.db.select().from(inboundPushSources).where(eq(inboundPushSources.id, row.id));
  return pushView(ctx, fresh!);
}

// ---- the inbound log -------------------------------------------------------------------------

export function originLabel(origin: string): string {
  const [side, kind] = origin.split(':');
  // WhatsApp's first messages are logged here too (decision 215): `whatsapp` or `whatsapp:ad`.
  if (side === 'whatsapp') return kind === 'ad' ? 'Click-to-WhatsApp ad' : 'WhatsApp';
  if (side === 'pull') return CONNECTOR_LABELS[kind as ConnectorKind] ?? origin;
  return PUSH_LABELS[kind as PushKind] ?? origin;
}

function toEvent(r: { event: typeof inboundEvents.$inferSelect; leadName: string | null }): InboundEvent {
  return {
    _id: r.event.id,
    origin: r.event.origin,
    originLabel: originLabel(r.event.origin),
    externalId: r.event.externalId,
    receivedAt: r.event.receivedAt.toISOString(),
    result: r.event.result as InboundResult,
    leadId: r.event.leadId,
    leadName: r.leadName,
    error: r.event.error,
    payload: r.event.payload,
  };
}

export async function listEvents(ctx: AppContext, q: z.output<typeof inboundEventQuerySchema>) {
  const parts: SQL[] = [];
  if (q.origin) parts.push(eq(inboundEvents.origin, q.origin));
  if (q.result) parts.push(eq(inboundEvents.result, q.result));
  const { start, end } = indiaDayRange(q.from, q.to);
  if (start) parts.push(gte(inboundEvents.receivedAt, start));
  if (end) parts.push(lt(inboundEvents.receivedAt, end));
  const where = parts.length ? and(...parts) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    ctx.db
      .select({ event: inboundEvents, leadName: leads.name })
      .from(inboundEvents)
      .leftJoin(leads, eq(leads.id, inboundEvents.leadId))
      .where(where)
      .orderBy(desc(inboundEvents.receivedAt), desc(inboundEvents.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    ctx.db.select({ total: count() }).from(inboundEvents).where(where),
  ]);
  return { events: rows.map(toEvent), total: Number(total), page: q.page, pages: pageCount(Number(total), q.pageSize) };
}

async function routingForOrigin(ctx: AppContext, origin: string) {
  const [side, kind] = origin.split(':');
  if (side === 'pull') {
    const [row] = await ctx.db.select().from(inboundConnectors).where(eq(inboundConnectors.kind, kind!));
    if (row) return connectorRouting(row);
  } else {
    const [row] = await ctx.db.select().from(inboundPushSources).where(eq(inboundPushSources.kind, kind!));
    if (row) return pushRouting(row);
  }
  throw conflict('The source of this event is no longer set up.', 'INBOUND_SOURCE_GONE');
}

/** Replay a failed event: back to pending and processed now with the source's current routing. */
export async function replayEvent(ctx: AppContext, id: string): Promise<InboundEvent> {
  const [row] = await ctx.db.select().from(inboundEvents).where(eq(inboundEvents.id, id));
  if (!row) throw notFound('That inbound event does not exist.', 'INBOUND_EVENT_NOT_FOUND');
  if (row.result !== 'failed' && row.result !== 'pending') {
    throw conflict(
      'Only a failed event can be replayed; this one already made or updated a lead.',
      'INBOUND_NOT_FAILED',
    );
  }
  const routing = await routingForOrigin(ctx, row.origin);
  if (row.origin === 'push:meta') await refetchMeta(ctx, id, row.payload);
  await ctx.db
    .update(inboundEvents)
    .set({ result: 'pending', error: null })
    .where(and(eq(inboundEvents.id, id), eq(inboundEvents.result, row.result)));
  await processEvent(ctx, routing, id);
  const [fresh] = await ctx.db
    .select({ event: inboundEvents, leadName: leads.name })
    .from(inboundEvents)
    .leftJoin(leads, eq(leads.id, inboundEvents.leadId))
    .where(eq(inboundEvents.id, id));
  return toEvent(fresh!);
}
