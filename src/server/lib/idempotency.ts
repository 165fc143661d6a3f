import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/database';
import { idempotencyKeys } from '../db/schema/idempotency';
import { conflict } from './app-error';

/** Long enough for a phone that queued its writes while out of coverage for days. */
const KEEP_DAYS = 7;

/** What a request asked for, so the same key sent with another request is told apart. */
export function fingerprint(kind: string, body: unknown): string {
  return `${kind}:${createHash('sha256').update(JSON.stringify(body)).digest('base64url')}`;
}

export interface Keyed {
  userId: string;
  key: string | undefined;
  request: string;
  now: Date;
}

/**
 * Runs `work` once per (user, Idempotency-Key) inside the caller's transaction. The key row goes in
 * first, so a concurrent retry waits on its primary key until this transaction ends and then finds
 * it; a retry gets back the id the first request answered with (`replayed`) without doing the work
 * again, and the caller reads that record afresh (its own 404 if it has since been deleted).
 * No key: the work simply runs.
 */
export async function onceByKey(
  tx: DbOrTx,
  keyed: Keyed,
  work: () => Promise<string>,
): Promise<{ resultId: string; replayed: boolean }> {
  if (!keyed.key) return { resultId: await work(), replayed: false };
  const { userId, key, request, now } = keyed;
  const cutoff = new Date(now.getTime() - KEEP_DAYS * 86_400_000);
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, cutoff)));
  const [fresh] = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, request, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  if (fresh) {
    const resultId = await work();
    await tx.update(idempotencyKeys).set({ resultId }).where(mine);
    return { resultId, replayed: false };
  }
  const [first] = await tx.select().from(idempotencyKeys).where(mine);
  if (!first || first.request !== request || first.resultId === null) {
    throw conflict(
      'This Idempotency-Key was already used for a different request. Send a new key for a new change.',
      'IDEMPOTENCY_KEY_REUSED',
    );
  }
  return { resultId: first.resultId, replayed: true };
}

/** The OpenAPI description of the header, the same on every write that takes it. */
export const IDEMPOTENCY_KEY_NOTE =
  'Send an `Idempotency-Key` header (8–200 visible ASCII characters, e.g. a UUID) to make a retry safe: the same key from the same user returns the first answer (header `Idempotent-Replayed: true`) without doing it again; the same key with a different request is a 409. Keys are kept 7 days.';

export const idempotencyKeyOf = (request: FastifyRequest): string | undefined =>
  request.headers['idempotency-key'] as string | undefined;

/** A retry answered from the first request says so, as payment APIs do. */
export function markReplayed(reply: FastifyReply, replayed: boolean) {
  if (replayed) reply.header('idempotent-replayed', 'true');
}
