import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/database';
import { rowsOf } from '../src/server/db/rows';

export interface InventoryShape {
  name: string;
  city?: string;
  towers: number;
  floors: number;
  perFloor: number;
  /** Who the holds are placed by, and for which lead (a tenth of the units are held when given). */
  holdsBy?: { userId: string; leadId: string };
}

/**
 * A project made inside the database in a few set-based statements (generate_series), for the
 * availability bench and for looking at a large grid: towers A, B…, floors 1…n, units 101, 102…,
 * types by position (1–3 BHK), facings, corner units, one price list with floor rise, location,
 * parking and other charges; then a mix of statuses: booked, agreement registered, sold, blocked
 * and, with `holdsBy`, held with open holds ending over the next two days.
 */
export async function buildInventory(db: Db, shape: InventoryShape): Promise<{ projectId: string; units: number }> {
  const [project] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into projects (name, city, state, metro, status, rera_number, address)
      values (${shape.name}, ${shape.city ?? 'Thane'}, 'Maharashtra', true, 'under_construction', 'P51700054321',
        'Ghodbunder Road, Thane West') returning id`),
  );
  const projectId = project!.id;
  await db.execute(sql`insert into towers (project_id, name, floor_from, floor_to, sort_order)
    select ${projectId}::uuid, chr(64 + t), 1, ${shape.floors}, t from generate_series(1, ${shape.towers}) t`);
  await db.execute(sql`insert into units (project_id, tower_id, number, floor, type, carpet_sqm, balcony_sqm,
      saleable_sqm, facing, parking_slots, locations)
    select ${projectId}::uuid, tw.id, f::text || lpad(p::text, 2, '0'), f,
      (array['1BHK','2BHK','2BHK','3BHK','2BHK','1BHK','3BHK','2BHK','2BHK','3BHK','1BHK','2BHK'])[1 + (p - 1) % 12],
      (array[41.5, 58.2, 62.5, 88.4, 60.0, 42.1, 92.3, 64.8, 59.9, 90.0, 40.2, 61.7])[1 + (p - 1) % 12],
      4.5,
      (array[55.0, 78.0, 84.0, 118.0, 80.5, 56.0, 124.0, 86.0, 80.0, 120.0, 54.0, 83.0])[1 + (p - 1) % 12],
      (array['N','NE','E','SE','S','SW','W','NW'])[1 + (p - 1) % 8],
      case when p % 4 = 0 then 2 else 1 end,
      case when p = 1 or p = ${shape.perFloor} then array['corner'] else '{}'::text[] end
    from towers tw, generate_series(1, ${shape.floors}) f, generate_series(1, ${shape.perFloor}) p
    where tw.project_id = ${projectId}::uuid`);
  await db.execute(sql`insert into price_lists (project_id, effective_from, rate_basis, base_rate_per_sqft,
      floor_rise_above_floor, floor_rise_per_sqft, parking_per_slot, location_charges, other_charges)
    values (${projectId}::uuid, '2026-01-01', 'carpet', 11500, 4, 45, 350000,
      ${JSON.stringify([{ key: 'corner', label: 'Corner', ratePerSqft: 250 }])}::jsonb,
      ${JSON.stringify([
        { key: 'club', label: 'Club membership', basis: 'lumpSum', value: 200000, gstPercent: 18 },
        { key: 'legal', label: 'Legal charges', basis: 'lumpSum', value: 25000, gstPercent: 0 },
        { key: 'mseb', label: 'Electricity (MSEB) connection', basis: 'lumpSum', value: 60000, gstPercent: 18 },
        {
          key: 'maintenance',
          label: 'Maintenance deposit',
          basis: 'monthlyPerSqft',
          value: 4,
          months: 24,
          gstPercent: 0,
        },
      ])}::jsonb)`);
  // A sold-out low rise, booked and registered flats scattered higher up, a few blocked by management.
  await db.execute(sql`update units set status = case
      when floor <= 2 then 'sold'
      when (hashtext(id::text) & 15) < 3 then 'booked'
      when (hashtext(id::text) & 15) < 5 then 'agreement_registered'
      when (hashtext(id::text) & 31) = 31 then 'blocked'
      else 'available' end,
    blocked_reason = case when floor > 2 and (hashtext(id::text) & 15) >= 5 and (hashtext(id::text) & 31) = 31
      then 'Kept for the landowner' end
    where project_id = ${projectId}::uuid`);
  if (shape.holdsBy) {
    const { userId, leadId } = shape.holdsBy;
    await db.execute(sql`with held as (
        update units set status = 'held' where project_id = ${projectId}::uuid and status = 'available'
          and (hashtext(id::text) & 7) = 3 returning id)
      insert into unit_holds (unit_id, lead_id, held_by, held_at, held_until)
      select id, ${leadId}::uuid, ${userId}::uuid, now(), now() + ((1 + (hashtext(id::text) & 47)) || ' hours')::interval
      from held`);
  }
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from units where project_id = ${projectId}::uuid`),
  );
  return { projectId, units: count!.n };
}
