import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StampDutyRateRecord, stampDutyRateInputSchema } from '../../../domain/schemas/price-list';
import type { AppContext } from '../../context';
import { stampDutyRates } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { conflict, notFound } from '../../lib/app-error';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';

/** The editable table of stamp duty and registration by state and city (decision 176). */

type Input = z.output<typeof stampDutyRateInputSchema>;

/** Projects in the row's state and city (written with an alias: Drizzle leaves columns unqualified here). */
const usedBy = sql<number>`(select cast(count(*) as integer) from projects p where lower(p.state) = lower("stamp_duty_rates"."state") and lower(p.city) = lower("stamp_duty_rates"."area"))`;

async function selectRates(ctx: AppContext, id?: string): Promise<StampDutyRateRecord[]> {
  const rows = await ctx.db
    .select({ rate: stampDutyRates, byName: users.name, projects: usedBy })
    .from(stampDutyRates)
    .leftJoin(users, eq(users.id, stampDutyRates.updatedBy))
    .where(id ? eq(stampDutyRates.id, id) : undefined)
    .orderBy(asc(sql`lower(${stampDutyRates.state})`), asc(sql`lower(${stampDutyRates.area})`));
  return rows.map(({ rate: r, byName, projects: n }) => ({
    _id: r.id,
    state: r.state,
    area: r.area,
    stampDutyPercent: Number(r.stampDutyPercent),
    womanConcessionPoints: Number(r.womanConcessionPoints),
    registrationPercent: Number(r.registrationPercent),
    registrationCapRupees: r.registrationCapRupees === null ? null : Number(r.registrationCapRupees),
    source: r.source,
    updatedBy: r.updatedBy && byName !== null ? { _id: r.updatedBy, name: byName } : null,
    updatedAt: r.updatedAt.toISOString(),
    projects: Number(n),
  }));
}

export const listStampDutyRates = async (ctx: AppContext) => ({ rates: await selectRates(ctx) });

async function getRate(ctx: AppContext, id: string) {
  const [rate] = await selectRates(ctx, id);
  if (!rate) throw notFound('That stamp-duty rate does not exist.');
  return rate;
}

const columnsOf = (input: Input) => ({
  state: input.state,
  area: input.area,
  stampDutyPercent: String(input.stampDutyPercent),
  womanConcessionPoints: String(input.womanConcessionPoints),
  registrationPercent: String(input.registrationPercent),
  registrationCapRupees: input.registrationCapRupees === null ? null : String(input.registrationCapRupees),
  source: input.source,
});

const duplicate = (input: Input) =>
  conflict(`${input.area}, ${input.state} already has a rate; change that row instead.`, 'DUPLICATE_AREA', {
    area: 'This city of this state already has a rate.',
  });

export async function createStampDutyRate(ctx: AppContext, input: Input, userId: string) {
  try {
    const [row] = await ctx.db
      .insert(stampDutyRates)
      .values({ ...columnsOf(input), updatedBy: userId, updatedAt: ctx.clock() })
      .returning({ id: stampDutyRates.id });
    return getRate(ctx, row!.id);
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw duplicate(input);
    throw error;
  }
}

export async function updateStampDutyRate(ctx: AppContext, id: string, input: Input, userId: string) {
  await getRate(ctx, id);
  try {
    await ctx.db
      .update(stampDutyRates)
      .set({ ...columnsOf(input), updatedBy: userId, updatedAt: ctx.clock() })
      .where(eq(stampDutyRates.id, id));
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw duplicate(input);
    throw error;
  }
  return getRate(ctx, id);
}

export async function deleteStampDutyRate(ctx: AppContext, id: string) {
  const rate = await getRate(ctx, id);
  if (rate.projects > 0) {
    throw conflict(
      `${rate.area}, ${rate.state} is the rate of ${rate.projects === 1 ? 'a project' : `${rate.projects} projects`}; their cost sheets need it. Change it instead.`,
      'RATE_IN_USE',
    );
  }
  await ctx.db.delete(stampDutyRates).where(eq(stampDutyRates.id, id));
  return { message: `The rate of ${rate.area}, ${rate.state} has been deleted.` };
}
