import { z } from 'zod';
import { CHARGE_SPLITS, DEMAND_STATUSES, MILESTONE_TRIGGERS } from '../collections/lists';
import { checkMilestoneRows, MAX_MILESTONES, milestoneInputSchema } from './payment-plan';

/**
 * A booking's own payment schedule (issue 28, decision 192): the plan's milestones copied at
 * booking with amounts from the frozen agreement value, editable for that booking.
 */

/** The states of an instalment on the booking page: not yet due, due (no demand yet), or raised. */
export const INSTALMENT_STATES = ['upcoming', 'due', 'raised'] as const;
export type InstalmentState = (typeof INSTALMENT_STATES)[number];

export const scheduleInstalmentInputSchema = milestoneInputSchema.extend({
  /** An instalment kept from the schedule as it was; none for a new one. */
  _id: z
    .union([z.literal(''), z.null(), z.uuid({ error: 'That instalment is not valid.' })])
    .optional()
    .transform((v) => v || undefined),
});

/** PUT /api/bookings/:id/schedule: the whole schedule as it should be. */
export const bookingScheduleInputSchema = z
  .object({
    parkingSplit: z.enum(CHARGE_SPLITS, { error: 'Parking is asked for with every instalment or by milestone.' }),
    locationSplit: z.enum(CHARGE_SPLITS, {
      error: 'Location charges are asked for with every instalment or by milestone.',
    }),
    instalments: z
      .array(scheduleInstalmentInputSchema, { error: 'Instalments must be a list.' })
      .min(1, { error: 'A schedule needs at least one instalment.' })
      .max(MAX_MILESTONES, { error: `A schedule has at most ${MAX_MILESTONES} instalments.` }),
  })
  .superRefine((schedule, ctx) => {
    const seen = new Set<string>();
    schedule.instalments.forEach((row, i) => {
      if (!row._id) return;
      if (seen.has(row._id))
        ctx.addIssue({ code: 'custom', path: ['instalments', i, '_id'], message: 'An instalment is listed twice.' });
      seen.add(row._id);
    });
    checkMilestoneRows(schedule, schedule.instalments, 'instalments', ctx);
  });
export type BookingScheduleInput = z.input<typeof bookingScheduleInputSchema>;
export type BookingScheduleValues = z.output<typeof bookingScheduleInputSchema>;

/** POST /api/bookings/:id/schedule/from-plan: the schedule copied again from a plan. */
export const scheduleFromPlanSchema = z.object({
  paymentPlanId: z.uuid({ error: 'Choose a payment plan.' }),
});

export const scheduleInstalmentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  trigger: z.enum(MILESTONE_TRIGGERS),
  stage: z.string().nullable(),
  dueOn: z.string().nullable(),
  dueAfterDays: z.number().nullable(),
  percent: z.number(),
  parkingPercent: z.number().nullable(),
  locationPercent: z.number().nullable(),
  /** Rupees, from the booking's frozen agreement value, before GST. */
  amount: z.number(),
  state: z.enum(INSTALMENT_STATES),
  /** When it falls (or fell) due, where that is known yet: null for a stage not reached. */
  dueDate: z.string().nullable(),
  demand: z
    .object({
      _id: z.string(),
      demandNo: z.string(),
      status: z.enum(DEMAND_STATUSES),
      /** The demand was the earlier buyer's, before a transfer (decision 203). */
      earlierBuyer: z.boolean(),
    })
    .nullable(),
});
export type ScheduleInstalment = z.infer<typeof scheduleInstalmentSchema>;

export const bookingScheduleSchema = z.object({
  bookingId: z.string(),
  paymentPlan: z.object({ _id: z.string(), name: z.string() }).nullable(),
  agreementValue: z.number(),
  parkingSplit: z.enum(CHARGE_SPLITS),
  locationSplit: z.enum(CHARGE_SPLITS),
  instalments: z.array(scheduleInstalmentSchema),
});
export type BookingSchedule = z.infer<typeof bookingScheduleSchema>;
