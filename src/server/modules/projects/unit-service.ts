import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Facing, UnitStatus } from '../../../domain/inventory/statuses';
import type { UnitType } from '../../../domain/inventory/unit-types';
import { pageCount } from '../../../domain/paging';
import type { towerInputSchema } from '../../../domain/schemas/project';
import {
  UNITS_PAGE_SIZE,
  type Unit,
  type UnitList,
  type UnitValues,
  type unitListQuerySchema,
} from '../../../domain/schemas/unit';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { towers, units } from '../../db/schema/inventory';
import { projects } from '../../db/schema/projects';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { likePattern } from '../../lib/like-pattern';
import { isInUseError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';

/** Towers and units of a project: one at a time, blocking by management. The bulk form is in bulk-units.ts. */

type TowerValues = z.output<typeof towerInputSchema>;

/** Statuses a hold or a booking set: such a unit keeps its tower and cannot be deleted. */
export const TAKEN_STATUSES: readonly UnitStatus[] = ['held', 'booked', 'agreement_registered', 'sold'];

export async function projectExists(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: projects.id, name: projects.name }).from(projects).where(eq(projects.id, id));
  if (!row) throw notFound('That project does not exist.');
  return row;
}

export async function towerOf(db: DbOrTx, id: string) {
  const [row] = await db.select().from(towers).where(eq(towers.id, id));
  if (!row) throw notFound('That tower does not exist.');
  return row;
}

const towerName = (name: string) => (/^(tower|wing|block)\b/i.test(name) ? name : `Tower ${name}`);

const duplicateTower = (name: string) =>
  conflict(`${towerName(name)} already exists in this project.`, 'DUPLICATE_TOWER', {
    name: 'A tower with this name already exists in the project.',
  });

export async function createTower(ctx: AppContext, projectId: string, input: TowerValues) {
  await projectExists(ctx.db, projectId);
  const now = ctx.clock();
  try {
    const [row] = await ctx.db
      .insert(towers)
      .values({ projectId, ...input, createdAt: now, updatedAt: now })
      .returning();
    return toTower(row!);
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw duplicateTower(input.name);
    throw error;
  }
}

export const toTower = (row: typeof towers.$inferSelect) => ({
  _id: row.id,
  projectId: row.projectId,
  name: row.name,
  floorFrom: row.floorFrom,
  floorTo: row.floorTo,
});

export async function updateTower(ctx: AppContext, id: string, input: TowerValues) {
  const tower = await towerOf(ctx.db, id);
  const [span] = await ctx.db
    .select({ low: sql<number | null>`min(${units.floor})`, high: sql<number | null>`max(${units.floor})` })
    .from(units)
    .where(eq(units.towerId, id));
  if (span?.low !== null && span?.low !== undefined && span.high !== null) {
    const low = Number(span.low);
    const high = Number(span.high);
    if (input.floorFrom > low || input.floorTo < high) {
      throw badRequest(
        `Units of ${towerName(tower.name)} stand on floors ${low} to ${high}; the floors must include them.`,
        {
          floorFrom: `Units stand on floors ${low} to ${high}.`,
        },
      );
    }
  }
  try {
    const [row] = await ctx.db
      .update(towers)
      .set({ ...input, updatedAt: ctx.clock() })
      .where(eq(towers.id, id))
      .returning();
    return toTower(row!);
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw duplicateTower(input.name);
    throw error;
  }
}

const listNumbers = (numbers: readonly string[], max = 20) =>
  numbers.length > max ? `${numbers.slice(0, max).join(', ')} and ${numbers.length - max} more` : numbers.join(', ');

export async function deleteTower(ctx: AppContext, id: string) {
  const tower = await towerOf(ctx.db, id);
  const taken = await ctx.db
    .select({ number: units.number })
    .from(units)
    .where(and(eq(units.towerId, id), inArray(units.status, [...TAKEN_STATUSES])))
    .orderBy(asc(units.floor), asc(units.number));
  if (taken.length > 0) {
    throw conflict(
      `${towerName(tower.name)} cannot be deleted: units ${listNumbers(taken.map((u) => u.number))} are on hold, booked or sold.`,
      'TOWER_IN_USE',
    );
  }
  try {
    await ctx.db.delete(towers).where(eq(towers.id, id));
  } catch (error) {
    if (isInUseError(error)) {
      throw conflict(
        `${towerName(tower.name)} cannot be deleted: some of its units have bookings (cancelled ones count). Block them instead.`,
        'TOWER_IN_USE',
      );
    }
    throw error;
  }
  return { message: `${towerName(tower.name)} and its units have been deleted.` };
}

function selectUnits(db: DbOrTx) {
  return db.select({ unit: units, towerName: towers.name }).from(units).innerJoin(towers, eq(towers.id, units.towerId));
}

type UnitJoin = { unit: typeof units.$inferSelect; towerName: string };

export function toUnit({ unit: u, towerName: name }: UnitJoin): Unit {
  return {
    _id: u.id,
    projectId: u.projectId,
    towerId: u.towerId,
    tower: { _id: u.towerId, name },
    number: u.number,
    floor: u.floor,
    type: u.type as UnitType,
    carpetSqm: Number(u.carpetSqm),
    balconySqm: Number(u.balconySqm),
    saleableSqm: Number(u.saleableSqm),
    facing: (u.facing as Facing | null) ?? null,
    parkingSlots: u.parkingSlots,
    locations: u.locations,
    status: u.status as UnitStatus,
    blockedReason: u.blockedReason,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}

export async function getUnit(db: DbOrTx, id: string): Promise<Unit> {
  const [row] = await selectUnits(db).where(eq(units.id, id));
  if (!row) throw notFound('That unit does not exist.');
  return toUnit(row);
}

export async function listUnits(
  ctx: AppContext,
  projectId: string,
  query: z.output<typeof unitListQuerySchema>,
): Promise<UnitList> {
  await projectExists(ctx.db, projectId);
  const conditions: SQL[] = [eq(units.projectId, projectId)];
  if (query.towerId) conditions.push(eq(units.towerId, query.towerId));
  if (query.status) conditions.push(eq(units.status, query.status));
  if (query.q) conditions.push(ilike(units.number, likePattern(query.q)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectUnits(ctx.db)
      .where(where)
      .orderBy(asc(towers.sortOrder), asc(sql`lower(${towers.name})`), asc(units.floor), asc(units.number))
      .limit(UNITS_PAGE_SIZE)
      .offset((query.page - 1) * UNITS_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(units).where(where),
  ]);
  const n = Number(total?.n ?? 0);
  return { units: rows.map(toUnit), total: n, page: query.page, pageCount: pageCount(n, UNITS_PAGE_SIZE) };
}

/** The tower's floors grow to take in units placed outside them. */
export async function widenTower(db: DbOrTx, towerId: string, low: number, high: number, at: Date) {
  await db
    .update(towers)
    .set({
      floorFrom: sql`least(${towers.floorFrom}, ${low})`,
      floorTo: sql`greatest(${towers.floorTo}, ${high})`,
      updatedAt: at,
    })
    .where(and(eq(towers.id, towerId), sql`(${towers.floorFrom} > ${low} or ${towers.floorTo} < ${high})`));
}

async function towerInProject(db: DbOrTx, towerId: string, projectId: string) {
  const [tower] = await db.select().from(towers).where(eq(towers.id, towerId));
  if (!tower || tower.projectId !== projectId) {
    throw badRequest('That tower is not in this project.', { towerId: 'Choose a tower of this project.' });
  }
  return tower;
}

const unitColumns = (input: UnitValues) => ({
  towerId: input.towerId,
  number: input.number,
  floor: input.floor,
  type: input.type,
  carpetSqm: String(input.carpetSqm),
  balconySqm: String(input.balconySqm),
  saleableSqm: String(input.saleableSqm),
  facing: input.facing,
  parkingSlots: input.parkingSlots,
  locations: input.locations,
});

const duplicateUnit = (number: string, tower: string) =>
  conflict(`Unit ${number} already exists in ${towerName(tower)}.`, 'DUPLICATE_UNIT', {
    number: `${number} already exists in ${towerName(tower)}.`,
  });

export async function createUnit(ctx: AppContext, projectId: string, input: UnitValues): Promise<Unit> {
  await projectExists(ctx.db, projectId);
  const tower = await towerInProject(ctx.db, input.towerId, projectId);
  const now = ctx.clock();
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(units)
        .values({ projectId, ...unitColumns(input), createdAt: now, updatedAt: now })
        .returning({ id: units.id });
      await widenTower(tx, tower.id, input.floor, input.floor, now);
      return row!.id;
    });
    return getUnit(ctx.db, id);
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw duplicateUnit(input.number, tower.name);
    throw error;
  }
}

export async function updateUnit(ctx: AppContext, id: string, input: UnitValues): Promise<Unit> {
  const current = await getUnit(ctx.db, id);
  const tower = await towerInProject(ctx.db, input.towerId, current.projectId);
  if (tower.id !== current.towerId && TAKEN_STATUSES.includes(current.status)) {
    throw conflict(
      `Unit ${current.number} is ${current.status === 'held' ? 'on hold' : current.status.replace('_', ' ')}, so it stays in ${towerName(current.tower.name)}.`,
      'UNIT_TAKEN',
      { towerId: 'A unit on hold, booked or sold keeps its tower.' },
    );
  }
  const now = ctx.clock();
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(units)
        .set({ ...unitColumns(input), updatedAt: now })
        .where(eq(units.id, id));
      await widenTower(tx, tower.id, input.floor, input.floor, now);
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw duplicateUnit(input.number, tower.name);
    throw error;
  }
  return getUnit(ctx.db, id);
}

export async function deleteUnit(ctx: AppContext, id: string) {
  const unit = await getUnit(ctx.db, id);
  if (TAKEN_STATUSES.includes(unit.status)) {
    throw conflict(
      `Unit ${unit.number} is ${unit.status === 'held' ? 'on hold' : unit.status.replace('_', ' ')} and cannot be deleted.`,
      'UNIT_TAKEN',
    );
  }
  try {
    await ctx.db.delete(units).where(and(eq(units.id, id), sql`${units.status} in ('available', 'blocked')`));
  } catch (error) {
    if (isInUseError(error)) {
      throw conflict(
        `Unit ${unit.number} has a cancelled booking on record, so it cannot be deleted; block it instead.`,
        'UNIT_IN_USE',
      );
    }
    throw error;
  }
  return { message: `Unit ${unit.number} of ${towerName(unit.tower.name)} has been deleted.` };
}

/** Management keeps an available unit off the market, with a reason. */
export async function blockUnit(ctx: AppContext, id: string, reason: string): Promise<Unit> {
  const unit = await getUnit(ctx.db, id);
  const rows = await ctx.db
    .update(units)
    .set({ status: 'blocked', blockedReason: reason, updatedAt: ctx.clock() })
    .where(and(eq(units.id, id), eq(units.status, 'available')))
    .returning({ id: units.id });
  if (rows.length === 0) {
    const now = await getUnit(ctx.db, id);
    throw conflict(
      now.status === 'blocked'
        ? `Unit ${unit.number} is already blocked.`
        : `Unit ${unit.number} is ${now.status === 'held' ? 'on hold' : now.status.replace('_', ' ')}; only an available unit can be blocked.`,
      'UNIT_NOT_AVAILABLE',
    );
  }
  return getUnit(ctx.db, id);
}

export async function unblockUnit(ctx: AppContext, id: string): Promise<Unit> {
  const unit = await getUnit(ctx.db, id);
  const rows = await ctx.db
    .update(units)
    .set({ status: 'available', blockedReason: null, updatedAt: ctx.clock() })
    .where(and(eq(units.id, id), eq(units.status, 'blocked')))
    .returning({ id: units.id });
  if (rows.length === 0) throw conflict(`Unit ${unit.number} is not blocked.`, 'UNIT_NOT_BLOCKED');
  return getUnit(ctx.db, id);
}

export { listNumbers, towerName };
