import { Button, Group, List, Paper, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import {
  OVERDUE_BUCKET_LABELS,
  OVERDUE_BUCKET_RULES,
  OVERDUE_BUCKETS,
  type OverdueBucket,
} from '../../../../domain/reports/overdue-buckets';
import { type PendingFollowUpReport, pendingFollowUpQuerySchema } from '../../../../domain/schemas/lead-reports';
import { queryString, useLeadPickers } from '../../../lib/follow-up-queries';
import { useListParams } from '../../../lib/use-list-params';
import { CellText } from '../../../ui/cell-text';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { ExportButtons } from '../../../ui/export-buttons';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { ReportMetaLine } from '../../../ui/report-meta-line';
import { usePendingFollowUpReport } from '../api/lead-report-queries';
import { CountLink } from '../components/count-link';
import { type PendingScope, pendingCellLink } from '../components/pending-links';
import { BranchSelect, SourceSelect } from '../components/report-selects';

function OverdueTable({ report, scope }: { report: PendingFollowUpReport; scope: PendingScope }) {
  const row = (
    key: string,
    name: string,
    id: string | null | undefined,
    counts: Record<OverdueBucket, number>,
    pending: number,
    total: number,
  ) => (
    <>
      {OVERDUE_BUCKETS.map((b) => (
        <Table.Td key={b} ta="right">
          <CountLink
            count={counts[b]}
            to={pendingCellLink(b, id, report.today, scope)}
            label={`${name}, ${OVERDUE_BUCKET_LABELS[b]}`}
          />
        </Table.Td>
      ))}
      <Table.Td ta="right" key={`${key}-pending`}>
        <CountLink
          count={pending}
          to={pendingCellLink('pending', id, report.today, scope)}
          label={`${name}, pending`}
        />
      </Table.Td>
      <Table.Td ta="right" fw={700}>
        {total}
      </Table.Td>
    </>
  );
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={760}>
        <Table
          aria-label="Overdue follow-ups by member"
          striped
          highlightOnHover
          verticalSpacing="xs"
          horizontalSpacing="sm"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Member</Table.Th>
              {OVERDUE_BUCKETS.map((b) => (
                <Table.Th key={b} ta="right">
                  {OVERDUE_BUCKET_LABELS[b]}
                </Table.Th>
              ))}
              <Table.Th ta="right">Pending (before today)</Table.Th>
              <Table.Th ta="right">Total overdue</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.members.map((m) => (
              <Table.Tr key={m.id ?? 'unassigned'}>
                <Table.Td>
                  <CellText maw={240} fs={m.id ? undefined : 'italic'}>
                    {m.name}
                  </CellText>
                </Table.Td>
                {row(m.id ?? 'unassigned', m.name, m.id, m.counts, m.pending, m.total)}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>Total</Table.Th>
              {row('total', 'Everyone', undefined, report.totals, report.pending, report.total)}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
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
      <Stack gap="sm" mb="md">
        <Group align="flex-end" gap="xs" wrap="wrap">
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
        <ReportMetaLine meta={data?.meta} />
      </Stack>
      {report.isPending ? (
        <LoadingSpinner label="Counting follow-ups…" />
      ) : report.isError ? (
        <ErrorState
          title="Could not load the pending follow-up report"
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : data && data.total === 0 ? (
        <EmptyList
          icon={<IconCircleCheck size={26} />}
          title="No follow-up is overdue"
          description="Every open follow-up is still ahead of its time."
        />
      ) : data ? (
        <OverdueTable report={data} scope={filters} />
      ) : null}
    </>
  );
}
