import { and, asc, eq, sql } from 'drizzle-orm';
import { type CustomerType, SUB_TYPES } from '../../../domain/schemas/customer-property';
import type { DbOrTx } from '../../db/database';
import { customerProperties } from '../../db/schema/customer-property';

export interface PropertyFacts {
  ownerName: string;
  /** 10 digits; the record keeps it as 91 and the 10 digits. */
  mobile: string;
  address: string;
  /** The unit's type (1BHK… Shops, Plot, Row house). */
  unitType: string;
  projectName: string;
}

export interface PropertyLink {
  id: string;
  name: string;
  how: 'mobile' | 'created';
}

/** The Customer Management type of a unit type, or null for the kinds it has no sub-type for. */
export function customerTypeOf(unitType: string): CustomerType | null {
  for (const type of Object.keys(SUB_TYPES) as CustomerType[]) {
    if (SUB_TYPES[type].includes(unitType)) return type;
  }
  return null;
}

/**
 * The buyer's Customer Management record for this project: the one with the same contact and
 * project (any case), else a new one, in the caller's transaction. A plot or row house has no
 * sub-type in Customer Management, so it gets none (null).
 */
export async function linkCustomerProperty(tx: DbOrTx, facts: PropertyFacts, actorId: string, now: Date) {
  const type = customerTypeOf(facts.unitType);
  if (!type) return null;
  const contact = `91${facts.mobile}`;
  const [found] = await tx
    .select({ id: customerProperties.id, ownerName: customerProperties.ownerName })
    .from(customerProperties)
    .where(
      and(
        eq(customerProperties.contact, contact),
        sql`lower(${customerProperties.projectName}) = lower(${facts.projectName})`,
      ),
    )
    .orderBy(asc(customerProperties.createdAt), asc(customerProperties.id))
    .limit(1);
  if (found) return { id: found.id, name: found.ownerName, how: 'mobile' } satisfies PropertyLink;
  const [row] = await tx
    .insert(customerProperties)
    .values({
      ownerName: facts.ownerName,
      address: facts.address,
      contact,
      type,
      subType: facts.unitType,
      projectName: facts.projectName,
      createdBy: actorId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: customerProperties.id });
  return { id: row!.id, name: facts.ownerName, how: 'created' } satisfies PropertyLink;
}
