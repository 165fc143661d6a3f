import { z } from 'zod';

/** The body of every error the API returns (DESIGN.md §5). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const idParamSchema = z.object({ id: z.uuid({ error: 'That id is not valid.' }) });

export const messageSchema = z.object({ message: z.string() });

/** Trimmed text; an empty string after trimming counts as missing. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });

export const optionalText = (label: string, max = 500) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .optional()
    .transform((v) => (v === '' ? undefined : v));

export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address.' }).max(254));

/** Indian mobile: 10 digits starting 6–9; a +91 or 91 prefix and spaces are tolerated and removed. */
export const mobileSchema = z
  .string({ error: 'Mobile is required.' })
  .transform((v) => v.replace(/[\s-]/g, '').replace(/^(\+91|91)(?=\d{10}$)/, ''))
  .pipe(z.string().regex(/^[6-9]\d{9}$/, { error: 'Mobile must be 10 digits starting with 6, 7, 8 or 9.' }));
