import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../money/paise';
import { numberError } from './common';

/**
 * The collections settings (decision 191): how many days a demand gives the buyer to pay, and the
 * annual interest on late payments. RERA's rule is the State Bank of India's highest MCLR plus 2%;
 * the default is its 3-year MCLR of 9.10% (from 15 August 2024) plus 2, and the office edits it
 * when the bank's rate moves.
 */
export const DEMAND_DUE_DAYS_DEFAULT = 15;
export const INTEREST_RATE_PERCENT_DEFAULT = 11.1;

export const collectionSettingsSchema = z.object({
  demandDueDays: z
    .number({ error: numberError('Days to pay a demand') })
    .int({ error: 'Days to pay a demand must be a whole number.' })
    .min(1, { error: 'Days to pay a demand must be at least 1.' })
    .max(180, { error: 'Days to pay a demand can be at most 180.' }),
  interestRatePercent: z
    .number({ error: numberError('Interest rate') })
    .min(0, { error: 'Interest rate cannot be negative.' })
    .max(36, { error: 'Interest rate can be at most 36% a year.' })
    .refine(hasAtMostTwoDecimals, { error: 'Interest rate can have at most 2 decimals.' }),
});
export type CollectionSettings = z.infer<typeof collectionSettingsSchema>;
