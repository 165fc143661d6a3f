import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  CONNECTOR_LABELS,
  CONNECTOR_SECRET_FIELDS,
  type ConnectorKind,
  connectorSettingsSchema,
  POLL_MINUTES_MAX,
} from '../../../domain/schemas/inbound';
import type { AppContext } from '../../context';
import { inboundConnectors } from '../../db/schema/inbound';
import { defineJob } from '../../jobs/job-definition';
import { yieldToLoop } from '../../lib/yield-to-loop';
import { logEnquiries, pendingOf, type Routing, routingOf } from './ingest';
import { fetchEnquiries, PortalError, type PullCredentials, scrub } from './portals';
import { EVENT_BATCH, processEvents } from './process-events';

/** The window reaches back this far before the high-water mark: portals deliver late (decision 120). */
export const OVERLAP_MS = 30 * 60_000;
/** The first run, and one after a long stop, looks back at most this far (99acres allows ~2 days). */
export const FIRST_WINDOW_MS = 24 * 3_600_000;
const LOG_PAGE = 500;

export const secretName = (kind: ConnectorKind, field: string) => `inbound.${kind}.${field}`;

export async function readCredentials(
  ctx: Pick<AppContext, 'settings'>,
  kind: ConnectorKind,
): Promise<PullCredentials> {
  const out: Record<string, string | null> = {};
  for (const field of CONNECTOR_SECRET_FIELDS[kind]) out[field] = await ctx.settings.getSecret(secretName(kind, field));
  return out;
}

export const connectorOrigin = (kind: ConnectorKind) => `pull:${kind}`;

export function connectorRouting(row: typeof inboundConnectors.$inferSelect): Routing {
  const kind = row.kind as ConnectorKind;
  const settings = connectorSettingsSchema.parse(row.settings);
  return routingOf(connectorOrigin(kind), CONNECTOR_LABELS[kind], settings, row.updatedBy);
}

/** Pending log rows of an origin become leads a set (one short transaction) at a time, yielding between sets. */
export async function processPending(ctx: AppContext, routing: Routing, signal?: AbortSignal) {
  let done = 0;
  for (;;) {
    const ids = await pendingOf(ctx.db, routing.origin, LOG_PAGE);
    if (ids.length === 0) return done;
    for (let first = 0; first < ids.length; first += EVENT_BATCH) {
      signal?.throwIfAborted();
      const batch = ids.slice(first, first + EVENT_BATCH);
      await processEvents(
        ctx,
        batch.map((eventId) => ({ routing, eventId })),
      );
      done += batch.length;
      await yieldToLoop();
    }
  }
}

/** The wait before the next run: the poll interval, doubled per failure in a row, at most an hour. */
export function nextDelayMinutes(pollMinutes: number, failures: number) {
  return Math.min(POLL_MINUTES_MAX, pollMinutes * 2 ** Math.min(failures, 6));
}

/**
 * One run of one connector: fetch the window (high-water mark minus the overlap, to now), log
 * every enquiry once (the unique key drops the overlap), turn the new ones into leads, and only
 * then move the mark. A crash anywhere leaves the mark where it was and the logged rows pending,
 * so the next run fetches the window again and finishes them: nothing twice, nothing missed.
 */
export async function runConnector(ctx: AppContext, kind: ConnectorKind, signal?: AbortSignal) {
  const [row] = await ctx.db.select().from(inboundConnectors).where(eq(inboundConnectors.kind, kind));
  if (!row) return { skipped: true };
  const routing = connectorRouting(row);
  const secrets = await readCredentials(ctx, kind);
  const started = ctx.clock();
  const from = new Date(
    Math.max(started.getTime() - FIRST_WINDOW_MS, (row.highWaterMark?.getTime() ?? 0) - OVERLAP_MS),
  );
  try {
    const enquiries = await fetchEnquiries({
      kind,
      settings: connectorSettingsSchema.parse(row.settings),
      secrets,
      from,
      to: started,
      ...(signal ? { signal } : {}),
    });
    for (let i = 0; i < enquiries.length; i += LOG_PAGE) {
      await logEnquiries(ctx.db, routing.origin, enquiries.slice(i, i + LOG_PAGE), ctx.clock());
      await yieldToLoop();
    }
    const made = await processPending(ctx, routing, signal);
    await ctx.db
      .update(inboundConnectors)
      .set({
        highWaterMark: started,
        lastRunAt: ctx.clock(),
        lastResult: `${enquiries.length} found, ${made} new in the log`,
        lastError: null,
        lastFound: enquiries.length,
        failuresInRow: 0,
        nextRunAt: row.enabled ? new Date(ctx.clock().getTime() + row.pollMinutes * 60_000) : null,
      })
      .where(eq(inboundConnectors.id, row.id));
    return { found: enquiries.length, processed: made };
  } catch (error) {
    if (signal?.aborted) throw error;
    // A portal's refusal, a timeout or a broken answer: recorded on the card, retried later.
    const reason =
      error instanceof PortalError ? error.message : scrub(`Unexpected: ${(error as Error).message}`, secrets);
    const failures = row.failuresInRow + 1;
    await ctx.db
      .update(inboundConnectors)
      .set({
        lastRunAt: ctx.clock(),
        lastResult: 'failed',
        lastError: reason,
        lastFound: null,
        failuresInRow: failures,
        nextRunAt: row.enabled
          ? new Date(ctx.clock().getTime() + nextDelayMinutes(row.pollMinutes, failures) * 60_000)
          : null,
      })
      .where(eq(inboundConnectors.id, row.id));
    ctx.logger.warn({ connector: kind, failures }, 'portal poll failed');
    return { failed: reason };
  }
}

export const inboundPollJob = defineJob({
  kind: 'inbound.poll',
  payload: z.object({ kind: z.string() }),
  maxAttempts: 3,
  lockSeconds: 120,
  run: (ctx, job) => runConnector(ctx, job.payload.kind as ConnectorKind, job.signal),
});

/** Every minute: a poll job for each enabled connector that is due, once per due instant. */
export const inboundPollDueJob = defineJob({
  kind: 'inbound.poll.due',
  payload: z.object({}),
  maxAttempts: 1,
  run: async (ctx) => {
    const due = await ctx.db
      .select({ kind: inboundConnectors.kind, nextRunAt: inboundConnectors.nextRunAt })
      .from(inboundConnectors)
      .where(
        and(
          eq(inboundConnectors.enabled, true),
          isNotNull(inboundConnectors.nextRunAt),
          lte(inboundConnectors.nextRunAt, sql`${ctx.clock().toISOString()}::timestamptz`),
        ),
      );
    for (const c of due) {
      await ctx.jobs.enqueue(
        ctx.db,
        inboundPollJob,
        { kind: c.kind },
        {
          idempotencyKey: `poll:${c.kind}:${c.nextRunAt!.toISOString()}`,
        },
      );
    }
    return { enqueued: due.length };
  },
});
