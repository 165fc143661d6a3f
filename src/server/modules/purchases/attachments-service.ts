import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { purchaseAttachments, purchases } from '../../db/schema/purchases';
import { badRequest, notFound } from '../../lib/app-error';
import { deleteFiles } from '../../storage/delete-files';
import { type FileField, type ReceivedUpload, withUpload } from '../../storage/receive-upload';
import { policies } from '../../storage/upload-policy';
import { loadPurchase, purchaseMissing } from './purchase-view';

/** Scans or photos of the supplier's bill, readable by whoever manages purchases. */
export const billFields: Record<string, FileField> = {
  bill: { policy: policies.pdfOrImage('purchase.manage'), multiple: true },
};

export async function addAttachments(deps: AppContext, id: string, upload: ReceivedUpload, userId: string) {
  await withUpload(upload, async () => {
    if (!upload.has('bill')) throw badRequest('Choose at least one file of the bill.', { bill: 'Choose a file.' });
    await deps.db.transaction(async (tx) => {
      const [bill] = await tx.select({ id: purchases.id }).from(purchases).where(eq(purchases.id, id)).for('update');
      if (!bill) throw purchaseMissing();
      const saved = await upload.commit(tx, userId);
      const now = deps.clock();
      await tx
        .insert(purchaseAttachments)
        .values((saved.bill ?? []).map((f) => ({ purchaseId: id, fileId: f.id, createdAt: now })));
    });
  });
  return loadPurchase(deps.db, id);
}

export async function removeAttachment(deps: AppContext, id: string, fileId: string) {
  const [link] = await deps.db
    .delete(purchaseAttachments)
    .where(and(eq(purchaseAttachments.purchaseId, id), eq(purchaseAttachments.fileId, fileId)))
    .returning({ fileId: purchaseAttachments.fileId });
  if (!link) throw notFound('That file is not attached to this purchase.');
  await deleteFiles(deps, [link.fileId]);
  return loadPurchase(deps.db, id);
}
