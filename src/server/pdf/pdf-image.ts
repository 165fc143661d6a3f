import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { files } from '../db/schema/files';
import type { PdfImage } from './pdf-document';

/** pdfkit embeds these two; a WebP logo is left off the PDF (the on-screen letter still shows it). */
const EMBEDDABLE = new Set(['image/png', 'image/jpeg']);
/** A letterhead logo larger than this is not read into memory for every PDF. */
const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/**
 * A stored image (the company's logo) as a PDF image, or null when there is none, it is not a PNG or
 * JPEG, it is too large, or its bytes are missing: a PDF is still made, without the logo.
 */
export async function storedImageForPdf(
  deps: Pick<AppContext, 'db' | 'storage'>,
  fileId: string | null,
): Promise<PdfImage | null> {
  if (!fileId) return null;
  const [file] = await deps.db
    .select({ key: files.storageKey, mime: files.mimeType, size: files.sizeBytes })
    .from(files)
    .where(eq(files.id, fileId));
  if (!file || !EMBEDDABLE.has(file.mime) || file.size > MAX_LOGO_BYTES) return null;
  if (!(await deps.storage.exists(file.key))) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of deps.storage.read(file.key)) chunks.push(chunk as Buffer);
  return { dataUrl: `data:${file.mime};base64,${Buffer.concat(chunks).toString('base64')}` };
}
