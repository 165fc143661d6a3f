import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { pageCount } from '../../../domain/paging';
import {
  type DocumentCategory,
  documentInputSchema,
  type documentQuerySchema,
  type LibraryDocument,
} from '../../../domain/schemas/document';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { documents } from '../../db/schema/documents';
import { files } from '../../db/schema/files';
import { users } from '../../db/schema/users';
import { badRequest, notFound } from '../../lib/app-error';
import { likePattern } from '../../lib/like-pattern';
import { deleteFiles } from '../../storage/delete-files';
import { toFileRef } from '../../storage/file-refs';
import { type ReceivedUpload, withUpload } from '../../storage/receive-upload';

type DocumentQuery = z.output<typeof documentQuerySchema>;

const missing = () => notFound('That document does not exist.');

function selectDocuments(db: Db) {
  return db
    .select({
      id: documents.id,
      title: documents.title,
      category: documents.category,
      description: documents.description,
      createdAt: documents.createdAt,
      uploaderId: users.id,
      uploaderName: users.name,
      fileId: files.id,
      originalName: files.originalName,
      mimeType: files.mimeType,
      sizeBytes: files.sizeBytes,
    })
    .from(documents)
    .innerJoin(files, eq(files.id, documents.fileId))
    .leftJoin(users, eq(users.id, documents.uploadedBy));
}

type DocumentRow = Awaited<ReturnType<ReturnType<typeof selectDocuments>['execute']>>[number];

function toLibraryDocument(row: DocumentRow): LibraryDocument {
  return {
    _id: row.id,
    title: row.title,
    category: row.category as DocumentCategory,
    description: row.description,
    file: toFileRef({
      id: row.fileId,
      originalName: row.originalName,
      mimeType: row.mimeType,
      sizeBytes: row.sizeBytes,
    }),
    uploadedBy: row.uploaderId ? { _id: row.uploaderId, name: row.uploaderName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listDocuments(deps: AppContext, query: DocumentQuery) {
  const conditions: SQL[] = [];
  if (query.category) conditions.push(eq(documents.category, query.category));
  if (query.uploadedBy) conditions.push(eq(documents.uploadedBy, query.uploadedBy));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(
        ilike(documents.title, pattern),
        ilike(documents.description, pattern),
        ilike(files.originalName, pattern),
      ) as SQL,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    selectDocuments(deps.db)
      .where(where)
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(documents).innerJoin(files, eq(files.id, documents.fileId)).where(where),
  ]);
  const n = Number(total?.n ?? 0);
  return {
    documents: rows.map(toLibraryDocument),
    total: n,
    page: query.page,
    pages: pageCount(n, query.pageSize),
  };
}

/** Everyone who has uploaded to the library, for the uploader filter. */
export async function listUploaders(deps: AppContext) {
  const rows = await deps.db
    .select({ id: users.id, name: users.name, n: count() })
    .from(documents)
    .innerJoin(users, eq(users.id, documents.uploadedBy))
    .groupBy(users.id, users.name)
    .orderBy(users.name);
  return rows.map((r) => ({ _id: r.id, name: r.name, count: Number(r.n) }));
}

async function getDocument(db: Db, id: string): Promise<LibraryDocument> {
  const [row] = await selectDocuments(db).where(eq(documents.id, id));
  if (!row) throw missing();
  return toLibraryDocument(row);
}

function parseDocumentFields(fields: Record<string, string>) {
  const parsed = documentInputSchema.safeParse({
    title: fields.title,
    category: fields.category,
    description: fields.description,
  });
  if (!parsed.success) {
    const messages = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || '_', i.message]));
    throw badRequest(
      parsed.error.issues[0]?.message ?? 'The document details are not valid.',
      messages,
      'VALIDATION_FAILED',
    );
  }
  return parsed.data;
}

export async function uploadDocument(deps: AppContext, upload: ReceivedUpload, userId: string) {
  const id = await withUpload(upload, async () => {
    const input = parseDocumentFields(upload.fields);
    if (!upload.has('file')) throw badRequest('Choose a file to upload.', { file: 'Choose a file to upload.' });
    return deps.db.transaction(async (tx) => {
      const saved = await upload.commit(tx, userId);
      const [row] = await tx
        .insert(documents)
        .values({
          title: input.title,
          category: input.category,
          description: input.description ?? null,
          fileId: saved.file![0]!.id,
          uploadedBy: userId,
          createdAt: deps.clock(),
        })
        .returning({ id: documents.id });
      return row!.id;
    });
  });
  return getDocument(deps.db, id);
}

export async function deleteDocument(deps: AppContext, id: string) {
  const [row] = await deps.db
    .delete(documents)
    .where(eq(documents.id, id))
    .returning({ title: documents.title, fileId: documents.fileId });
  if (!row) throw missing();
  await deleteFiles(deps, [row.fileId]);
  return { message: `${row.title} has been deleted.` };
}
