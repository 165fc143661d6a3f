import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyHeadersSchema } from '../../domain/schemas/task';
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
 * Takes the (user, key) for this request: null when it is the first, else the first request's
 * row. The key row goes in first, so a concurrent retry waits on its primary key until this
 * transaction ends and then finds it. A key sent before with another request is a 409.
 */
async function claimKey(tx: DbOrTx, keyed: Keyed & { key: string }) {
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
  if (fresh) return null;
  const [first] = await tx.select().from(idempotencyKeys).where(keyOf(keyed));
  if (!first || first.request !== request) throw keyReused();
  return first;
}

const keyOf = ({ userId, key }: { userId: string; key: string }) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

const keyReused = () =>
  conflict(
    'This Idempotency-Key was already used for a different request. Send a new key for a new change.',
    'IDEMPOTENCY_KEY_REUSED',
  );

/**
 * Runs `work` once per (user, Idempotency-Key) inside the caller's transaction: a retry gets back
 * the id the first request answered with (`replayed`) without doing the work again, and the caller
 * reads that record afresh (its own 404 if it has since been deleted). No key: the work simply runs.
 */
export async function onceByKey(
  tx: DbOrTx,
  keyed: Keyed,
  work: () => Promise<string>,
): Promise<{ resultId: string; replayed: boolean }> {
  const { key } = keyed;
  if (!key) return { resultId: await work(), replayed: false };
  const first = await claimKey(tx, { ...keyed, key });
  if (!first) {
    const resultId = await work();
    await tx
      .update(idempotencyKeys)
      .set({ resultId })
      .where(keyOf({ ...keyed, key }));
    return { resultId, replayed: false };
  }
  if (first.resultId === null) throw keyReused();
  return { resultId: first.resultId, replayed: true };
}

/**
 * The same for a write whose answer is not a record to read again (a call-log sync's counts): the
 * first answer itself is kept with the key and given back on a retry.
 */
export async function answerOnceByKey<T>(
  tx: DbOrTx,
  keyed: Keyed,
  work: () => Promise<T>,
): Promise<{ answer: T; replayed: boolean }> {
  const { key } = keyed;
  if (!key) return { answer: await work(), replayed: false };
  const first = await claimKey(tx, { ...keyed, key });
  if (!first) {
    const answer = await work();
    await tx
      .update(idempotencyKeys)
      .set({ answer })
      .where(keyOf({ ...keyed, key }));
    return { answer, replayed: false };
  }
  if (first.answer === null) throw keyReused();
  return { answer: first.answer as T, replayed: true };
}

/** The OpenAPI description of the header, the same on every write that takes it. */
const IDEMPOTENCY_KEY_NOTE =
  'Send an `Idempotency-Key` header (8–200 visible ASCII characters, e.g. a UUID) to make a retry safe: the same key from the same user returns the first answer (header `Idempotent-Replayed: true`) without doing it again; the same key with a different request is a 409. Keys are kept 7 days.';

/** A keyed write's route schema: its own description and parts, plus the header and what it does. */
export function keyedSchema<S extends { description: string }>(schema: S) {
  return { ...schema, description: `${schema.description} ${IDEMPOTENCY_KEY_NOTE}`, headers: idempotencyHeadersSchema };
}

/**
 * The route side of a keyed write: hands the service this request's Idempotency-Key and, when the
 * service answered from the first request, says so on the reply (`Idempotent-Replayed: true`, as
 * payment APIs do). The route shapes its answer from what the service returned.
 */
export async function keyedWrite<R extends { replayed: boolean }>(
  request: FastifyRequest,
  reply: FastifyReply,
  write: (key: string | undefined) => Promise<R>,
): Promise<R> {
  const outcome = await write(request.headers['idempotency-key'] as string | undefined);
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return outcome;
}
