import type { z } from 'zod';
import {
  type BookingSettings,
  bookingSettingsSchema,
  DISCOUNT_THRESHOLD_DEFAULT,
} from '../../../domain/schemas/booking';
import type { AppContext } from '../../context';
import { defineSetting } from '../../settings/settings-store';

/** The discount (per cent) a booking may carry without an administrator's approval (decision 182). */
export const discountThresholdSetting = defineSetting(
  'bookings.discountThresholdPercent',
  bookingSettingsSchema.shape.discountThresholdPercent as z.ZodType<number>,
);

export async function readDiscountThreshold(deps: Pick<AppContext, 'settings'>): Promise<number> {
  return (await deps.settings.get(discountThresholdSetting)) ?? DISCOUNT_THRESHOLD_DEFAULT;
}

export async function readBookingSettings(deps: Pick<AppContext, 'settings'>): Promise<BookingSettings> {
  return { discountThresholdPercent: await readDiscountThreshold(deps) };
}

export async function saveBookingSettings(
  deps: Pick<AppContext, 'settings'>,
  input: BookingSettings,
  userId: string,
): Promise<BookingSettings> {
  await deps.settings.set(discountThresholdSetting, input.discountThresholdPercent, { by: userId });
  return readBookingSettings(deps);
}
