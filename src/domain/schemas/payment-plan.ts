import { z } from 'zod';
import { CHARGE_SPLITS, type ChargeSplit, MILESTONE_TRIGGERS, PAYMENT_PLAN_KINDS } from '../collections/lists';
import { hundredPercentProblem, stageKey, toBasisPoints } from '../collections/payment-plan';
import { hasAtMostTwoDecimals } from '../money/paise';
import { numberError, optionalText, refSchema, requiredText } from './common';
import { isoDateSchema } from './iso-date';

/**
 * Payment plans (issue 28, decision 191). One schema per payload, shared by the routes and the
 * plan form. Percentages travel as per cent with up to 2 decimals and are kept as basis points.
 */

export const MAX_MILESTONES = 60;

const percentSchema = (label: string) =>
  z
    .number({ error: numberError(label) })
    .min(0, { error: `${label} cannot be negative.` })
    .max(100, { error: `${label} cannot be more than 100%.` })
    .refine(hasAtMostTwoDecimals, { error: `${label} can have at most 2 decimals.` });

/** A share that is set only when the plan splits that charge by milestone: blank is none. */
const optionalPercent = (label: string) =>
  z
    .union([z.literal(''), z.null(), percentSchema(label)])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));

const blankToNull = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), z.null(), schema])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : (v as z.output<T>)));

/** One milestone as the form and the API send it. */
export const milestoneInputSchema = z.object({
  name: requiredText('Milestone', 100),
  trigger: z.enum(MILESTONE_TRIGGERS, {
    error: 'Choose when it falls due: on booking, on agreement, a stage, a date or days after booking.',
  }),
  /** The construction stage, for a stage milestone. */
  stage: optionalText('Stage', 60).transform((v) => (v ? stageKey(v) : null)),
  dueOn: blankToNull(isoDateSchema('Due date')),
  dueAfterDays: blankToNull(
    z
      .number({ error: numberError('Days after booking') })
      .int({ error: 'Days after booking must be a whole number.' })
      .min(0, { error: 'Days after booking cannot be negative.' })
      .max(3650, { error: 'Days after booking can be at most 3650.' }),
  ),
  percent: percentSchema('Percentage'),
  parkingPercent: optionalPercent('Parking share'),
  locationPercent: optionalPercent('Location share'),
});
export type MilestoneInput = z.input<typeof milestoneInputSchema>;
export type MilestoneValues = z.output<typeof milestoneInputSchema>;

/**
 * The checks a plan's milestones and a booking's instalments share: each trigger has the one field
 * it needs, dates in order, a stage once, the charge shares only when split by milestone, and the
 * percentages (and split shares) make exactly 100%.
 */
export function checkMilestoneRows(
  splits: { parkingSplit: ChargeSplit; locationSplit: ChargeSplit },
  rows: readonly MilestoneValues[],
  listKey: 'milestones' | 'instalments',
  ctx: z.RefinementCtx,
) {
  const stages = new Map<string, number>();
  let lastDate: string | null = null;
  rows.forEach((m, i) => {
    const at = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [listKey, i, field], message });
    if (m.trigger === 'stage' && !m.stage) at('stage', `Name the construction stage of “${m.name}”.`);
    if (m.trigger !== 'stage' && m.stage) at('stage', 'Only a stage milestone names a stage.');
    if (m.trigger === 'date' && !m.dueOn) at('dueOn', `Give the due date of “${m.name}”.`);
    if (m.trigger !== 'date' && m.dueOn) at('dueOn', 'Only a milestone due on a date has a due date.');
    if (m.trigger === 'days_after_booking' && m.dueAfterDays === null)
      at('dueAfterDays', `Say how many days after booking “${m.name}” falls due.`);
    if (m.trigger !== 'days_after_booking' && m.dueAfterDays !== null)
      at('dueAfterDays', 'Only a milestone due days after booking has a number of days.');
    if (m.trigger === 'date' && m.dueOn) {
      if (lastDate && m.dueOn < lastDate) at('dueOn', 'Dates must not go back: put the milestones in date order.');
      lastDate = m.dueOn;
    }
    if (m.stage) {
      if (stages.has(m.stage)) at('stage', `The stage “${m.stage}” is already milestone ${stages.get(m.stage)! + 1}.`);
      else stages.set(m.stage, i);
    }
    if (splits.parkingSplit === 'pro_rata' && m.parkingPercent !== null)
      at('parkingPercent', 'Parking follows each percentage; leave its share blank.');
    if (splits.locationSplit === 'pro_rata' && m.locationPercent !== null)
      at('locationPercent', 'Location charges follow each percentage; leave their share blank.');
  });
  const noun = listKey === 'instalments' ? 'The instalments' : 'The milestones';
  const checks: [string, number[]][] = [[noun, rows.map((m) => toBasisPoints(m.percent))]];
  if (splits.parkingSplit === 'milestones')
    checks.push(['The parking shares', rows.map((m) => toBasisPoints(m.parkingPercent ?? 0))]);
  if (splits.locationSplit === 'milestones')
    checks.push(['The location shares', rows.map((m) => toBasisPoints(m.locationPercent ?? 0))]);
  for (const [what, shares] of checks) {
    const problem = hundredPercentProblem(shares, what);
    if (problem) ctx.addIssue({ code: 'custom', path: [listKey], message: problem });
  }
}

/** POST /api/payment-plans and PUT /api/payment-plans/:id. */
export const paymentPlanInputSchema = z
  .object({
    projectId: refSchema('Project'),
    name: requiredText('Plan name', 100),
    kind: z.enum(PAYMENT_PLAN_KINDS, { error: 'Choose construction-linked, down payment or time-linked.' }),
    parkingSplit: z
      .enum(CHARGE_SPLITS, { error: 'Parking is asked for with every instalment or by milestone.' })
      .default('pro_rata'),
    locationSplit: z
      .enum(CHARGE_SPLITS, { error: 'Location charges are asked for with every instalment or by milestone.' })
      .default('pro_rata'),
    note: optionalText('Note', 1000),
    archived: z.boolean({ error: 'Archived is yes or no.' }).default(false),
    milestones: z
      .array(milestoneInputSchema, { error: 'Milestones must be a list.' })
      .min(1, { error: 'A plan needs at least one milestone.' })
      .max(MAX_MILESTONES, { error: `A plan has at most ${MAX_MILESTONES} milestones.` }),
  })
  .superRefine((plan, ctx) => {
    plan.milestones.forEach((m, i) => {
      if (m.trigger === 'date' && plan.kind !== 'time_linked')
        ctx.addIssue({
          code: 'custom',
          path: ['milestones', i, 'trigger'],
          message: 'Fixed dates belong to a time-linked plan; choose that kind or another trigger.',
        });
    });
    if (plan.kind === 'construction_linked' && !plan.milestones.some((m) => m.trigger === 'stage'))
      ctx.addIssue({
        code: 'custom',
        path: ['milestones'],
        message: 'A construction-linked plan needs at least one construction-stage milestone.',
      });
    checkMilestoneRows(plan, plan.milestones, 'milestones', ctx);
  });
export type PaymentPlanInput = z.input<typeof paymentPlanInputSchema>;
export type PaymentPlanValues = z.output<typeof paymentPlanInputSchema>;

export const milestoneSchema = z.object({
  name: z.string(),
  trigger: z.enum(MILESTONE_TRIGGERS),
  stage: z.string().nullable(),
  dueOn: z.string().nullable(),
  dueAfterDays: z.number().nullable(),
  percent: z.number(),
  parkingPercent: z.number().nullable(),
  locationPercent: z.number().nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const paymentPlanSchema = z.object({
  _id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  name: z.string(),
  kind: z.enum(PAYMENT_PLAN_KINDS),
  parkingSplit: z.enum(CHARGE_SPLITS),
  locationSplit: z.enum(CHARGE_SPLITS),
  note: z.string().nullable(),
  archived: z.boolean(),
  milestones: z.array(milestoneSchema),
  /** Bookings made on this plan: a plan with bookings is archived, not deleted. */
  bookingCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentPlan = z.infer<typeof paymentPlanSchema>;

/** GET /api/payment-plans?projectId=…&archived=… */
export const paymentPlanListQuerySchema = z.object({
  projectId: z
    .union([z.literal(''), z.uuid({ error: 'That project id is not valid.' })])
    .optional()
    .transform((v) => v || undefined),
  archived: z
    .enum(['true', 'false'], { error: 'Archived is true or false.' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export const paymentPlanListSchema = z.object({ plans: z.array(paymentPlanSchema) });
