import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { pageCount } from '../../../domain/paging';
import type { CustomerProperty, customerQuerySchema } from '../../../domain/schemas/customer-property';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { customerProperties, customerPropertyDocuments } from '../../db/schema/customer-property';
import { badRequest, notFound } from '../../lib/app-error';
import { likePattern } from '../../lib/like-pattern';
import { deleteFiles } from '../../storage/delete-files';
import { type ReceivedUpload, withUpload } from '../../storage/receive-upload';
import { toCustomers } from './customer-view';
import { CUSTOMER_FILE_FIELDS, FILE_COLUMNS, parseCustomerFields } from './upload-fields';

const missing = () => notFound('That customer does not exist.');

export async function listCustomers(deps: AppContext, query: z.output<typeof customerQuerySchema>) {
  const conditions: SQL[] = [];
  if (query.type) conditions.push(eq(customerProperties.type, query.type));
  if (query.subType) conditions.push(eq(customerProperties.subType, query.subType));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(
        ilike(customerProperties.ownerName, pattern),
        ilike(customerProperties.projectName, pattern),
        ilike(customerProperties.contact, pattern),
      ) as SQL,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(customerProperties)
      .where(where)
      .orderBy(desc(customerProperties.createdAt), desc(customerProperties.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(customerProperties).where(where),
  ]);
  const n = Number(total?.n ?? 0);
  return {
    data: await toCustomers(deps.db, rows),
    total: n,
    page: query.page,
    pages: pageCount(n, query.pageSize),
  };
}

async function findRow(db: Db, id: string) {
  const [row] = await db.select().from(customerProperties).where(eq(customerProperties.id, id));
  return row;
}

export async function getCustomer(deps: Pick<AppContext, 'db'>, id: string): Promise<CustomerProperty> {
  const row = await findRow(deps.db, id);
  if (!row) throw missing();
  const [customer] = await toCustomers(deps.db, [row]);
  return customer!;
}

export async function createCustomer(deps: AppContext, upload: ReceivedUpload, userId: string) {
  const id = await withUpload(upload, async () => {
    const input = parseCustomerFields(upload.fields);
    return deps.db.transaction(async (tx) => {
      const saved = await upload.commit(tx, userId);
      const fileIds = Object.fromEntries(
        CUSTOMER_FILE_FIELDS.map((field) => [FILE_COLUMNS[field], saved[field]?.[0]?.id ?? null]),
      );
      const now = deps.clock();
      const [row] = await tx
        .insert(customerProperties)
        .values({ ...input, ...fileIds, createdBy: userId, createdAt: now, updatedAt: now })
        .returning({ id: customerProperties.id });
      return row!.id;
    });
  });
  return getCustomer(deps, id);
}

export async function updateCustomer(deps: AppContext, id: string, upload: ReceivedUpload, userId: string) {
  const replaced: string[] = [];
  await withUpload(upload, async () => {
    const current = await findRow(deps.db, id);
    if (!current) throw missing();
    const input = parseCustomerFields(upload.fields, current);
    await deps.db.transaction(async (tx) => {
      const saved = await upload.commit(tx, userId);
      const fileIds: Partial<Record<(typeof FILE_COLUMNS)[keyof typeof FILE_COLUMNS], string>> = {};
      for (const field of CUSTOMER_FILE_FIELDS) {
        const next = saved[field]?.[0]?.id;
        if (!next) continue;
        const column = FILE_COLUMNS[field];
        fileIds[column] = next;
        const old = current[column];
        if (old) replaced.push(old);
      }
      await tx
        .update(customerProperties)
        .set({ ...input, ...fileIds, updatedAt: deps.clock() })
        .where(eq(customerProperties.id, id));
    });
  });
  // Bytes cannot be rolled back, so the replaced files go only after the new ones are committed.
  await deleteFiles(deps, replaced);
  return getCustomer(deps, id);
}

export async function deleteCustomer(deps: AppContext, id: string) {
  const fileIds = await deps.db.transaction(async (tx) => {
    // Read the other documents first: deleting the record cascades to their links.
    const others = await tx
      .select({ fileId: customerPropertyDocuments.fileId })
      .from(customerPropertyDocuments)
      .where(eq(customerPropertyDocuments.customerPropertyId, id));
    const [row] = await tx.delete(customerProperties).where(eq(customerProperties.id, id)).returning();
    if (!row) throw missing();
    return [
      row.profileFileId,
      row.aadharCardFileId,
      row.panCardFileId,
      row.lightBillFileId,
      ...others.map((o) => o.fileId),
    ];
  });
  await deleteFiles(
    deps,
    fileIds.filter((f): f is string => Boolean(f)),
  );
  return { message: 'Customer deleted successfully!' };
}

export async function addDocuments(deps: AppContext, id: string, upload: ReceivedUpload, userId: string) {
  await withUpload(upload, async () => {
    if (!upload.has('otherDoc')) {
      throw badRequest('Choose at least one file to upload.', { otherDoc: 'Choose at least one file.' });
    }
    if (!(await findRow(deps.db, id))) throw missing();
    await deps.db.transaction(async (tx) => {
      const saved = await upload.commit(tx, userId);
      const now = deps.clock();
      await tx
        .insert(customerPropertyDocuments)
        .values((saved.otherDoc ?? []).map((f) => ({ customerPropertyId: id, fileId: f.id, createdAt: now })));
      await tx.update(customerProperties).set({ updatedAt: now }).where(eq(customerProperties.id, id));
    });
  });
  return getCustomer(deps, id);
}

export async function removeDocument(deps: AppContext, id: string, fileId: string) {
  const [link] = await deps.db
    .delete(customerPropertyDocuments)
    .where(and(eq(customerPropertyDocuments.customerPropertyId, id), eq(customerPropertyDocuments.fileId, fileId)))
    .returning({ fileId: customerPropertyDocuments.fileId });
  if (!link) throw notFound('That document is not among this customer’s documents.');
  await deleteFiles(deps, [link.fileId]);
  return getCustomer(deps, id);
}
