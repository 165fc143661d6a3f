import { z } from 'zod';
import { optionalRefSchema, optionalText, refSchema, requiredText } from './common';

/**
 * Assignment rules (decision 054). The input names its references the way the GET returns them
 * (`source`, `branch`, `members` as ids or `{ _id, name }` objects), so a rule read can be sent back.
 */
export const assignmentRuleInputSchema = z.object({
  name: requiredText('Rule name', 100),
  source: optionalRefSchema('Source').transform((v) => v ?? null),
  branch: optionalRefSchema('Branch').transform((v) => v ?? null),
  project: optionalText('Project', 200).transform((v) => v ?? null),
  dailyCap: z
    .union([z.literal(''), z.null(), z.coerce.number({ error: 'Daily cap must be a number.' })])
    .optional()
    .transform((v) => (v === '' || v === null || v === undefined ? null : v))
    .pipe(
      z
        .number()
        .int({ error: 'Daily cap must be a whole number.' })
        .min(1, { error: 'Daily cap must be at least 1, or left empty for no cap.' })
        .max(1000, { error: 'Daily cap must be at most 1000.' })
        .nullable(),
    ),
  members: z
    .array(refSchema('Member'), { error: 'Choose at least one member.' })
    .min(1, { error: 'Choose at least one member.' })
    .max(200, { error: 'A rule can have at most 200 members.' }),
});
export type AssignmentRuleInput = z.input<typeof assignmentRuleInputSchema>;

const ref = z.object({ _id: z.string(), name: z.string() });

export const assignmentRuleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  source: ref.nullable(),
  branch: ref.nullable(),
  project: z.string().nullable(),
  dailyCap: z.number().nullable(),
  /** In round-robin order; `active` is false for a deactivated member, whom the rule skips. */
  members: z.array(ref.extend({ active: z.boolean() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AssignmentRule = z.infer<typeof assignmentRuleSchema>;

export const IDLE_HOURS_DEFAULT = 24;

export const idleHoursSchema = z.object({
  idleHours: z.coerce
    .number({ error: 'Hours must be a number.' })
    .int({ error: 'Hours must be a whole number.' })
    .min(1, { error: 'Hours must be at least 1.' })
    .max(720, { error: 'Hours must be at most 720 (30 days).' }),
});

export const assignmentRuleListSchema = z.object({
  rules: z.array(assignmentRuleSchema),
  /** A new lead still new this many hours after assignment is idle. */
  idleHours: z.number(),
});
