import type { FollowUpBucketQuery, FollowUpReportQuery } from '../../../../domain/schemas/follow-up';
import type { FollowUpSummaryQuery } from '../../../../domain/schemas/follow-up-summary';
import type { LeadQuery } from '../../../../domain/schemas/lead';
import { FOLLOW_UPS_ROOT } from '../../../lib/sales-work';

/** Query keys of follow-ups: every write invalidates `followUpKeys.all`. */
export const followUpKeys = {
  all: FOLLOW_UPS_ROOT,
  bucket: (query: FollowUpBucketQuery) => [...followUpKeys.all, 'bucket', query] as const,
  counts: () => [...followUpKeys.all, 'counts'] as const,
  lead: (leadId: string) => [...followUpKeys.all, 'lead', leadId] as const,
  report: (query: FollowUpReportQuery) => [...followUpKeys.all, 'report', query] as const,
  summary: (query: FollowUpSummaryQuery) => [...followUpKeys.all, 'summary', query] as const,
  fresh: (query: LeadQuery) => [...followUpKeys.all, 'fresh', query] as const,
  statusCounts: (query: object) => [...followUpKeys.all, 'statusCounts', query] as const,
  memberStatusCounts: (query: object) => [...followUpKeys.all, 'memberStatusCounts', query] as const,
};
