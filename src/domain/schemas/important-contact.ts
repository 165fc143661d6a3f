import { z } from 'zod';
import { emailSchema, mobileSchema, optionalPanSchema, requiredText } from './common';
import { isoDateSchema } from './iso-date';

/** Mobile numbers of important contacts are kept with the country code. */
export const CONTACT_MOBILE_PREFIX = '+91';

/** What the mobile field keeps while typing: digits only, at most 10. */
export function contactMobileInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 10);
}

/** The stored '+91XXXXXXXXXX' shown for editing without the prefix. */
export function contactMobileForEdit(stored: string): string {
  return stored.startsWith(CONTACT_MOBILE_PREFIX) ? stored.slice(CONTACT_MOBILE_PREFIX.length) : stored;
}

export const importantContactInputSchema = z.object({
  name: requiredText('Name', 150),
  // The form sends 10 digits; the stored '+91…' a GET returned (or any prefix people write) is accepted too.
  mobile: mobileSchema.transform((digits) => `${CONTACT_MOBILE_PREFIX}${digits}`),
  email: emailSchema,
  pan: optionalPanSchema,
  profession: requiredText('Profession', 100),
  /** Defaults to today; the form shows it read-only. */
  date: z
    .union([z.literal(''), isoDateSchema('Date')])
    .optional()
    .transform((v) => v || undefined),
});
export type ImportantContactInput = z.input<typeof importantContactInputSchema>;

export const importantContactSchema = z.object({
  _id: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  pan: z.string().nullable(),
  profession: z.string(),
  date: z.string(),
  createdAt: z.string(),
});
export type ImportantContact = z.infer<typeof importantContactSchema>;
