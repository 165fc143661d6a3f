import { inArray } from 'drizzle-orm';
import { type FileRef, fileUrl } from '../../domain/schemas/document';
import type { DbOrTx } from '../db/database';
import { files } from '../db/schema/files';

/** The API's view of a stored file: its id, display name, type, size and the URL that serves it. */
export function toFileRef(row: { id: string; originalName: string; mimeType: string; sizeBytes: number }): FileRef {
  return {
    _id: row.id,
    name: row.originalName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    url: fileUrl(row.id),
  };
}

/** File references by id, in one query. */
export async function loadFileRefs(db: DbOrTx, ids: (string | null)[]): Promise<Map<string, FileRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: files.id, originalName: files.originalName, mimeType: files.mimeType, sizeBytes: files.sizeBytes })
    .from(files)
    .where(inArray(files.id, wanted));
  return new Map(rows.map((row) => [row.id, toFileRef(row)]));
}
