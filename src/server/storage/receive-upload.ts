import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { basename } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/database';
import { files } from '../db/schema/files';
import { AppError, badRequest, payloadTooLarge } from '../lib/app-error';
import { loadFileType } from '../lib/load-on-use';
import { nulError } from '../lib/nul-character';
import type { FileStorage } from './file-storage';
import type { UploadPolicy } from './upload-policy';

export interface FileField {
  policy: UploadPolicy;
  /** Several files under the same field name (e.g. otherDoc). */
  multiple?: boolean;
}

export interface UploadLimits {
  maxFileBytes: number;
  maxRequestBytes: number;
  maxFiles: number;
}

export interface StagedFile {
  id: string;
  field: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  policy: UploadPolicy;
  scratch: string;
}

export interface SavedFile {
  id: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
}

/**
 * A multipart request read to the end: text fields, and files checked and parked in scratch
 * space. Nothing is in the database or in permanent storage until `commit` runs inside the
 * caller's transaction; `discard` undoes everything, so a failed request leaves no orphan file
 * and no half-saved record.
 */
export interface ReceivedUpload {
  fields: Record<string, string>;
  files: StagedFile[];
  has(field: string): boolean;
  commit(tx: DbOrTx, uploadedBy: string | null): Promise<Record<string, SavedFile[]>>;
  discard(): Promise<void>;
}

const megabytes = (bytes: number) => `${Number((bytes / 1048576).toFixed(bytes < 1048576 ? 2 : 0))} MB`;

/**
 * Control characters (C0, DEL, C1), bidirectional overrides, embeddings and isolates (U+202E makes
 * "invoice\u202Efdp.exe" read as "invoiceexe.pdf"), zero-width marks, line and paragraph separators
 * and the byte-order mark: none belongs in a file name shown to staff.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const unsafeInName = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff"<>|:*?]/g;

/** A client's file name, reduced to a safe display name: no folders, no control characters. */
export function safeFileName(name: string | undefined): string {
  const base = basename((name ?? '').replace(/\\/g, '/'))
    .replace(unsafeInName, '')
    .trim();
  return (base === '' || base === '.' || base === '..' ? 'file' : base).slice(0, 200);
}

/** A policy's text type for a file with no magic bytes, a matching name and no NUL byte near its start. */
async function plainTextType(path: string, name: string, policy: UploadPolicy): Promise<{ mime: string } | undefined> {
  const text = policy.plainText;
  if (!text?.extensions.some((ext) => name.toLowerCase().endsWith(ext))) return undefined;
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(8192);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead).includes(0) ? undefined : { mime: text.mime };
  } finally {
    await handle.close();
  }
}

/** The parser's errors for a body cut off, without a boundary, or not multipart at all. */
function isBrokenForm(error: unknown): boolean {
  if (error instanceof AppError) return false;
  const code = (error as { code?: string }).code;
  if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return true;
  const message = error instanceof Error ? error.message : '';
  return /multipart|boundary/i.test(message);
}

export async function receiveUpload(
  request: FastifyRequest,
  storage: FileStorage,
  fileFields: Record<string, FileField>,
  limits: UploadLimits,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send this form as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  const staged: StagedFile[] = [];
  const adopted: string[] = [];
  let total = 0;

  const removeAll = async () => {
    await Promise.all([
      ...staged.map((f) => rm(f.scratch, { force: true })),
      ...adopted.map((id) => storage.remove(id)),
    ]);
  };

  try {
    for await (const part of request.parts({ limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles } })) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') continue;
        if (part.value.includes('\u0000') || part.fieldname.includes('\u0000')) throw nulError([part.fieldname]);
        fields[part.fieldname] = part.value;
        continue;
      }
      const spec = fileFields[part.fieldname];
      if (!spec) {
        part.file.resume();
        throw badRequest(`Files are not accepted in the field "${part.fieldname}".`, {
          [part.fieldname]: 'Not a file field.',
        });
      }
      if (!spec.multiple && staged.some((f) => f.field === part.fieldname)) {
        part.file.resume();
        throw badRequest(`Only one file is accepted for ${part.fieldname}.`, { [part.fieldname]: 'One file only.' });
      }
      const id = randomUUID();
      const scratch = await storage.scratchPath(id);
      const hash = createHash('sha256');
      let size = 0;
      const file: StagedFile = {
        id,
        field: part.fieldname,
        originalName: safeFileName(part.filename),
        mimeType: '',
        sizeBytes: 0,
        sha256: '',
        policy: spec.policy,
        scratch,
      };
      staged.push(file);
      const meter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          total += chunk.length;
          if (total > limits.maxRequestBytes) {
            done(payloadTooLarge(`All files together must be at most ${megabytes(limits.maxRequestBytes)}.`));
            return;
          }
          hash.update(chunk);
          done(null, chunk);
        },
      });
      await pipeline(part.file, meter, createWriteStream(scratch));
      if (size === 0) {
        throw badRequest(`${file.originalName} is empty.`, { [part.fieldname]: 'The file is empty.' });
      }
      const { fileTypeFromFile } = await loadFileType();
      const detected =
        (await fileTypeFromFile(scratch)) ?? (await plainTextType(scratch, file.originalName, spec.policy));
      if (!detected || !spec.policy.accept.has(detected.mime)) {
        throw new AppError(
          415,
          'FILE_TYPE_NOT_ALLOWED',
          `${file.originalName} is not a ${spec.policy.describe} file.`,
          { [part.fieldname]: `Only ${spec.policy.describe} files are accepted.` },
        );
      }
      file.mimeType = detected.mime;
      file.sizeBytes = size;
      file.sha256 = hash.digest('hex');
    }
  } catch (error) {
    await removeAll();
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw payloadTooLarge(`Each file must be at most ${megabytes(limits.maxFileBytes)}.`);
    }
    if (code === 'FST_FILES_LIMIT_REACHED') {
      throw payloadTooLarge(`At most ${limits.maxFiles} files can be sent at once.`);
    }
    if (isBrokenForm(error)) {
      throw badRequest('The upload arrived incomplete or is not a valid form. Choose the file and send it again.');
    }
    throw error;
  }

  return {
    fields,
    files: staged,
    has: (field) => staged.some((f) => f.field === field),
    async commit(tx, uploadedBy) {
      const saved: Record<string, SavedFile[]> = {};
      if (staged.length === 0) return saved;
      await tx.insert(files).values(
        staged.map((f) => ({
          id: f.id,
          storageKey: f.id,
          originalName: f.originalName,
          mimeType: f.mimeType,
          sizeBytes: f.sizeBytes,
          sha256: f.sha256,
          readCapability: f.policy.readCapability,
          audited: f.policy.audited ?? false,
          uploadedBy,
        })),
      );
      for (const f of staged) {
        await storage.adopt(f.scratch, f.id);
        adopted.push(f.id);
        saved[f.field] ??= [];
        saved[f.field]!.push({
          id: f.id,
          originalName: f.originalName,
          mimeType: f.mimeType,
          sizeBytes: f.sizeBytes,
        });
      }
      return saved;
    },
    discard: removeAll,
  };
}

/**
 * Runs `work` with a received upload and discards the files if it fails, so callers cannot
 * forget the clean-up. `work` should call `upload.commit(tx, …)` inside its transaction.
 */
export async function withUpload<T>(upload: ReceivedUpload, work: (upload: ReceivedUpload) => Promise<T>): Promise<T> {
  try {
    return await work(upload);
  } catch (error) {
    await upload.discard();
    throw error;
  }
}
