import { z } from 'zod';
import { optionalText, requiredText } from './common';

/**
 * Where a lead came from (a portal, a hoarding, a walk-in). Leads reference sources, so a source in
 * use cannot be deleted; it is deactivated instead and drops out of pickers.
 */
export const sourceInputSchema = z.object({
  name: requiredText('Source name', 100),
  description: optionalText('Description', 500),
  active: z.boolean({ error: 'Active must be true or false.' }).default(true),
});
export type SourceInput = z.input<typeof sourceInputSchema>;

export const sourceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type Source = z.infer<typeof sourceSchema>;
