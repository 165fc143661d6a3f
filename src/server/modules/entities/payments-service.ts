import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { describeChanges, describePayment, PAYMENT_FIELDS } from '../../../domain/entities/entity-changes';
import { entityLedger } from '../../../domain/entities/entity-ledger';
import type { EntityType } from '../../../domain/schemas/entity';
import type {
  EntityPayment,
  EntityPaymentSummary,
  entityPaymentInputSchema,
  PaymentDirection,
  PaymentMode,
} from '../../../domain/schemas/entity-payment';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { entities, entityPayments } from '../../db/schema/entities';
import { notFound } from '../../lib/app-error';
import { moneyText } from './entity-view';
import { type Actor, recordHistory } from './history';
import { entityMissing } from './service';

type PaymentValues = z.output<typeof entityPaymentInputSchema>;
type PaymentRow = typeof entityPayments.$inferSelect;

const paymentMissing = () => notFound('That payment does not exist for this entity.');

function toPayment(row: PaymentRow): Omit<EntityPayment, 'runningTotal'> {
  return {
    _id: row.id,
    amount: Number(row.amount),
    date: row.date,
    mode: row.mode as PaymentMode,
    reference: row.reference,
    bank: row.bank,
    note: row.note,
    direction: row.direction as PaymentDirection,
    createdAt: row.createdAt.toISOString(),
  };
}

function columns(input: PaymentValues) {
  return {
    amount: moneyText(input.amount),
    date: input.date,
    mode: input.mode,
    reference: input.reference ?? null,
    bank: input.bank ?? null,
    note: input.note ?? null,
    direction: input.direction,
  };
}

/** Payments in the order of the passbook: by date, then as entered. */
export async function paymentSummary(db: DbOrTx, entityId: string): Promise<EntityPaymentSummary> {
  const [entity] = await db
    .select({ type: entities.type, agreementValue: entities.agreementValue })
    .from(entities)
    .where(eq(entities.id, entityId));
  if (!entity) throw entityMissing();
  const rows = await db
    .select()
    .from(entityPayments)
    .where(eq(entityPayments.entityId, entityId))
    .orderBy(asc(entityPayments.date), asc(entityPayments.createdAt), asc(entityPayments.id));
  return entityLedger(
    entity.type as EntityType,
    entity.agreementValue === null ? null : Number(entity.agreementValue),
    rows.map(toPayment),
  );
}

/** Locks the entity so that a payment and its history row are ordered with other changes to it. */
async function lockEntity(tx: DbOrTx, entityId: string) {
  const [entity] = await tx.select({ id: entities.id }).from(entities).where(eq(entities.id, entityId)).for('update');
  if (!entity) throw entityMissing();
}

export async function addPayment(
  deps: Pick<AppContext, 'db' | 'clock'>,
  entityId: string,
  input: PaymentValues,
  actor: Actor,
) {
  const now = deps.clock();
  const id = await deps.db.transaction(async (tx) => {
    await lockEntity(tx, entityId);
    const values = columns(input);
    const [row] = await tx
      .insert(entityPayments)
      .values({ ...values, entityId, createdBy: actor.id, createdAt: now, updatedAt: now })
      .returning({ id: entityPayments.id });
    await recordHistory(tx, {
      entityId,
      action: 'payment_added',
      summary: `Payment ${describePayment(input)}`,
      changes: describeChanges(PAYMENT_FIELDS, null, values),
      actor,
      at: now,
    });
    await tx.update(entities).set({ updatedAt: now }).where(eq(entities.id, entityId));
    return row!.id;
  });
  return withPayment(deps, entityId, id);
}

export async function updatePayment(
  deps: AppContext,
  entityId: string,
  paymentId: string,
  input: PaymentValues,
  actor: Actor,
) {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await lockEntity(tx, entityId);
    const [current] = await tx
      .select()
      .from(entityPayments)
      .where(and(eq(entityPayments.id, paymentId), eq(entityPayments.entityId, entityId)));
    if (!current) throw paymentMissing();
    const values = columns(input);
    const changes = describeChanges(PAYMENT_FIELDS, current, values);
    if (changes.length === 0) return;
    await tx
      .update(entityPayments)
      .set({ ...values, updatedAt: now })
      .where(eq(entityPayments.id, paymentId));
    await recordHistory(tx, {
      entityId,
      action: 'payment_updated',
      summary: `Payment of ${describePayment(toPayment(current))} edited`,
      changes,
      actor,
      at: now,
    });
    await tx.update(entities).set({ updatedAt: now }).where(eq(entities.id, entityId));
  });
  return withPayment(deps, entityId, paymentId);
}

export async function deletePayment(deps: AppContext, entityId: string, paymentId: string, actor: Actor) {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await lockEntity(tx, entityId);
    const [removed] = await tx
      .delete(entityPayments)
      .where(and(eq(entityPayments.id, paymentId), eq(entityPayments.entityId, entityId)))
      .returning();
    if (!removed) throw paymentMissing();
    await recordHistory(tx, {
      entityId,
      action: 'payment_deleted',
      summary: `Payment of ${describePayment(toPayment(removed))} deleted`,
      changes: describeChanges(PAYMENT_FIELDS, removed, null),
      actor,
      at: now,
    });
    await tx.update(entities).set({ updatedAt: now }).where(eq(entities.id, entityId));
  });
  return { message: 'Payment deleted successfully.', ...(await paymentSummary(deps.db, entityId)) };
}

async function withPayment(deps: Pick<AppContext, 'db'>, entityId: string, paymentId: string) {
  const summary = await paymentSummary(deps.db, entityId);
  const payment = summary.payments.find((p) => p._id === paymentId);
  if (!payment) throw paymentMissing();
  return { payment, ...summary };
}
