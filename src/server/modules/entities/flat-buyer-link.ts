import { and, asc, eq } from 'drizzle-orm';
import { describeChanges, ENTITY_FIELDS } from '../../../domain/entities/entity-changes';
import type { DbOrTx } from '../../db/database';
import { entities } from '../../db/schema/entities';
import { badRequest } from '../../lib/app-error';
import { moneyText } from './entity-view';
import { type Actor, recordHistory } from './history';

/** The buyer and the flat a booking knows, for the Entity Manager's flat-buyer record. */
export interface FlatBuyerFacts {
  /** A flat buyer chosen on the form; else found by mobile, then PAN, else made. */
  entityId?: string | undefined;
  name: string;
  /** 10 digits, as the Entity Manager keeps it. */
  mobile: string;
  pan?: string | undefined;
  email?: string | undefined;
  address?: string | undefined;
  project: string;
  wing: string;
  flatNo: string;
  floor: string;
  /** Square feet, as the Entity Manager keeps it. */
  carpetSqft: number;
  agreementValue: number;
}

export interface FlatBuyerLink {
  id: string;
  name: string;
  how: 'chosen' | 'mobile' | 'pan' | 'created';
}

const buyerMissing = () => {
  const message = 'That flat buyer does not exist in the Entity Manager. Choose another or leave it empty.';
  return badRequest(message, { 'applicants.0.entityId': message }, 'FLAT_BUYER_NOT_FOUND');
};

/**
 * Finds the flat buyer (type customer) a booking's first applicant is — the one chosen, else the
 * oldest with the same mobile, else with the same PAN — or makes one, in the caller's transaction
 * with its history row. The flat's fields are written when the record has no flat yet or names
 * this one; a buyer on record for another flat keeps it (the booking links them all the same).
 */
export async function linkFlatBuyer(
  tx: DbOrTx,
  facts: FlatBuyerFacts,
  actor: Actor,
  now: Date,
): Promise<FlatBuyerLink> {
  const flat = {
    project: facts.project,
    wing: facts.wing,
    flatNo: facts.flatNo,
    floor: facts.floor,
    carpetArea: facts.carpetSqft.toFixed(2),
    agreementValue: moneyText(facts.agreementValue),
  };
  const found = await findBuyer(tx, facts);
  if (!found) {
    const values = {
      type: 'customer',
      name: facts.name,
      mobile: facts.mobile,
      email: facts.email ?? null,
      pan: facts.pan ?? null,
      address: facts.address ?? null,
      ...flat,
    };
    const [row] = await tx
      .insert(entities)
      .values({ ...values, createdBy: actor.id, createdAt: now, updatedAt: now })
      .returning({ id: entities.id });
    await recordHistory(tx, {
      entityId: row!.id,
      action: 'created',
      summary: `Flat buyer ${facts.name} added from the booking of ${facts.wing}-${facts.flatNo}, ${facts.project}`,
      changes: describeChanges(ENTITY_FIELDS, null, values),
      actor,
      at: now,
    });
    return { id: row!.id, name: facts.name, how: 'created' };
  }
  const { row, how } = found;
  const sameFlat = !row.flatNo || namesFlat(row, facts);
  const after = {
    ...row,
    ...(sameFlat ? flat : {}),
    pan: row.pan ?? facts.pan ?? null,
    email: row.email ?? facts.email ?? null,
    address: row.address ?? facts.address ?? null,
    mobile: row.mobile ?? facts.mobile,
  };
  const changes = describeChanges(ENTITY_FIELDS, row, after);
  if (changes.length > 0) {
    await tx
      .update(entities)
      .set({
        project: after.project,
        wing: after.wing,
        flatNo: after.flatNo,
        floor: after.floor,
        carpetArea: after.carpetArea,
        agreementValue: after.agreementValue,
        pan: after.pan,
        email: after.email,
        address: after.address,
        mobile: after.mobile,
        updatedAt: now,
      })
      .where(eq(entities.id, row.id));
    await recordHistory(tx, {
      entityId: row.id,
      action: 'updated',
      summary: `Filled from the booking of ${facts.wing}-${facts.flatNo}, ${facts.project}`,
      changes,
      actor,
      at: now,
    });
  }
  return { id: row.id, name: row.name, how };
}

/** Whether a flat-buyer record is the buyer of this flat (its number and project, in any case). */
const namesFlat = (row: { flatNo: string | null; project: string | null }, flat: { flatNo: string; project: string }) =>
  (row.flatNo ?? '').toLowerCase() === flat.flatNo.toLowerCase() &&
  (row.project ?? '').toLowerCase() === flat.project.toLowerCase();

/**
 * A booking's price changed after it was made (an approved discount): the agreement value on the
 * flat buyer's record follows, with its history row, when the record names this flat — the rule
 * linkFlatBuyer writes the flat by; a buyer on record for another flat keeps that flat's value.
 * Returns what was done, for the booking's timeline (null: no such buyer).
 */
export async function followAgreementValue(
  tx: DbOrTx,
  entityId: string,
  flat: { project: string; wing: string; flatNo: string },
  agreementValue: number,
  why: string,
  actor: Actor,
  now: Date,
): Promise<{ name: string; updated: boolean } | null> {
  const [row] = await tx
    .select()
    .from(entities)
    .where(and(eq(entities.id, entityId), eq(entities.type, 'customer')))
    .for('update');
  if (!row) return null;
  if (!namesFlat(row, flat)) return { name: row.name, updated: false };
  const after = { ...row, agreementValue: moneyText(agreementValue) };
  const changes = describeChanges(ENTITY_FIELDS, row, after);
  if (changes.length > 0) {
    await tx
      .update(entities)
      .set({ agreementValue: after.agreementValue, updatedAt: now })
      .where(eq(entities.id, row.id));
    await recordHistory(tx, {
      entityId: row.id,
      action: 'updated',
      summary: `${why} (booking of ${flat.wing}-${flat.flatNo}, ${flat.project})`,
      changes,
      actor,
      at: now,
    });
  }
  return { name: row.name, updated: true };
}

async function findBuyer(tx: DbOrTx, facts: FlatBuyerFacts) {
  const customers = (where: ReturnType<typeof eq>) =>
    tx
      .select()
      .from(entities)
      .where(and(eq(entities.type, 'customer'), where))
      .orderBy(asc(entities.createdAt), asc(entities.id))
      .limit(1)
      .for('update');
  if (facts.entityId) {
    const [chosen] = await customers(eq(entities.id, facts.entityId));
    if (!chosen) throw buyerMissing();
    return { row: chosen, how: 'chosen' as const };
  }
  const [byMobile] = await customers(eq(entities.mobile, facts.mobile));
  if (byMobile) return { row: byMobile, how: 'mobile' as const };
  if (facts.pan) {
    const [byPan] = await customers(eq(entities.pan, facts.pan));
    if (byPan) return { row: byPan, how: 'pan' as const };
  }
  return null;
}
