import { and, asc, eq, notExists } from 'drizzle-orm';
import type { z } from 'zod';
import { describeChanges, describePayment, PAYMENT_FIELDS } from '../../../domain/entities/entity-changes';
import { entityLedger, usualDirection } from '../../../domain/entities/entity-ledger';
import { fromPaise, toPaise } from '../../../domain/money/paise';
import type { EntityMoney } from '../../../domain/schemas/buyer-money';
import type { EntityType } from '../../../domain/schemas/entity';
import type {
  EntityPayment,
  entityPaymentInputSchema,
  PaymentDirection,
  PaymentMode,
} from '../../../domain/schemas/entity-payment';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { receipts } from '../../db/schema/collections';
import { entities, entityPayments } from '../../db/schema/entities';
import { notFound } from '../../lib/app-error';
import { buyerBookings, refuseIfOnBooking, refuseIfReceipt } from './buyer-money';
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

type Deps = Pick<AppContext, 'db' | 'clock' | 'settings'>;

/**
 * Payments in the order of the passbook: by date, then as entered. For a flat buyer with bookings
 * (decision 201) the entries a receipt was made from are the receipts now: they are left out here
 * and the bookings' receipts (amount and TDS, bounced ones apart) count in the totals instead.
 */
export async function paymentSummary(deps: Deps, entityId: string): Promise<EntityMoney> {
  const [entity] = await deps.db
    .select({ type: entities.type, agreementValue: entities.agreementValue })
    .from(entities)
    .where(eq(entities.id, entityId));
  if (!entity) throw entityMissing();
  const rows = await deps.db
    .select()
    .from(entityPayments)
    .where(
      and(
        eq(entityPayments.entityId, entityId),
        notExists(
          deps.db.select({ id: receipts.id }).from(receipts).where(eq(receipts.entityPaymentId, entityPayments.id)),
        ),
      ),
    )
    .orderBy(asc(entityPayments.date), asc(entityPayments.createdAt), asc(entityPayments.id));
  const type = entity.type as EntityType;
  const agreementValue = entity.agreementValue === null ? null : Number(entity.agreementValue);
  const ledger = entityLedger(type, agreementValue, rows.map(toPayment));
  const booked = await buyerBookings(deps, entityId);
  if (booked.length === 0) return { ...ledger, bookings: [], due: null };
  const credit = booked.reduce((s, b) => s + toPaise(b.received) + toPaise(b.tds), 0);
  const received = toPaise(ledger.totalReceived) + credit;
  const paid = toPaise(ledger.totalPaid);
  const net = usualDirection(type) === 'received' ? received - paid : paid - received;
  const liveOnes = booked.filter((b) => b.live);
  return {
    ...ledger,
    totalReceived: fromPaise(received),
    balance: agreementValue === null ? null : fromPaise(toPaise(agreementValue) - net),
    bookings: booked,
    due: liveOnes.length ? fromPaise(liveOnes.reduce((s, b) => s + toPaise(b.due), 0)) : null,
  };
}

/** Locks the entity so that a payment and its history row are ordered with other changes to it. */
async function lockEntity(tx: DbOrTx, entityId: string) {
  const [entity] = await tx
    .select({ id: entities.id, name: entities.name })
    .from(entities)
    .where(eq(entities.id, entityId))
    .for('update');
  if (!entity) throw entityMissing();
  return entity;
}

export async function addPayment(deps: Deps, entityId: string, input: PaymentValues, actor: Actor) {
  const now = deps.clock();
  const id = await deps.db.transaction(async (tx) => {
    const entity = await lockEntity(tx, entityId);
    await refuseIfOnBooking(tx, entityId, entity.name);
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
    await refuseIfReceipt(tx, paymentId);
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
    await refuseIfReceipt(tx, paymentId);
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
  return { message: 'Payment deleted successfully.', ...(await paymentSummary(deps, entityId)) };
}

async function withPayment(deps: Deps, entityId: string, paymentId: string) {
  const summary = await paymentSummary(deps, entityId);
  const payment = summary.payments.find((p) => p._id === paymentId);
  if (!payment) throw paymentMissing();
  return { payment, ...summary };
}
