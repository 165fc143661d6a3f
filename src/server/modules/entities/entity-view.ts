import type { Entity } from '../../../domain/schemas/entity';
import type { entities } from '../../db/schema/entities';

const num = (v: string | null) => (v === null ? null : Number(v));

export function toEntity(row: typeof entities.$inferSelect): Entity {
  return {
    _id: row.id,
    type: row.type as Entity['type'],
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    pan: row.pan,
    gstin: row.gstin,
    address: row.address,
    project: row.project,
    wing: row.wing,
    flatNo: row.flatNo,
    floor: row.floor,
    carpetArea: num(row.carpetArea),
    agreementValue: num(row.agreementValue),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Rupees as numeric(14,2) text: exact, never a float's 0.30000000000000004. */
export const moneyText = (rupees: number) => rupees.toFixed(2);
