import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ChargeSplit, MilestoneTrigger, PaymentPlanKind } from '../../../domain/collections/lists';
import { fromBasisPoints, stageName, toBasisPoints } from '../../../domain/collections/payment-plan';
import type { Milestone, PaymentPlan, PaymentPlanValues } from '../../../domain/schemas/payment-plan';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { bookings } from '../../db/schema/bookings';
import { paymentPlanMilestones, paymentPlans } from '../../db/schema/payment-plans';
import { projects } from '../../db/schema/projects';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';

/**
 * A project's payment plan templates (decision 191). The milestones are written whole with the
 * plan in one transaction; a booking copies them into its own schedule, so editing a plan never
 * changes a booking already made on it.
 */

type PlanRow = typeof paymentPlans.$inferSelect;
type MilestoneRow = typeof paymentPlanMilestones.$inferSelect;

const bpOrNull = (bp: number | null) => (bp === null ? null : fromBasisPoints(bp));

export function toMilestone(row: MilestoneRow): Milestone {
  return {
    name: row.name,
    trigger: row.trigger as MilestoneTrigger,
    stage: row.stageKey === null ? null : stageName(row.stageKey),
    dueOn: row.dueOn,
    dueAfterDays: row.dueAfterDays,
    percent: fromBasisPoints(row.percentBp),
    parkingPercent: bpOrNull(row.parkingBp),
    locationPercent: bpOrNull(row.locationBp),
  };
}

/** The plans with their milestones and booking counts, in one query each. */
async function plansOf(db: DbOrTx, where: ReturnType<typeof and>): Promise<PaymentPlan[]> {
  const rows = await db
    .select({ plan: paymentPlans, projectName: projects.name })
    .from(paymentPlans)
    .innerJoin(projects, eq(projects.id, paymentPlans.projectId))
    .where(where)
    .orderBy(asc(projects.name), asc(sql`lower(${paymentPlans.name})`));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.plan.id);
  const [milestoneRows, counts] = await Promise.all([
    db
      .select()
      .from(paymentPlanMilestones)
      .where(inArray(paymentPlanMilestones.planId, ids))
      .orderBy(asc(paymentPlanMilestones.planId), asc(paymentPlanMilestones.position)),
    db
      .select({ planId: bookings.paymentPlanId, n: count() })
      .from(bookings)
      .where(inArray(bookings.paymentPlanId, ids))
      .groupBy(bookings.paymentPlanId),
  ]);
  const byPlan = new Map<string, Milestone[]>();
  for (const m of milestoneRows) {
    const list = byPlan.get(m.planId) ?? [];
    list.push(toMilestone(m));
    byPlan.set(m.planId, list);
  }
  const bookingCount = new Map(counts.map((c) => [c.planId, Number(c.n)]));
  return rows.map(({ plan, projectName }) => toPlan(plan, projectName, byPlan.get(plan.id) ?? [], bookingCount));
}

function toPlan(
  plan: PlanRow,
  projectName: string,
  milestones: Milestone[],
  bookingCount: Map<string | null, number>,
): PaymentPlan {
  return {
    _id: plan.id,
    projectId: plan.projectId,
    projectName,
    name: plan.name,
    kind: plan.kind as PaymentPlanKind,
    parkingSplit: plan.parkingSplit as ChargeSplit,
    locationSplit: plan.locationSplit as ChargeSplit,
    note: plan.note,
    archived: plan.archivedAt !== null,
    milestones,
    bookingCount: bookingCount.get(plan.id) ?? 0,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
  };
}

export async function listPaymentPlans(ctx: AppContext, query: { projectId?: string; archived?: boolean }) {
  const where = and(
    query.projectId ? eq(paymentPlans.projectId, query.projectId) : undefined,
    query.archived === undefined
      ? undefined
      : query.archived
        ? isNotNull(paymentPlans.archivedAt)
        : isNull(paymentPlans.archivedAt),
  );
  return { plans: await plansOf(ctx.db, where) };
}

export async function getPaymentPlan(db: DbOrTx, id: string): Promise<PaymentPlan> {
  const [plan] = await plansOf(db, eq(paymentPlans.id, id));
  if (!plan) throw notFound('That payment plan does not exist.');
  return plan;
}

async function projectMustExist(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id));
  if (!row) throw badRequest('That project does not exist.', { projectId: 'Choose a project.' });
}

const milestoneRows = (planId: string, input: PaymentPlanValues) =>
  input.milestones.map((m, i) => ({
    planId,
    position: i + 1,
    name: m.name,
    trigger: m.trigger,
    stageKey: m.stage,
    dueOn: m.dueOn,
    dueAfterDays: m.dueAfterDays,
    percentBp: toBasisPoints(m.percent),
    parkingBp: m.parkingPercent === null ? null : toBasisPoints(m.parkingPercent),
    locationBp: m.locationPercent === null ? null : toBasisPoints(m.locationPercent),
  }));

const sameName = (name: string) =>
  conflict(`The project already has a plan named “${name}”; choose another name.`, 'DUPLICATE_NAME', {
    name: 'A plan of this project has this name.',
  });

async function uniqueName<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw sameName(name);
    throw error;
  }
}

export async function createPaymentPlan(ctx: AppContext, input: PaymentPlanValues, userId: string) {
  await projectMustExist(ctx.db, input.projectId);
  const id = await uniqueName(input.name, () =>
    ctx.db.transaction(async (tx) => {
      const now = ctx.clock();
      const [row] = await tx
        .insert(paymentPlans)
        .values({
          projectId: input.projectId,
          name: input.name,
          kind: input.kind,
          parkingSplit: input.parkingSplit,
          locationSplit: input.locationSplit,
          note: input.note ?? null,
          archivedAt: input.archived ? now : null,
          createdBy: userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: paymentPlans.id });
      await tx.insert(paymentPlanMilestones).values(milestoneRows(row!.id, input));
      return row!.id;
    }),
  );
  return getPaymentPlan(ctx.db, id);
}

export async function updatePaymentPlan(ctx: AppContext, id: string, input: PaymentPlanValues) {
  const current = await getPaymentPlan(ctx.db, id);
  if (input.projectId !== current.projectId) {
    throw badRequest('A plan stays in its project; make a new plan for the other project.', {
      projectId: 'A plan cannot move to another project.',
    });
  }
  await uniqueName(input.name, () =>
    ctx.db.transaction(async (tx) => {
      const now = ctx.clock();
      await tx
        .update(paymentPlans)
        .set({
          name: input.name,
          kind: input.kind,
          parkingSplit: input.parkingSplit,
          locationSplit: input.locationSplit,
          note: input.note ?? null,
          // Archiving keeps the first day it was archived.
          archivedAt: input.archived
            ? sql`coalesce(${paymentPlans.archivedAt}, ${now.toISOString()}::timestamptz)`
            : null,
          updatedAt: now,
        })
        .where(eq(paymentPlans.id, id));
      await tx.delete(paymentPlanMilestones).where(eq(paymentPlanMilestones.planId, id));
      await tx.insert(paymentPlanMilestones).values(milestoneRows(id, input));
    }),
  );
  return getPaymentPlan(ctx.db, id);
}

export async function deletePaymentPlan(ctx: AppContext, id: string) {
  const plan = await getPaymentPlan(ctx.db, id);
  if (plan.bookingCount > 0) {
    throw conflict(
      `“${plan.name}” is the plan of ${plan.bookingCount} booking${plan.bookingCount === 1 ? '' : 's'}; archive it instead, so no new booking is offered it.`,
      'PLAN_IN_USE',
    );
  }
  // The same condition in the statement: a booking may have chosen the plan since it was read.
  const rows = await ctx.db
    .delete(paymentPlans)
    .where(
      and(
        eq(paymentPlans.id, id),
        sql`not exists (select 1 from ${bookings} where ${bookings.paymentPlanId} = ${paymentPlans.id})`,
      ),
    )
    .returning({ id: paymentPlans.id });
  if (rows.length === 0)
    throw conflict(`“${plan.name}” was just chosen for a booking; archive it instead.`, 'PLAN_IN_USE');
  return { message: `Payment plan “${plan.name}” deleted.` };
}
