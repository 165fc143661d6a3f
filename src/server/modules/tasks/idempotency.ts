import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { taskIdempotencyKeys } from '../../db/schema/tasks';
import { conflict, notFound } from '../../lib/app-error';

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
 * it; a retry gets back the id of the task the first request made or changed (`replayed`), without
 * doing the work again. No key: the work simply runs.
 */
export async function onceByKey(
  tx: DbOrTx,
  keyed: Keyed,
  work: () => Promise<string>,
): Promise<{ taskId: string; replayed: boolean }> {
  if (!keyed.key) return { taskId: await work(), replayed: false };
  const { userId, key, request, now } = keyed;
  const cutoff = new Date(now.getTime() - KEEP_DAYS * 86_400_000);
  await tx
    .delete(taskIdempotencyKeys)
    .where(and(eq(taskIdempotencyKeys.userId, userId), lt(taskIdempotencyKeys.createdAt, cutoff)));
  const [fresh] = await tx
    .insert(taskIdempotencyKeys)
    .values({ userId, key, request, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: taskIdempotencyKeys.key });
  if (fresh) {
    const taskId = await work();
    await tx
      .update(taskIdempotencyKeys)
      .set({ taskId })
      .where(and(eq(taskIdempotencyKeys.userId, userId), eq(taskIdempotencyKeys.key, key)));
    return { taskId, replayed: false };
  }
  const [first] = await tx
    .select()
    .from(taskIdempotencyKeys)
    .where(and(eq(taskIdempotencyKeys.userId, userId), eq(taskIdempotencyKeys.key, key)));
  if (!first || first.request !== request) {
    throw conflict(
      'This Idempotency-Key was already used for a different request. Send a new key for a new change.',
      'IDEMPOTENCY_KEY_REUSED',
    );
  }
  if (!first.taskId) throw notFound('The task this request was for has since been deleted.', 'TASK_NOT_FOUND');
  return { taskId: first.taskId, replayed: true };
}
