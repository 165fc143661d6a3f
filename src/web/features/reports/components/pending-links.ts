import { paths } from '../../../../domain/paths';
import { type OverdueBucket, overdueEdges } from '../../../../domain/reports/overdue-buckets';

export interface PendingScope {
  sourceId?: string | undefined;
  branchId?: string | undefined;
}

/**
 * The follow-up list behind a pending follow-up report cell (decision 135): Today's list for
 * "today (late)" (it also holds today's later ones), the Pending list narrowed to the bucket's due
 * days for the others, the whole Pending list for the member's pending total. Those lists filter by
 * a member's id only, so the Unassigned row (memberId null) has no link; undefined is everyone.
 * `today` is the server's India date from the answer, never the browser's.
 */
export function pendingCellLink(
  bucket: OverdueBucket | 'pending',
  memberId: string | null | undefined,
  today: string,
  scope: PendingScope,
): string | null {
  if (memberId === null) return null;
  const base = { assignedTo: memberId, sourceId: scope.sourceId, branchId: scope.branchId };
  if (bucket === 'todayPast') return paths.todayFollowUps(base);
  if (bucket === 'pending') return paths.pendingFollowUps(base);
  const days = overdueEdges(new Date(`${today}T12:00:00+05:30`)).days[bucket];
  return paths.pendingFollowUps({ ...base, ...days });
}
