import { inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import { files } from '../db/schema/files';

/**
 * Deletes files a record no longer holds. Call it after the owning transaction commits: the
 * bytes cannot be rolled back, so they go last.
 */
export async function deleteFiles(deps: Pick<AppContext, 'db' | 'storage'>, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const removed = await deps.db.delete(files).where(inArray(files.id, ids)).returning({ key: files.storageKey });
  await Promise.all(removed.map((f) => deps.storage.remove(f.key)));
}
