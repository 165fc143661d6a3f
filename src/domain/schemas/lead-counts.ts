import { z } from 'zod';
import { LEAD_STATUSES, type LeadStatus } from '../leads/statuses';
import { leadQuerySchema } from './lead';

/**
 * GET /api/lead/getOverallLeadStatusCounts: the lead list's filters without status, sort and
 * paging, so each count equals the list's total for that status with the same filters.
 */
export const leadStatusCountsQuerySchema = leadQuerySchema.omit({
  status: true,
  sort: true,
  order: true,
  page: true,
  pageSize: true,
});
export type LeadStatusCountsQuery = z.input<typeof leadStatusCountsQuerySchema>;

/** Every status is present, 0 when no lead has it. */
const countsSchema = z.object(
  Object.fromEntries(LEAD_STATUSES.map((s) => [s, z.number()])) as Record<LeadStatus, z.ZodNumber>,
);

/**
 * Each count is what the lead list answers as its total for that status and these filters: exact
 * up to LEAD_COUNT_EXACT_UP_TO, beyond that the same estimate the list shows as "about"
 * (decision 096). `estimated` names the statuses (and `totalIsEstimate` the total) that are estimates.
 */
export const leadStatusCountsSchema = z.object({
  counts: countsSchema,
  total: z.number(),
  estimated: z.array(z.enum(LEAD_STATUSES)).optional(),
  totalIsEstimate: z.boolean().optional(),
});
export type LeadStatusCounts = z.infer<typeof leadStatusCountsSchema>;

/** GET /api/lead/getAllMembersLeadStatusCounts: one row per member the viewer may see (live leads), always exact. */
export const memberLeadStatusCountsQuerySchema = leadStatusCountsQuerySchema.omit({ assignedTo: true });

export const memberLeadStatusCountsSchema = z.object({
  members: z.array(z.object({ memberId: z.string(), name: z.string(), counts: countsSchema, total: z.number() })),
});
export type MemberLeadStatusCounts = z.infer<typeof memberLeadStatusCountsSchema>;
