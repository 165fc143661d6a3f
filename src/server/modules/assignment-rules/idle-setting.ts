import { z } from 'zod';
import { IDLE_HOURS_DEFAULT } from '../../../domain/schemas/assignment-rule';
import type { AppContext } from '../../context';
import { defineSetting } from '../../settings/settings-store';

/** Hours a new lead may wait for its first contact before it is flagged idle (decision 054). */
export const idleHoursSetting = defineSetting('leads.idleHours', z.number().int().min(1).max(720));

export async function readIdleHours(deps: Pick<AppContext, 'settings'>): Promise<number> {
  return (await deps.settings.get(idleHoursSetting)) ?? IDLE_HOURS_DEFAULT;
}
