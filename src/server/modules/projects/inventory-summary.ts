import { sql } from 'drizzle-orm';
import { LIVE_BOOKING_STATUSES } from '../../../domain/inventory/statuses';
import { fromPaise, toPaise } from '../../../domain/money/paise';
import type { InventoryRow } from '../../../domain/schemas/dashboard';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { projects } from '../../db/schema/projects';
import { sqlList } from '../../db/sql-list';
import { projectPricing } from './pricing';

interface UnitLine {
  project_id: string;
  state: 'available' | 'held' | 'booked' | 'sold' | 'blocked';
  type: string;
  floor: number;
  carpet_sqm: string;
  saleable_sqm: string;
  parking_slots: number;
  locations: string[];
  booked_total: string | null;
}

/**
 * Every project's units by state and their all-in value (decision 185): one query reads all the
 * units with their state now (a hold past its time is available, as the grid shows it) and their
 * live booking's frozen total; each project's units are then priced in memory through the one
 * pricing path (three small queries per project), summed in paise.
 */
export async function inventoryByProject(db: DbOrTx, day: string, now: Date): Promise<InventoryRow[]> {
  const [projectRows, units] = await Promise.all([
    db.select().from(projects).orderBy(sql`lower(${projects.name})`, projects.id),
    db.execute(sql`
      select u.project_id, u.type, u.floor, u.carpet_sqm, u.saleable_sqm, u.parking_slots, u.locations,
        case
          when u.status = 'held' and not exists (
            select 1 from unit_holds h where h.unit_id = u.id and h.ended_at is null and h.held_until > ${now}::timestamptz
          ) then 'available'
          when u.status in ('booked', 'agreement_registered') then 'booked'
          else u.status
        end as state,
        b.total_amount as booked_total
      from units u
      left join bookings b on b.unit_id = u.id and b.status in (${sqlList(LIVE_BOOKING_STATUSES)})`),
  ]);
  const byProject = new Map<string, UnitLine[]>();
  for (const unit of rowsOf<UnitLine>(units)) {
    const list = byProject.get(unit.project_id) ?? [];
    list.push(unit);
    byProject.set(unit.project_id, list);
  }
  return Promise.all(
    projectRows.map(async (project) => {
      const pricing = await projectPricing(db, project, day);
      const paise = { available: 0, held: 0, booked: 0, sold: 0 };
      const count = { available: 0, held: 0, booked: 0, sold: 0, blocked: 0 };
      let unpriced = 0;
      for (const unit of byProject.get(project.id) ?? []) {
        count[unit.state] += 1;
        if (unit.state === 'blocked') continue;
        if (unit.booked_total !== null && (unit.state === 'booked' || unit.state === 'sold')) {
          paise[unit.state] += toPaise(Number(unit.booked_total));
          continue;
        }
        const sheet = pricing.price({
          type: unit.type,
          floor: unit.floor,
          carpetSqm: unit.carpet_sqm,
          saleableSqm: unit.saleable_sqm,
          parkingSlots: unit.parking_slots,
          locations: unit.locations,
        });
        if (sheet) paise[unit.state] += toPaise(sheet.total);
        else if (unit.state === 'available' || unit.state === 'held') unpriced += 1;
      }
      const bucket = (state: keyof typeof paise) => ({ units: count[state], value: fromPaise(paise[state]) });
      return {
        _id: project.id,
        name: project.name,
        available: bucket('available'),
        held: bucket('held'),
        booked: bucket('booked'),
        sold: bucket('sold'),
        blocked: count.blocked,
        unpriced,
      };
    }),
  );
}
