import type { PGlite } from '@electric-sql/pglite';
import { runInBackground } from './interactive-first';

/** How far the write-ahead log may run past the last checkpoint before the next one. */
export const WAL_BOUND = { checkEveryMs: 20_000, maxBytes: 256 * 1024 * 1024 };

/**
 * The embedded database runs PostgreSQL as a single user, with no checkpointer process, and a
 * single-user backend never starts a checkpoint on its own (max_wal_size is only read by the
 * checkpointer). So its log grew from every write until the server stopped: 2.3 GB after three
 * imports of 1,00,000 leads, and a crashed server had all of it to replay before it answered
 * again. Here the log's distance from the last checkpoint is read every `checkEveryMs`, and past
 * `maxBytes` a CHECKPOINT runs, which recycles the old segments (decision 153). It runs as
 * background work, so people's requests go first.
 */
export function checkpointWhenWalGrows(
  client: PGlite,
  bound = WAL_BOUND,
): { stop(): Promise<void>; hold<T>(work: () => Promise<T>): Promise<T> } {
  let running: Promise<unknown> = Promise.resolve();
  let holds = 0;
  const timer = setInterval(() => {
    if (holds > 0) return;
    // A failed check (the database closing) is tried again at the next tick; nothing depends on it.
    running = runInBackground(() => checkpointIfBehind(client, bound.maxBytes)).catch(() => {});
  }, bound.checkEveryMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
    /**
     * Runs `work` with no checkpoint from here meanwhile: a checkpoint recycles the log segments an
     * online backup must copy (backup/pglite-snapshot.ts, decision 162). The log grows by what is
     * written during the work and is checkpointed at the next tick after it.
     */
    async hold(work) {
      holds++;
      try {
        await running;
        return await work();
      } finally {
        holds--;
      }
    },
  };
}

/** Bytes of log since the last checkpoint's redo point; a CHECKPOINT when past `maxBytes`. */
export async function checkpointIfBehind(client: PGlite, maxBytes: number): Promise<boolean> {
  const { rows } = await client.query<{ behind: string }>(
    'select (pg_current_wal_lsn() - redo_lsn)::bigint::text as behind from pg_control_checkpoint()',
  );
  if (Number(rows[0]?.behind ?? 0) <= maxBytes) return false;
  await client.exec('checkpoint');
  return true;
}
