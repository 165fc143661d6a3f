import { asc, eq, inArray } from 'drizzle-orm';
import type { CustomerProperty } from '../../../domain/schemas/customer-property';
import type { DbOrTx } from '../../db/database';
import { type customerProperties, customerPropertyDocuments } from '../../db/schema/customer-property';
import { files } from '../../db/schema/files';
import { loadFileRefs, toFileRef } from '../../storage/file-refs';

type CustomerRow = typeof customerProperties.$inferSelect;

/** Customer rows as the API shows them, with their documents, in three queries for any number of rows. */
export async function toCustomers(db: DbOrTx, rows: CustomerRow[]): Promise<CustomerProperty[]> {
  if (rows.length === 0) return [];
  const basic = await loadFileRefs(
    db,
    rows.flatMap((r) => [r.profileFileId, r.aadharCardFileId, r.panCardFileId, r.lightBillFileId]),
  );
  const others = await db
    .select({
      owner: customerPropertyDocuments.customerPropertyId,
      uploadedAt: customerPropertyDocuments.createdAt,
      id: files.id,
      originalName: files.originalName,
      mimeType: files.mimeType,
      sizeBytes: files.sizeBytes,
    })
    .from(customerPropertyDocuments)
    .innerJoin(files, eq(files.id, customerPropertyDocuments.fileId))
    .where(
      inArray(
        customerPropertyDocuments.customerPropertyId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(customerPropertyDocuments.createdAt), asc(files.originalName));
  const ref = (id: string | null) => (id ? (basic.get(id) ?? null) : null);
  return rows.map((r) => ({
    _id: r.id,
    ownerName: r.ownerName,
    address: r.address,
    contact: r.contact,
    type: r.type as CustomerProperty['type'],
    subType: r.subType,
    projectName: r.projectName,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    documents: {
      profile: ref(r.profileFileId),
      aadharCard: ref(r.aadharCardFileId),
      panCard: ref(r.panCardFileId),
      lightBill: ref(r.lightBillFileId),
      otherDocs: others
        .filter((o) => o.owner === r.id)
        .map(({ owner: _o, uploadedAt, ...file }) => ({ ...toFileRef(file), uploadedAt: uploadedAt.toISOString() })),
    },
  }));
}
