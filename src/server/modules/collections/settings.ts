import type { z } from 'zod';
import {
  type CollectionSettings,
  collectionSettingsSchema,
  DEMAND_DUE_DAYS_DEFAULT,
  INTEREST_RATE_PERCENT_DEFAULT,
} from '../../../domain/schemas/collection-settings';
import type { AppContext } from '../../context';
import { defineSetting } from '../../settings/settings-store';

/** Days a demand gives the buyer to pay, from the day it is raised (decision 191). */
export const demandDueDaysSetting = defineSetting(
  'collections.demandDueDays',
  collectionSettingsSchema.shape.demandDueDays as z.ZodType<number>,
);

/** Annual interest on late payments, per cent: SBI's highest MCLR + 2 by default (decision 191). */
export const interestRateSetting = defineSetting(
  'collections.interestRatePercent',
  collectionSettingsSchema.shape.interestRatePercent as z.ZodType<number>,
);

export async function readCollectionSettings(deps: Pick<AppContext, 'settings'>): Promise<CollectionSettings> {
  return {
    demandDueDays: (await deps.settings.get(demandDueDaysSetting)) ?? DEMAND_DUE_DAYS_DEFAULT,
    interestRatePercent: (await deps.settings.get(interestRateSetting)) ?? INTEREST_RATE_PERCENT_DEFAULT,
  };
}

export async function saveCollectionSettings(
  deps: Pick<AppContext, 'settings'>,
  input: CollectionSettings,
  userId: string,
): Promise<CollectionSettings> {
  await deps.settings.set(demandDueDaysSetting, input.demandDueDays, { by: userId });
  await deps.settings.set(interestRateSetting, input.interestRatePercent, { by: userId });
  return readCollectionSettings(deps);
}
