import { z } from 'zod';

/** One field of a recorded change, shown as written (amounts in rupees, dates as yyyy-mm-dd). */
export const historyChangeSchema = z.object({
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type HistoryChange = z.infer<typeof historyChangeSchema>;

/**
 * A row of a record's change history (entities, leads): who, when, what. Each record type has
 * its own list of actions.
 */
export function historyRowSchema<const A extends readonly [string, ...string[]]>(actions: A) {
  return z.object({
    _id: z.string(),
    action: z.enum(actions),
    summary: z.string(),
    changes: z.array(historyChangeSchema),
    by: z.object({ _id: z.string().nullable(), name: z.string() }),
    at: z.string(),
  });
}
