import { List, Paper, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { queryString } from '../../../../domain/query-string';
import {
  OVERDUE_BUCKET_LABELS,
  OVERDUE_BUCKET_RULES,
  OVERDUE_BUCKETS,
  type OverdueBucket,
} from '../../../../domain/reports/overdue-buckets';
import { type PendingFollowUpReport, pendingFollowUpQuerySchema } from '../../../../domain/schemas/lead-reports';
import { useLeadPickers } from '../../../lib/shared-queries';
import { useListParams } from '../../../lib/use-list-params';
import { ExportButtons } from '../../../ui/export-buttons';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { ReportFilterBar } from '../../../ui/report-filter-bar';
import { usePendingFollowUpReport } from '../api/lead-report-queries';
import { CountMatrix, type MatrixColumn } from '../components/count-matrix';
import { type PendingScope, pendingCellLink } from '../components/pending-links';
import { BranchSelect, SourceSelect } from '../components/report-selects';

const UNASSIGNED = 'unassigned';

function OverdueTable({ report, scope }: { report: PendingFollowUpReport; scope: PendingScope }) {
  const columns: MatrixColumn[] = [
    ...OVERDUE_BUCKETS.map((b) => ({ key: b, label: OVERDUE_BUCKET_LABELS[b], linkLabel: OVERDUE_BUCKET_LABELS[b] })),
    { key: 'pending', label: 'Pending (before today)', linkLabel: 'pending' },
    { key: 'total', label: 'Total overdue', linkLabel: 'total overdue', plain: true },
  ];
  return (
    <CountMatrix
      ariaLabel="Overdue follow-ups by member"
      minWidth={760}
      columns={columns}
      rows={report.members.map((m) => ({
        key: m.id ?? UNASSIGNED,
        name: m.name,
        italic: !m.id,
        counts: { ...m.counts, pending: m.pending, total: m.total },
      }))}
      totals={{ ...report.totals, pending: report.pending, total: report.total }}
      link={(member, column) =>
        pendingCellLink(column as OverdueBucket | 'pending', member === UNASSIGNED ? null : member, report.today, scope)
      }
    />
  );
}

/** /report/PendingFollowUpReport: open follow-ups past due now, by member and how many India days late. */
export function PendingFollowUpReportPage() {
  const url = useListParams(pendingFollowUpQuerySchema);
  const filters = url.params;
  const report = usePendingFollowUpReport(filters);
  const pickers = useLeadPickers();
  const data = report.data;
  return (
    <>
      <PageHeader
        title="Pending Follow-up Report"
        description="Open follow-ups past their time, by the member the lead is assigned to, and how long overdue."
        actions={
          <ExportButtons
            path="/api/report/pending-follow-up/export"
            query={queryString(filters)}
            fallbackName="pending-follow-up-report"
          />
        }
      />
      <ReportFilterBar
        filtered={url.filtered}
        onClear={url.clear}
        meta={data?.meta}
        note={
          <Paper withBorder radius="md" p="sm" bg="gray.0">
            <Text size="sm" fw={600} mb={4}>
              How overdue is counted (India days, cut at midnight)
            </Text>
            <List size="sm" spacing={2} aria-label="Overdue buckets">
              {OVERDUE_BUCKETS.map((b) => (
                <List.Item key={b}>
                  <b>{OVERDUE_BUCKET_LABELS[b]}</b>: {OVERDUE_BUCKET_RULES[b]}.
                </List.Item>
              ))}
            </List>
            <Text size="xs" c="dimmed" mt={4}>
              Pending is 1–2 + 3–6 + 7+ days: what the member’s Pending follow-ups list shows.
            </Text>
          </Paper>
        }
      >
        <SourceSelect value={filters.sourceId} onChange={(sourceId) => url.set({ sourceId })} options={pickers.data} />
        <BranchSelect value={filters.branchId} onChange={(branchId) => url.set({ branchId })} options={pickers.data} />
      </ReportFilterBar>
      <ListState
        query={report}
        loadingLabel="Counting follow-ups…"
        errorTitle="Could not load the pending follow-up report"
        isEmpty={data?.total === 0}
        empty={{
          icon: <IconCircleCheck size={26} />,
          title: 'No follow-up is overdue',
          description: 'Every open follow-up is still ahead of its time.',
        }}
      >
        {data ? <OverdueTable report={data} scope={filters} /> : null}
      </ListState>
    </>
  );
}
