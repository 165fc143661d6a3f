import { z } from 'zod';
import { PAN_PATTERN } from '../gst-states';
import { emailSchema, requiredText } from './common';

/** Mobile numbers of important contacts are kept with the country code (spec §3). */
export const CONTACT_MOBILE_PREFIX = '+91';

/** What the mobile field keeps while typing (spec §5): digits only, at most 10. */
export function contactMobileInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 10);
}

/** The stored '+91XXXXXXXXXX' shown for editing without the prefix (spec §4). */
export function contactMobileForEdit(stored: string): string {
  return stored.startsWith(CONTACT_MOBILE_PREFIX) ? stored.slice(CONTACT_MOBILE_PREFIX.length) : stored;
}

export const isoDateSchema = z.iso.date({ error: 'Date must be a date like 2026-03-05.' });

export const importantContactInputSchema = z.object({
  name: requiredText('Name', 150),
  // The form sends 10 digits; '+91' or '91' in front (an API client, a paste) is accepted too.
  mobile: z
    .string({ error: 'Mobile is required.' })
    .transform((v) => v.replace(/[\s-]/g, '').replace(/^(\+91|91)(?=\d{10}$)/, ''))
    .pipe(
      z
        .string()
        .min(1, { error: 'Mobile is required.' })
        .regex(/^\d{10}$/, { error: 'Mobile must be 10 digits.' }),
    )
    .transform((digits) => `${CONTACT_MOBILE_PREFIX}${digits}`),
  email: emailSchema,
  pan: z
    .string({ error: 'PAN must be text.' })
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || PAN_PATTERN.test(v), { error: 'PAN must be 10 characters like ABCDE1234F.' })
    .optional()
    .transform((v) => v || undefined),
  profession: requiredText('Profession', 100),
  /** Defaults to today; the form shows it read-only. */
  date: z
    .union([z.literal(''), isoDateSchema])
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
