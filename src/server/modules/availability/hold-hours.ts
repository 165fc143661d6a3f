import { HOLD_HOURS_DEFAULT, holdHoursSchema } from '../../../domain/schemas/availability';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { defineSetting } from '../../settings/settings-store';

/** How many hours a new hold, and an extension, lasts (decision 180); an administrator sets it. */
export const holdHoursSetting = defineSetting('units.holdHours', holdHoursSchema.shape.holdHours);

export async function readHoldHours(ctx: Pick<AppContext, 'settings'>, db?: DbOrTx): Promise<number> {
  return (await ctx.settings.get(holdHoursSetting, db)) ?? HOLD_HOURS_DEFAULT;
}

export async function setHoldHours(ctx: AppContext, holdHours: number, by: string) {
  await ctx.settings.set(holdHoursSetting, holdHours, { by });
  return { holdHours };
}
