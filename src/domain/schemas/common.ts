import { z } from 'zod';
import { PAN_PATTERN } from '../gst-states';

/** The body of every error the API returns. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** The record a 409 collided with, when the caller may open it (a duplicate lead's mobile). */
  duplicateOf: z.object({ _id: z.string(), name: z.string(), owner: z.string().nullable() }).optional(),
  /** A refused hold or booking of a unit: the member holding it (null when nobody or a deleted member), and until when. */
  heldBy: z.object({ _id: z.string(), name: z.string() }).nullable().optional(),
  heldUntil: z.string().nullable().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const idParamSchema = z.object({ id: z.uuid({ error: 'That id is not valid.' }) });

export const messageSchema = z.object({ message: z.string() });
/** The answer of a change that has nothing else to say (a delete). */
export const okSchema = z.object({ ok: z.literal(true) });

/** Trimmed text; an empty string after trimming counts as missing. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });

/**
 * Optional text. A client may send back a record as the API gave it, where an absent value is
 * null, so null and '' are both accepted and both mean empty (undefined after parsing).
 */
export const optionalText = (label: string, max = 500) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .nullish()
    .transform((v) => v || undefined);

/** Optional text kept as null when empty (a stored or returned field that is there or null). */
export const nullableText = (label: string, max = 500) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .nullish()
    .transform((v) => v || null);

/** A picker left on nothing sends '' (or null, or leaves the field out): that is a missing value, not a bad one. */
const isBlank = (input: unknown) => input === undefined || input === null || input === '';
const refError = (label: string) => (issue: { input?: unknown }) =>
  isBlank(issue.input) ? `${label} is required.` : `${label} is not valid.`;
const uuid = (label: string) => z.uuid({ error: refError(label) });

/** The message for a required reference that was left empty, for checks made outside refSchema. */
export const refRequiredMessage = (label: string) => `${label} is required.`;

/**
 * A reference to another record: its id, or the `{ _id, name, … }` object a GET returned for it.
 * Parses to the id.
 */
export const refSchema = (label: string) =>
  z
    .union([uuid(label), z.looseObject({ _id: uuid(label) })], { error: refError(label) })
    .transform((v) => (typeof v === 'string' ? v : v._id));

/**
 * An optional reference. Parses to the id, to null for '' or null (none), and to undefined when
 * the field is left out, so a partial update can tell "leave it" from "clear it".
 */
export const optionalRefSchema = (label: string) =>
  z
    .union([z.literal(''), z.null(), refSchema(label)], { error: `${label} is not valid.` })
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

/**
 * The GET of a record names a reference by the object (`source: { _id, name }`) while forms send
 * the id field (`sourceId`); an update takes either and the id field wins when both are given.
 */
export function preferIdField<T>(idField: T | undefined, objectField: T | undefined): T | undefined {
  return idField === undefined ? objectField : idField;
}

export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address.' }).max(254));

export const MOBILE_MESSAGE = 'Mobile must be 10 digits starting with 6, 7, 8 or 9.';

/**
 * The one rule for an Indian mobile number: 10 digits starting 6–9. People write it with +91,
 * 0091, 91 or a trunk 0 in front and with spaces, dashes, dots or brackets; those are accepted and
 * dropped. Returns the 10 digits, or null when it is not a mobile (a landline, too short, too long).
 */
export function normaliseIndianMobile(value: string): string | null {
  const result = checkIndianMobile(value);
  return 'mobile' in result ? result.mobile : null;
}

/**
 * The same rule, saying why a number is refused (the import's rejected rows need a reason). A
 * spreadsheet that stored the number as a number writes it as "9876543210.0"; that trailing ".0"
 * is dropped before the separators are.
 */
export function checkIndianMobile(value: string): { mobile: string } | { reason: string } {
  const trimmed = value.trim().replace(/^(\d+)\.0+$/, '$1');
  if (!trimmed) return { reason: 'Mobile is missing.' };
  const compact = trimmed.replace(/[\s\-.()]/g, '');
  if (!/^\+?\d+$/.test(compact)) return { reason: `Mobile "${value.trim()}" has characters other than digits.` };
  const digits = compact.replace(/^(\+91|0091|91|0)(?=\d{10}$)/, '');
  if (/^[6-9]\d{9}$/.test(digits)) return { mobile: digits };
  if (/^0[1-5]\d{9}$/.test(compact) || (/^[1-5]\d{9}$/.test(digits) && compact.startsWith('0'))) {
    return { reason: `${value.trim()} looks like a landline; a mobile is 10 digits starting with 6, 7, 8 or 9.` };
  }
  if (/^\d{10}$/.test(digits))
    return { reason: `Mobile ${value.trim()} starts with ${digits[0]}; it must start with 6, 7, 8 or 9.` };
  if (compact.startsWith('+') && !compact.startsWith('+91'))
    return { reason: `Mobile ${value.trim()} is not an Indian number.` };
  const count = digits.replace(/\D/g, '').length;
  return { reason: `Mobile ${value.trim()} has ${count} digits; it must have 10 starting with 6, 7, 8 or 9.` };
}

const mobileText = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .transform((v, ctx) => {
      const mobile = normaliseIndianMobile(v);
      if (mobile) return mobile;
      ctx.addIssue({ code: 'custom', message: MOBILE_MESSAGE.replace('Mobile', label) });
      return z.NEVER;
    });

/** A required Indian mobile, normalised to its 10 digits. */
export const mobileSchema = mobileText('Mobile');
/** The same rule under another field name (the quotation's "Lead Mobile No"). */
export const mobileFieldSchema = (label: string) => mobileText(label);

/** An optional Indian mobile: '' and null mean none (undefined after parsing). */
export const optionalMobileSchema = z
  .union([z.literal(''), z.null(), mobileSchema])
  .optional()
  .transform((v) => v || undefined);

export const PAN_MESSAGE = 'PAN must be 10 characters like ABCDE1234F.';

/** An optional PAN, upper-cased; '' and null mean none. */
export const optionalPanSchema = z
  .string({ error: 'PAN must be text.' })
  .trim()
  .toUpperCase()
  .refine((v) => v === '' || PAN_PATTERN.test(v), { error: PAN_MESSAGE })
  .nullish()
  .transform((v) => v || undefined);

/** An optional email: '' and null mean none (undefined after parsing). */
export const optionalEmailSchema = z
  .union([z.literal(''), z.null(), emailSchema])
  .optional()
  .transform((v) => v || undefined);

/**
 * The error of a number field: an empty field is missing (say so), anything else is not a number.
 * Web forms send an empty number input as undefined, null or ''.
 */
export const numberError =
  (label: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? `${label} is required.`
      : `${label} must be a number.`;
