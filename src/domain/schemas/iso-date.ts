import { z } from 'zod';

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
    .refine(
      (v) => {
        const d = new Date(`${v}T00:00:00Z`);
        return (
          !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= '1990-01-01' && v <= '2100-12-31'
        );
      },
      { error: `${label} is not a real date.` },
    );
