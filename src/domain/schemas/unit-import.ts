import { z } from 'zod';
import { UNIT_TYPES } from '../inventory/unit-types';

/** The most rows one units file may hold. */
export const UNIT_IMPORT_MAX_ROWS = 5000;
export const UNIT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** POST /api/projects/:id/units/import/preview and …/units/import: what the file holds and what was made of it. */
export const unitImportResultSchema = z.object({
  fileName: z.string(),
  /** Rows of units in the file (blank rows left out). */
  total: z.number(),
  valid: z.number(),
  errors: z.array(z.object({ row: z.number(), message: z.string() })),
  /** The first valid rows, as they will be created. */
  sample: z.array(
    z.object({
      row: z.number(),
      tower: z.string(),
      number: z.string(),
      floor: z.number(),
      type: z.enum(UNIT_TYPES),
      carpetSqm: z.number(),
      saleableSqm: z.number(),
    }),
  ),
  /** Units created: 0 for a preview. */
  created: z.number(),
});
export type UnitImportResult = z.infer<typeof unitImportResultSchema>;
