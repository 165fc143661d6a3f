import { createHash, randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/database';
import { files } from '../db/schema/files';

export interface GeneratedFile {
  bytes: Buffer;
  /** The name a reader downloads it under. */
  name: string;
  mimeType: string;
  /** The capability that opens it through GET /api/files/:id. */
  readCapability: string;
  by: string | null;
}

/**
 * Keeps bytes the server made (a demand letter, a receipt) as a file like an upload: written to
 * scratch, moved under a server-made key, and a `files` row in the caller's transaction. If that
 * transaction rolls back, the bytes stay on disk unreferenced and are never served.
 */
export async function keepGeneratedFile(
  ctx: Pick<AppContext, 'storage' | 'clock'>,
  tx: DbOrTx,
  file: GeneratedFile,
): Promise<string> {
  const id = randomUUID();
  const scratch = await ctx.storage.scratchPath(`${id}.part`);
  try {
    await writeFile(scratch, file.bytes);
    await ctx.storage.adopt(scratch, id);
  } finally {
    await rm(scratch, { force: true });
  }
  await tx.insert(files).values({
    id,
    storageKey: id,
    originalName: file.name,
    mimeType: file.mimeType,
    sizeBytes: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    readCapability: file.readCapability,
    uploadedBy: file.by,
    createdAt: ctx.clock(),
  });
  return id;
}

/** A kept file's bytes, or null when its row is gone (the caller says what that means). */
export async function readKeptFile(ctx: Pick<AppContext, 'db' | 'storage'>, fileId: string): Promise<Buffer | null> {
  const [file] = await ctx.db.select({ storageKey: files.storageKey }).from(files).where(eq(files.id, fileId));
  return file ? buffer(ctx.storage.read(file.storageKey)) : null;
}
