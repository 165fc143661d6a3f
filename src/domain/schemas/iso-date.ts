import { z } from 'zod';

/** True when yyyy-mm-dd names a day that exists: Date would roll 30 February over into March. */
export function isCalendarDay(day: string): boolean {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

/**
 * A calendar date as the API carries it, yyyy-mm-dd, that exists (no 31 February) and lies in a
 * sane range. The one definition for every date field and filter; empty text counts as missing.
 */
export const isoDateSchema = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date like 2026-04-01.` })
    .refine((v) => isCalendarDay(v) && v >= '1990-01-01' && v <= '2100-12-31', {
      error: `${label} is not a real date.`,
    });

/**
 * A moment: a full ISO instant, or India time written without a zone — `yyyy-mm-ddThh:mm` from a
 * form's date and time fields, or a bare `yyyy-mm-dd` (taken as `defaultTime` India time) — so the
 * browser's or phone's zone never moves it to another day. Parses to a Date.
 */
export const indiaDateTimeSchema = (label: string, defaultTime: string) =>
  z
    .union(
      [
        z.iso.datetime({ offset: true }),
        z.string().regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?$/),
        isoDateSchema(label),
      ],
      { error: `${label} must be a date and time.` },
    )
    .transform((v, ctx) => {
      const local = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(:\d{2})?)?$/.exec(v);
      const at = local ? new Date(`${local[1]}T${local[2] ?? defaultTime}${local[3] ?? ':00'}+05:30`) : new Date(v);
      if (Number.isNaN(at.getTime()) || !isCalendarDay(local?.[1] ?? v.slice(0, 10))) {
        ctx.addIssue({ code: 'custom', message: `${label} is not a real date and time.` });
        return z.NEVER;
      }
      return at;
    });
