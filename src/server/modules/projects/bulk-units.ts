import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type BulkUnitsValues,
  planBulkUnits,
  repeatedNumbers,
  type unitSpecSchema,
} from '../../../domain/schemas/unit';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { towers, units } from '../../db/schema/inventory';
import { badRequest, conflict } from '../../lib/app-error';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';
import { listNumbers, projectExists, toTower, towerName, widenTower } from './unit-service';

/** Rows per INSERT: 1,000 units × 12 columns stays far below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1000;

export interface NewUnit {
  towerId: string;
  number: string;
  floor: number;
  spec: z.output<typeof unitSpecSchema>;
}

/** Units already in their towers by number (any case): the clash a bulk create or an import refuses. */
export async function existingNumbers(db: DbOrTx, towerId: string, numbers: readonly string[]): Promise<string[]> {
  if (numbers.length === 0) return [];
  const rows = await db
    .select({ number: units.number })
    .from(units)
    .where(
      and(
        eq(units.towerId, towerId),
        inArray(
          sql`lower(${units.number})`,
          numbers.map((n) => n.toLowerCase()),
        ),
      ),
    )
    .orderBy(units.floor, units.number);
  return rows.map((r) => r.number);
}

/** Inserts units set-based: a few statements of up to 1,000 rows, never a row at a time. */
export async function insertUnits(db: DbOrTx, projectId: string, list: readonly NewUnit[], at: Date) {
  for (let start = 0; start < list.length; start += INSERT_CHUNK) {
    await db.insert(units).values(
      list.slice(start, start + INSERT_CHUNK).map((u) => ({
        projectId,
        towerId: u.towerId,
        number: u.number,
        floor: u.floor,
        type: u.spec.type,
        carpetSqm: String(u.spec.carpetSqm),
        balconySqm: String(u.spec.balconySqm),
        saleableSqm: String(u.spec.saleableSqm),
        facing: u.spec.facing,
        parkingSlots: u.spec.parkingSlots,
        locations: u.spec.locations,
        createdAt: at,
        updatedAt: at,
      })),
    );
  }
}

const clash = (tower: string, numbers: readonly string[]) =>
  conflict(
    `${towerName(tower)} already has ${numbers.length === 1 ? 'unit' : 'units'} ${listNumbers(numbers)}; nothing was created.`,
    'UNITS_EXIST',
    { numbers: numbers.join(', ') },
  );

/** POST /api/projects/:id/units/bulk: a tower's floors × positions in one go, all or nothing. */
export async function createBulkUnits(ctx: AppContext, projectId: string, input: BulkUnitsValues) {
  await projectExists(ctx.db, projectId);
  const planned = planBulkUnits(input);
  const repeated = repeatedNumbers(planned);
  if (repeated.length > 0) {
    throw badRequest(
      `The pattern gives the same number twice (${listNumbers(repeated, 10)}); add {floor:02} or {pos:02}.`,
      {
        pattern: 'The pattern numbers two units alike.',
      },
    );
  }
  const now = ctx.clock();
  let towerLabel = input.towerName ?? '';
  try {
    return await ctx.db.transaction(async (tx) => {
      let tower: typeof towers.$inferSelect | undefined;
      if (input.towerId) {
        [tower] = await tx.select().from(towers).where(eq(towers.id, input.towerId));
        if (!tower || tower.projectId !== projectId) {
          throw badRequest('That tower is not in this project.', { towerId: 'Choose a tower of this project.' });
        }
      } else {
        [tower] = await tx
          .select()
          .from(towers)
          .where(and(eq(towers.projectId, projectId), sql`lower(${towers.name}) = lower(${input.towerName})`));
        if (!tower) {
          [tower] = await tx
            .insert(towers)
            .values({
              projectId,
              name: input.towerName!,
              floorFrom: input.floorFrom,
              floorTo: input.floorTo,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
        }
      }
      towerLabel = tower!.name;
      const taken = await existingNumbers(
        tx,
        tower!.id,
        planned.map((p) => p.number),
      );
      if (taken.length > 0) throw clash(tower!.name, taken);
      await insertUnits(
        tx,
        projectId,
        planned.map((p) => ({
          towerId: tower!.id,
          number: p.number,
          floor: p.floor,
          spec: input.positions[p.position]!,
        })),
        now,
      );
      await widenTower(tx, tower!.id, input.floorFrom, input.floorTo, now);
      const [after] = await tx.select().from(towers).where(eq(towers.id, tower!.id));
      return { tower: toTower(after!), created: planned.length };
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      throw conflict(
        `Another change added units to ${towerName(towerLabel)} at the same moment; nothing was created. Try again.`,
        'UNITS_EXIST',
      );
    }
    throw error;
  }
}
