import { z } from 'zod';
import { DEMAND_STATUSES } from '../collections/lists';
import { optionalText, requiredText } from './common';
import { fileRefSchema } from './document';
import { isoDateSchema } from './iso-date';

/**
 * Stage progress per tower and the demands a stage raises (issue 28, decisions 196 and 197).
 * Money travels as rupees with at most 2 decimals; the tables keep paise.
 */

/** The text fields of POST /api/towers/:id/stages (multipart: `files` carry the certificate and photos). */
export const towerStageInputSchema = z.object({
  name: requiredText('Stage', 80),
  reachedOn: isoDateSchema('Date reached'),
  note: optionalText('Note', 1000),
});
export type TowerStageInput = z.input<typeof towerStageInputSchema>;

export const towerStageSchema = z.object({
  _id: z.string(),
  towerId: z.string(),
  stageKey: z.string(),
  name: z.string(),
  reachedOn: z.string(),
  note: z.string().nullable(),
  recordedBy: z.object({ _id: z.string().nullable(), name: z.string() }),
  recordedAt: z.string(),
  files: z.array(fileRefSchema),
  /** The job raising this stage's demands, and where it stands. */
  raise: z.object({
    jobId: z.string().nullable(),
    status: z.string(),
    demands: z.number(),
    refusals: z.number(),
  }),
});
export type TowerStage = z.infer<typeof towerStageSchema>;

/** A tower's progress: the stages its plans name, and those reached. */
export const towerProgressSchema = z.object({
  tower: z.object({ _id: z.string(), name: z.string(), projectId: z.string(), projectName: z.string() }),
  /** Construction-stage milestones of the project's plans (names as the plans spell them), not reached yet. */
  stageOptions: z.array(z.object({ key: z.string(), name: z.string() })),
  reached: z.array(towerStageSchema),
  /** Bookings of the tower whose demand RERA section 13 refused, waiting for an override. */
  refusals: z.array(
    z.object({
      _id: z.string(),
      bookingId: z.string(),
      bookingNo: z.string(),
      buyer: z.string(),
      stage: z.string(),
      reason: z.string(),
      demanded: z.number(),
      limit: z.number(),
      refusedAt: z.string(),
    }),
  ),
});
export type TowerProgress = z.infer<typeof towerProgressSchema>;

/** A demand as the booking page lists it. */
export const bookingDemandSchema = z.object({
  _id: z.string(),
  demandNo: z.string(),
  instalment: z.string(),
  raisedOn: z.string(),
  dueOn: z.string(),
  amount: z.number(),
  gstPercent: z.number(),
  gst: z.number(),
  arrears: z.number(),
  interest: z.number(),
  total: z.number(),
  settled: z.number(),
  tdsApplies: z.boolean(),
  status: z.enum(DEMAND_STATUSES),
  /** Who the letter is addressed to: the bank and branch of a recorded home loan, else the buyer. */
  addressedTo: z.string(),
  /** The letter's PDF when it has been made. */
  letterFileId: z.string().nullable(),
  reraOverride: z.object({ by: z.string(), reason: z.string() }).nullable(),
});
export type BookingDemand = z.infer<typeof bookingDemandSchema>;

export const bookingDemandsSchema = z.object({
  demands: z.array(bookingDemandSchema),
  refusals: z.array(z.object({ _id: z.string(), instalment: z.string(), reason: z.string(), refusedAt: z.string() })),
  homeLoan: z.object({ bank: z.string(), branch: z.string(), loanAccount: z.string().nullable() }).nullable(),
  /** The first applicant's email; without one a demand stays `raised` (no email is sent). */
  buyerEmail: z.string().nullable(),
});
export type BookingDemands = z.infer<typeof bookingDemandsSchema>;

/** PUT a booking's home loan; a GET's `homeLoan`, edited, is a valid body. */
export const homeLoanInputSchema = z.object({
  bank: requiredText('Bank', 100),
  branch: requiredText('Branch', 100),
  loanAccount: optionalText('Loan account', 60),
});
export type HomeLoanInput = z.input<typeof homeLoanInputSchema>;
