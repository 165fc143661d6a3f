import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconReportAnalytics } from '@tabler/icons-react';
import type { z } from 'zod';
import { LEAD_STATUS_LABELS, type LeadStatus } from '../../../../domain/leads/statuses';
import { type StatusWiseReport, statusWiseFilterSchema } from '../../../../domain/schemas/lead-reports';
import { queryString, useLeadPickers } from '../../../lib/follow-up-queries';
import { leadsLink } from '../../../lib/report-links';
import { useListParams } from '../../../lib/use-list-params';
import { CellText } from '../../../ui/cell-text';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { ExportButtons } from '../../../ui/export-buttons';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { PeriodPicker } from '../../../ui/period-picker';
import { ReportMetaLine } from '../../../ui/report-meta-line';
import { useStatusWiseReport } from '../api/lead-report-queries';
import { CountLink } from '../components/count-link';
import { BranchSelect, SourceSelect } from '../components/report-selects';

type Filters = z.output<typeof statusWiseFilterSchema>;

/** Member × status, row and column totals; every cell opens the lead list with its member, status and days. */
function Matrix({ report, filters }: { report: StatusWiseReport; filters: Filters }) {
  const base = { sourceId: filters.sourceId, branchId: filters.branchId, from: report.meta.from, to: report.meta.to };
  const link = (assignedTo: string | undefined, status: LeadStatus | undefined) =>
    leadsLink({ ...base, assignedTo, status });
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={960}>
        <Table
          aria-label="Leads by member and status"
          striped
          highlightOnHover
          verticalSpacing="xs"
          horizontalSpacing="xs"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Member</Table.Th>
              {report.statuses.map((s) => (
                <Table.Th key={s} ta="right" fz="xs" style={{ verticalAlign: 'bottom' }}>
                  {LEAD_STATUS_LABELS[s]}
                </Table.Th>
              ))}
              <Table.Th ta="right" style={{ verticalAlign: 'bottom' }}>
                Total
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.members.map((m) => {
              const member = m.id ?? 'unassigned';
              return (
                <Table.Tr key={member}>
                  <Table.Td>
                    <CellText maw={220} fw={m.id ? undefined : 500} fs={m.id ? undefined : 'italic'}>
                      {m.name}
                    </CellText>
                  </Table.Td>
                  {report.statuses.map((s) => (
                    <Table.Td key={s} ta="right">
                      <CountLink
                        count={m.counts[s]}
                        to={link(member, s)}
                        label={`${m.name}, ${LEAD_STATUS_LABELS[s]}`}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td ta="right">
                    <CountLink count={m.total} to={link(member, undefined)} label={`${m.name}, all statuses`} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th>Total</Table.Th>
              {report.statuses.map((s) => (
                <Table.Th key={s} ta="right">
                  <CountLink
                    count={report.totals[s]}
                    to={link(undefined, s)}
                    label={`Everyone, ${LEAD_STATUS_LABELS[s]}`}
                  />
                </Table.Th>
              ))}
              <Table.Th ta="right">
                <CountLink count={report.total} to={link(undefined, undefined)} label="All leads" />
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
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
      <Stack gap="sm" mb="md">
        <Group align="flex-end" gap="xs" wrap="wrap">
          <PeriodPicker value={filters} onChange={(patch) => url.set(patch)} />
          <SourceSelect
            value={filters.sourceId}
            onChange={(sourceId) => url.set({ sourceId })}
            options={pickers.data}
          />
          <BranchSelect
            value={filters.branchId}
            onChange={(branchId) => url.set({ branchId })}
            options={pickers.data}
          />
          {url.filtered ? (
            <Button variant="subtle" onClick={url.clear}>
              Clear filters
            </Button>
          ) : null}
        </Group>
        <ReportMetaLine meta={data?.meta} />
      </Stack>
      {report.isPending ? (
        <LoadingSpinner label="Counting leads…" />
      ) : report.isError ? (
        <ErrorState
          title="Could not load the status-wise report"
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : data && data.total === 0 ? (
        <EmptyList
          icon={<IconReportAnalytics size={26} />}
          title="No lead was created in this period"
          description="Choose a longer period or clear a filter."
        />
      ) : data ? (
        <Stack gap="xs">
          <Matrix report={data} filters={filters} />
          <Text size="xs" c="dimmed">
            A count opens the lead list with that member, status and the period’s days.
          </Text>
        </Stack>
      ) : null}
    </>
  );
}
