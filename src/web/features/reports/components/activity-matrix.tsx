import { paths } from '../../../../domain/paths';
import type { ActivityKind } from '../../../../domain/schemas/activity';
import { ACTIVITY_KIND_LABELS, type ActivityReport, SYSTEM_MEMBER } from '../../../../domain/schemas/activity-report';
import { CountMatrix, type MatrixColumn } from './count-matrix';

interface ActivityMatrixProps {
  report: ActivityReport;
  /** The period as the URL has it, kept in each cell's link. */
  period: { period: string; from?: string | undefined; to?: string | undefined };
}

const TOTAL = 'total';

/**
 * Member × kind, with totals. A count shows the activities behind it in the rows below (the same
 * page with that member and kind in its URL, so the link can be shared).
 */
export function ActivityMatrix({ report, period }: ActivityMatrixProps) {
  const columns: MatrixColumn[] = [
    ...report.kinds.map((k) => ({
      key: k,
      label: ACTIVITY_KIND_LABELS[k],
      linkLabel: ACTIVITY_KIND_LABELS[k],
      small: true,
    })),
    { key: TOTAL, label: 'Total', linkLabel: 'every kind' },
  ];
  return (
    <CountMatrix
      ariaLabel="Activities by member and kind"
      minWidth={240 + report.kinds.length * 96}
      columns={columns}
      rows={report.members.map((m) => ({
        key: m.memberId ?? SYSTEM_MEMBER,
        name: m.name,
        italic: !m.memberId,
        counts: { ...m.counts, [TOTAL]: m.total },
      }))}
      totals={{ ...report.totals.counts, [TOTAL]: report.totals.total }}
      link={(member, column) =>
        paths.activityReport({ ...period, member, kind: column === TOTAL ? undefined : (column as ActivityKind) })
      }
    />
  );
}
