import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { describeChanges, ENTITY_FIELDS } from '../../../domain/entities/entity-changes';
import { pageCount } from '../../../domain/paging';
import {
  ENTITY_TYPE_LABELS,
  type EntityDetail,
  type EntityList,
  type entityInputSchema,
  type entityQuerySchema,
} from '../../../domain/schemas/entity';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { bookings } from '../../db/schema/bookings';
import { entities, entityDocuments, entityPayments } from '../../db/schema/entities';
import { conflict, notFound } from '../../lib/app-error';
import { likePattern } from '../../lib/like-pattern';
import { isInUseError } from '../../lib/pg-error';
import { deleteFiles } from '../../storage/delete-files';
import { listDocuments } from './documents-service';
import { moneyText, toEntity } from './entity-view';
import { type Actor, recordHistory } from './history';

type EntityValues = z.output<typeof entityInputSchema>;

export const entityMissing = () => notFound('That entity does not exist.');

/** The columns of an entity from the form; flat fields are kept only for a flat buyer. */
function columns(input: EntityValues) {
  const flat = input.type === 'customer';
  return {
    type: input.type,
    name: input.name,
    mobile: input.mobile ?? null,
    email: input.email ?? null,
    pan: input.pan ?? null,
    gstin: input.gstin ?? null,
    address: input.address ?? null,
    project: flat ? (input.project ?? null) : null,
    wing: flat ? (input.wing ?? null) : null,
    flatNo: flat ? (input.flatNo ?? null) : null,
    floor: flat ? (input.floor ?? null) : null,
    carpetArea: flat && input.carpetArea !== undefined ? String(input.carpetArea) : null,
    agreementValue: input.agreementValue === undefined ? null : moneyText(input.agreementValue),
  };
}

export async function listEntities(
  deps: Pick<AppContext, 'db'>,
  query: z.output<typeof entityQuerySchema>,
): Promise<EntityList> {
  const searchWhere: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    searchWhere.push(
      or(
        ilike(entities.name, pattern),
        ilike(entities.mobile, pattern),
        ilike(entities.project, pattern),
        ilike(entities.flatNo, pattern),
        ilike(entities.pan, pattern),
      ) as SQL,
    );
  }
  const where = and(...searchWhere, ...(query.type ? [eq(entities.type, query.type)] : []));
  const [rows, [total], perType] = await Promise.all([
    deps.db
      .select()
      .from(entities)
      .where(where)
      .orderBy(asc(entities.name), asc(entities.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(entities).where(where),
    deps.db
      .select({ type: entities.type, n: count() })
      .from(entities)
      .where(searchWhere.length ? and(...searchWhere) : undefined)
      .groupBy(entities.type),
  ]);
  const n = Number(total?.n ?? 0);
  const counts: Record<string, number> = Object.fromEntries(Object.keys(ENTITY_TYPE_LABELS).map((t) => [t, 0]));
  for (const row of perType) counts[row.type] = Number(row.n);
  return {
    entities: rows.map(toEntity),
    total: n,
    page: query.page,
    pages: pageCount(n, query.pageSize),
    counts,
  };
}

export async function findEntity(db: Db, id: string) {
  const [row] = await db.select().from(entities).where(eq(entities.id, id));
  return row;
}

export async function getEntity(deps: Pick<AppContext, 'db'>, id: string): Promise<EntityDetail> {
  const row = await findEntity(deps.db, id);
  if (!row) throw entityMissing();
  return { ...toEntity(row), documents: await listDocuments(deps.db, id) };
}

export async function createEntity(
  deps: Pick<AppContext, 'db' | 'clock'>,
  input: EntityValues,
  actor: Actor,
): Promise<EntityDetail> {
  const now = deps.clock();
  const id = await deps.db.transaction(async (tx) => {
    const values = columns(input);
    const [row] = await tx
      .insert(entities)
      .values({ ...values, createdBy: actor.id, createdAt: now, updatedAt: now })
      .returning({ id: entities.id });
    await recordHistory(tx, {
      entityId: row!.id,
      action: 'created',
      summary: `${ENTITY_TYPE_LABELS[input.type]} ${input.name} added`,
      changes: describeChanges(ENTITY_FIELDS, null, values),
      actor,
      at: now,
    });
    return row!.id;
  });
  return getEntity(deps, id);
}

export async function updateEntity(
  deps: AppContext,
  id: string,
  input: EntityValues,
  actor: Actor,
): Promise<EntityDetail> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(entities).where(eq(entities.id, id)).for('update');
    if (!current) throw entityMissing();
    const values = columns(input);
    const changes = describeChanges(ENTITY_FIELDS, current, values);
    // Saving an unchanged form is not a change worth a history row.
    if (changes.length === 0) return;
    await tx
      .update(entities)
      .set({ ...values, updatedAt: now })
      .where(eq(entities.id, id));
    await recordHistory(tx, {
      entityId: id,
      action: 'updated',
      summary: `Details changed: ${changes.map((c) => c.field).join(', ')}`,
      changes,
      actor,
      at: now,
    });
  });
  return getEntity(deps, id);
}

/** Payments are the company's books: an entity with payments cannot simply disappear. */
export async function deleteEntity(deps: AppContext, id: string) {
  let fileIds: string[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      const [current] = await tx.select({ id: entities.id }).from(entities).where(eq(entities.id, id)).for('update');
      if (!current) throw entityMissing();
      const [payments] = await tx.select({ n: count() }).from(entityPayments).where(eq(entityPayments.entityId, id));
      if (Number(payments?.n) > 0) {
        throw conflict(
          `This entity has ${Number(payments?.n)} payment(s) recorded. Delete the payments first, or keep the entity.`,
          'ENTITY_HAS_PAYMENTS',
        );
      }
      // The buyer of a booking keeps their record: the booking's receipts are their money (decision 201).
      const [booked] = await tx
        .select({ bookingNo: bookings.bookingNo })
        .from(bookings)
        .where(eq(bookings.entityId, id))
        .orderBy(asc(bookings.bookingDate), asc(bookings.bookingNo))
        .limit(1);
      if (booked) {
        throw conflict(
          `This flat buyer is the buyer of booking ${booked.bookingNo}, so the record is kept with the booking's payments.`,
          'ENTITY_ON_BOOKING',
        );
      }
      const docs = await tx
        .select({ fileId: entityDocuments.fileId })
        .from(entityDocuments)
        .where(eq(entityDocuments.entityId, id));
      fileIds = docs.map((d) => d.fileId);
      await tx.delete(entities).where(eq(entities.id, id));
    });
  } catch (error) {
    if (isInUseError(error)) {
      throw conflict(
        'This entity has issued letters or other records that refer to it, so it cannot be deleted.',
        'ENTITY_IN_USE',
      );
    }
    throw error;
  }
  await deleteFiles(deps, fileIds);
  return { message: 'Entity deleted successfully.' };
}
