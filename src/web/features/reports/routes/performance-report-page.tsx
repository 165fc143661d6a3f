import { Group, Select, Stack, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { z } from 'zod';
import { queryString } from '../../../../domain/query-string';
import { sortPerformance } from '../../../../domain/reports/performance';
import { periodText } from '../../../../domain/reports/period';
import {
  PERFORMANCE_COMPARES,
  type PerformanceCompare,
  type PerformanceSort,
  performanceReportFields,
} from '../../../../domain/schemas/performance-report';
import { useListParams } from '../../../lib/use-list-params';
import { DateField } from '../../../ui/date-field';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { ExportButtons } from '../../../ui/export-buttons';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { PeriodPicker } from '../../../ui/period-picker';
import { ReportMetaLine } from '../../../ui/report-meta-line';
import { usePerformanceReport } from '../api/work-report-queries';
import { PerformanceTable } from '../components/performance-table';

const listParams = z.object(performanceReportFields);
const compareLabels: Record<PerformanceCompare, string> = {
  none: 'Nothing',
  previous: 'The period before',
  custom: 'Chosen days',
};
const compareOptions = PERFORMANCE_COMPARES.map((c) => ({ value: c, label: compareLabels[c] }));

/** /report/PerformanceReport: each member's work and results in the period, beside another period. */
export function PerformanceReportPage() {
  const url = useListParams(listParams);
  const { sort, order, ...query } = url.params;
  // A chosen comparison waits for both of its dates before it asks.
  const ready =
    query.compare !== 'custom' || (query.compareFrom && query.compareTo && query.compareFrom <= query.compareTo);
  const asked = ready
    ? query
    : { ...query, compare: 'previous' as const, compareFrom: undefined, compareTo: undefined };
  const report = usePerformanceReport(asked);
  const data = report.data;
  const members = data ? sortPerformance(data.members, sort, order) : [];
  const onSort = (key: PerformanceSort) =>
    url.set({ sort: key, order: key === sort ? (order === 'asc' ? 'desc' : 'asc') : key === 'name' ? 'asc' : 'desc' });
  const empty = data && data.members.length === 0;
  const now = data?.totals.current;
  const quiet = now && now.leadsAssigned + now.calls + now.followUpsDone + now.visitsDone + now.bookings === 0;

  return (
    <>
      <PageHeader
        title="Performance Report"
        description="Each member's leads, calls, follow-ups, visits and bookings in the period (India days), beside another period."
        actions={
          <ExportButtons
            path="/api/report/performance/export"
            query={queryString({ ...asked, sort, order })}
            fallbackName="performance-report"
          />
        }
      />
      <Stack gap="sm" mb="md">
        <Group gap="md" align="flex-end" wrap="wrap">
          <PeriodPicker value={query} onChange={(patch) => url.set(patch)} />
          <Select
            label="Compare with"
            data={compareOptions}
            value={query.compare}
            allowDeselect={false}
            w={180}
            onChange={(v) => {
              const compare = (v ?? 'previous') as PerformanceCompare;
              url.set({ compare, compareFrom: undefined, compareTo: undefined });
            }}
          />
          {query.compare === 'custom' ? (
            <>
              <DateField
                label="Compare from"
                w={150}
                value={query.compareFrom ?? ''}
                maxDate={query.compareTo}
                onChange={(d) => url.set({ compareFrom: d || undefined })}
              />
              <DateField
                label="Compare to"
                w={150}
                value={query.compareTo ?? ''}
                minDate={query.compareFrom}
                onChange={(d) => url.set({ compareTo: d || undefined })}
              />
            </>
          ) : null}
          {data?.compare ? (
            <Text size="sm" c="dimmed" pb={8} aria-label="Compared with">
              against {periodText(data.compare)}
            </Text>
          ) : null}
        </Group>
        <ReportMetaLine meta={data?.meta} />
      </Stack>
      {report.isPending ? (
        <LoadingSpinner label="Working out the figures…" />
      ) : report.isError ? (
        <ErrorState
          title="Could not load the performance report"
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : empty ? (
        <EmptyList
          icon={<IconTrophy size={26} />}
          title="No member to show"
          description="No active manager or executive, and nobody with leads, calls, follow-ups, visits or bookings in these periods."
        />
      ) : data ? (
        <Stack gap="xs">
          {quiet ? (
            <Text size="sm" c="dimmed">
              Nothing was recorded in this period: no lead assigned, call, follow-up, visit or booking.
            </Text>
          ) : null}
          <PerformanceTable report={data} members={members} sort={sort} order={order} onSort={onSort} />
          <Text size="xs" c="dimmed">
            Leads assigned: leads the member holds that were given to them in the period. Within SLA: of those, reached
            by the member (a call, a follow-up done, an e-mail, an SMS or a site visit) within {data.slaHours} hours of
            the assignment (the idle-lead setting). On time: done by the end of the India day it was due. Visits: done,
            by who went. Bookings: their leads moved to Booked in the period. Conversion: bookings ÷ leads assigned.
          </Text>
        </Stack>
      ) : null}
    </>
  );
}
