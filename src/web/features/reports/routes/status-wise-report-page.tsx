import { Stack, Text } from '@mantine/core';
import { IconReportAnalytics } from '@tabler/icons-react';
import type { z } from 'zod';
import { LEAD_STATUS_LABELS, type LeadStatus } from '../../../../domain/leads/statuses';
import { queryString } from '../../../../domain/query-string';
import { type StatusWiseReport, statusWiseFilterSchema } from '../../../../domain/schemas/lead-reports';
import { leadsLink } from '../../../lib/report-links';
import { useLeadPickers } from '../../../lib/shared-queries';
import { useListParams } from '../../../lib/use-list-params';
import { ExportButtons } from '../../../ui/export-buttons';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { PeriodPicker } from '../../../ui/period-picker';
import { ReportFilterBar } from '../../../ui/report-filter-bar';
import { useStatusWiseReport } from '../api/lead-report-queries';
import { CountMatrix, type MatrixColumn } from '../components/count-matrix';
import { BranchSelect, SourceSelect } from '../components/report-selects';

type Filters = z.output<typeof statusWiseFilterSchema>;
const TOTAL = 'total';

/** Member × status, row and column totals; every cell opens the lead list with its member, status and days. */
function Matrix({ report, filters }: { report: StatusWiseReport; filters: Filters }) {
  const base = { sourceId: filters.sourceId, branchId: filters.branchId, from: report.meta.from, to: report.meta.to };
  const columns: MatrixColumn[] = [
    ...report.statuses.map((s) => ({
      key: s,
      label: LEAD_STATUS_LABELS[s],
      linkLabel: LEAD_STATUS_LABELS[s],
      small: true,
    })),
    { key: TOTAL, label: 'Total', linkLabel: 'all statuses' },
  ];
  return (
    <CountMatrix
      ariaLabel="Leads by member and status"
      minWidth={960}
      nameWidth={220}
      columns={columns}
      rows={report.members.map((m) => ({
        key: m.id ?? 'unassigned',
        name: m.name,
        italic: !m.id,
        counts: { ...m.counts, [TOTAL]: m.total },
      }))}
      totals={{ ...report.totals, [TOTAL]: report.total }}
      link={(member, column) =>
        leadsLink({ ...base, assignedTo: member, status: column === TOTAL ? undefined : (column as LeadStatus) })
      }
    />
  );
}

/** /report/StatusWiseReport: leads created in the period, by their member now and their status now. */
export function StatusWiseReportPage() {
  const url = useListParams(statusWiseFilterSchema);
  const filters = url.params;
  const report = useStatusWiseReport(filters);
  const pickers = useLeadPickers();
  const data = report.data;
  return (
    <>
      <PageHeader
        title="Status-wise Report"
        description="Leads created in the period (India days), by the member they are assigned to now and their status now."
        actions={
          <ExportButtons
            path="/api/report/status-wise/export"
            query={queryString(filters)}
            fallbackName="status-wise-report"
          />
        }
      />
      <ReportFilterBar filtered={url.filtered} onClear={url.clear} meta={data?.meta}>
        <PeriodPicker value={filters} onChange={(patch) => url.set(patch)} />
        <SourceSelect value={filters.sourceId} onChange={(sourceId) => url.set({ sourceId })} options={pickers.data} />
        <BranchSelect value={filters.branchId} onChange={(branchId) => url.set({ branchId })} options={pickers.data} />
      </ReportFilterBar>
      <ListState
        query={report}
        loadingLabel="Counting leads…"
        errorTitle="Could not load the status-wise report"
        isEmpty={data?.total === 0}
        empty={{
          icon: <IconReportAnalytics size={26} />,
          title: 'No lead was created in this period',
          description: 'Choose a longer period or clear a filter.',
        }}
      >
        {data ? (
          <Stack gap="xs">
            <Matrix report={data} filters={filters} />
            <Text size="xs" c="dimmed">
              A count opens the lead list with that member, status and the period’s days.
            </Text>
          </Stack>
        ) : null}
      </ListState>
    </>
  );
}
