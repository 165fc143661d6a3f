import { and, desc, eq } from 'drizzle-orm';
import {
  type EntityDocument,
  type EntityDocumentKind,
  entityDocumentInputSchema,
  KYC_DOCUMENT_KINDS,
} from '../../../domain/schemas/entity';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { entities, entityDocuments } from '../../db/schema/entities';
import { files } from '../../db/schema/files';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { deleteFiles } from '../../storage/delete-files';
import { toFileRef } from '../../storage/file-refs';
import { type FileField, type ReceivedUpload, withUpload } from '../../storage/receive-upload';
import { policies } from '../../storage/upload-policy';
import { type Actor, recordHistory } from './history';

/**
 * The file of POST /api/entities/:id/add-document. General papers (agreement, allotment letter,
 * receipts) are readable by whoever manages entities; identity papers are KYC: audited on every
 * view and readable only with kyc.view. Which one it is depends on the `kind` field, which may
 * arrive after the file, so the file is staged under the general policy and re-checked below.
 */
export const entityDocumentFields: Record<string, FileField> = {
  file: { policy: policies.document('entities.manage') },
};

export async function listDocuments(db: DbOrTx, entityId: string): Promise<EntityDocument[]> {
  const rows = await db
    .select({
      id: entityDocuments.id,
      kind: entityDocuments.kind,
      title: entityDocuments.title,
      createdAt: entityDocuments.createdAt,
      uploadedBy: entityDocuments.uploadedBy,
      file: { id: files.id, originalName: files.originalName, mimeType: files.mimeType, sizeBytes: files.sizeBytes },
    })
    .from(entityDocuments)
    .innerJoin(files, eq(files.id, entityDocuments.fileId))
    .where(eq(entityDocuments.entityId, entityId))
    .orderBy(desc(entityDocuments.createdAt), desc(entityDocuments.id));
  return rows.map((r) => ({
    _id: r.id,
    kind: r.kind as EntityDocumentKind,
    title: r.title,
    file: toFileRef(r.file),
    uploadedBy: r.uploadedBy,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function addDocument(deps: AppContext, entityId: string, upload: ReceivedUpload, actor: Actor) {
  await withUpload(upload, async () => {
    const parsed = entityDocumentInputSchema.safeParse(upload.fields);
    if (!parsed.success) {
      const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || '_', i.message]));
      throw badRequest(
        parsed.error.issues[0]?.message ?? 'The document details are not valid.',
        fields,
        'VALIDATION_FAILED',
      );
    }
    const staged = upload.files.find((f) => f.field === 'file');
    if (!staged) throw badRequest('Choose a file to upload.', { file: 'Choose a file.' });
    const { kind, title } = parsed.data;
    if (KYC_DOCUMENT_KINDS.includes(kind)) {
      const kyc = policies.kyc();
      if (!kyc.accept.has(staged.mimeType)) {
        throw new AppError(415, 'FILE_TYPE_NOT_ALLOWED', `A ${kind} must be a ${kyc.describe} file.`, {
          file: `Only ${kyc.describe} files are accepted.`,
        });
      }
      staged.policy = kyc;
    }
    const now = deps.clock();
    await deps.db.transaction(async (tx) => {
      const [entity] = await tx
        .select({ id: entities.id })
        .from(entities)
        .where(eq(entities.id, entityId))
        .for('update');
      if (!entity) throw notFound('That entity does not exist.');
      await upload.commit(tx, actor.id);
      await tx
        .insert(entityDocuments)
        .values({ entityId, fileId: staged.id, kind, title: title ?? null, uploadedBy: actor.id, createdAt: now });
      await tx.update(entities).set({ updatedAt: now }).where(eq(entities.id, entityId));
      await recordHistory(tx, {
        entityId,
        action: 'document_added',
        summary: `${kind} uploaded: ${staged.originalName}`,
        changes: [{ field: kind, from: null, to: title ? `${title} (${staged.originalName})` : staged.originalName }],
        actor,
        at: now,
      });
    });
  });
}

export async function removeDocument(deps: AppContext, entityId: string, documentId: string, actor: Actor) {
  const now = deps.clock();
  const fileId = await deps.db.transaction(async (tx) => {
    const [doc] = await tx
      .delete(entityDocuments)
      .where(and(eq(entityDocuments.id, documentId), eq(entityDocuments.entityId, entityId)))
      .returning();
    if (!doc) throw notFound('That document is not among this entity’s documents.');
    const [file] = await tx.select({ name: files.originalName }).from(files).where(eq(files.id, doc.fileId));
    await recordHistory(tx, {
      entityId,
      action: 'document_deleted',
      summary: `${doc.kind} removed: ${file?.name ?? 'file'}`,
      changes: [{ field: doc.kind, from: file?.name ?? null, to: null }],
      actor,
      at: now,
    });
    return doc.fileId;
  });
  await deleteFiles(deps, [fileId]);
}
