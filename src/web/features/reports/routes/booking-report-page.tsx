import { Stack, Text, Title } from '@mantine/core';
import { IconReportMoney } from '@tabler/icons-react';
import { formatIndianNumber } from '../../../../domain/billing/indian-format';
import { indiaDisplayDate } from '../../../../domain/india-date';
import { queryString } from '../../../../domain/query-string';
import { type BookingReport, bookingReportFilterSchema } from '../../../../domain/schemas/booking-report';
import { formatCount } from '../../../lib/format';
import { useLeadPickers } from '../../../lib/shared-queries';
import { useListParams } from '../../../lib/use-list-params';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { ExportButtons } from '../../../ui/export-buttons';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { PeriodPicker } from '../../../ui/period-picker';
import { ReportFilterBar } from '../../../ui/report-filter-bar';
import { useBookingReport } from '../api/lead-report-queries';
import { ProjectSelect } from '../components/report-selects';

const rupees = (value: number) => `₹${formatIndianNumber(value, 0)}`;
const monthName = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });

type PeriodRow = BookingReport['byPeriod'][number];
type MemberRow = BookingReport['byMember'][number];
type SourceRow = BookingReport['bySource'][number];

const figures = <R extends { bookings: number; value: number }>(): Column<R>[] => [
  { key: 'bookings', header: 'Bookings', align: 'right', render: (r) => formatCount(r.bookings) },
  { key: 'value', header: 'Value', align: 'right', nowrap: true, render: (r) => rupees(r.value) },
];

function periodColumns(grain: BookingReport['grain']): Column<PeriodRow>[] {
  return [
    {
      key: 'period',
      header: grain === 'day' ? 'Day' : 'Month',
      sticky: 'start',
      nowrap: true,
      render: (r) =>
        grain === 'day' ? indiaDisplayDate(`${r.period}T12:00:00+05:30`) : monthName.format(new Date(`${r.period}-01`)),
    },
    ...figures<PeriodRow>(),
  ];
}

const memberColumns: Column<MemberRow>[] = [
  { key: 'name', header: 'Member', sticky: 'start', render: (r) => <CellText maw={200}>{r.name}</CellText> },
  ...figures<MemberRow>(),
];

const sourceColumns: Column<SourceRow>[] = [
  { key: 'name', header: 'Source', sticky: 'start', render: (r) => <CellText maw={180}>{r.name}</CellText> },
  { key: 'leads', header: 'Leads', align: 'right', render: (r) => formatCount(r.leads) },
  { key: 'booked', header: 'Booked', align: 'right', render: (r) => formatCount(r.bookedLeads) },
  {
    key: 'conversion',
    header: 'Conversion',
    align: 'right',
    render: (r) => (r.conversion === null ? '—' : `${r.conversion}%`),
  },
  ...figures<SourceRow>(),
];

function Section<R>({
  title,
  columns,
  rows,
  rowKey,
}: {
  title: string;
  columns: Column<R>[];
  rows: R[];
  rowKey: (r: R) => string;
}) {
  return (
    <Stack gap="xs">
      <Title order={2} fz={16}>
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          None in this period.
        </Text>
      ) : (
        <DataTable label={title} columns={columns} rows={rows} rowKey={rowKey} />
      )}
    </Stack>
  );
}

/** /report/bookings: bookings of a period per day or month, per member and per source with conversion. */
export function BookingReportPage() {
  const url = useListParams(bookingReportFilterSchema);
  const filters = url.params;
  const report = useBookingReport(filters);
  const pickers = useLeadPickers();
  const data = report.data;

  return (
    <>
      <PageHeader
        title="Booking Report"
        description="Bookings dated in the period (India days), with their all-in value: per day or month, per member who booked, and per source of the lead with how many of the period's leads were booked."
        actions={
          <ExportButtons
            path="/api/report/bookings/export"
            query={queryString(filters)}
            fallbackName="booking-report"
          />
        }
      />
      <ReportFilterBar filtered={url.filtered} onClear={url.clear} meta={data?.meta}>
        <PeriodPicker value={filters} onChange={(patch) => url.set(patch)} />
        <ProjectSelect
          value={filters.projectId}
          onChange={(projectId) => url.set({ projectId })}
          options={pickers.data}
        />
      </ReportFilterBar>
      <ListState
        query={report}
        loadingLabel="Counting bookings…"
        errorTitle="Could not load the booking report"
        isEmpty={
          data !== undefined && data.total.bookings === 0 && data.total.cancelled === 0 && data.bySource.length === 0
        }
        empty={{
          icon: <IconReportMoney size={26} />,
          title: 'No booking and no lead in this period',
          description: 'Choose a longer period or another project.',
          action: null,
        }}
      >
        {data ? (
          <Stack gap="lg">
            <Text size="sm">
              <b>{formatCount(data.total.bookings)}</b> {data.total.bookings === 1 ? 'booking' : 'bookings'} worth{' '}
              <b>{rupees(data.total.value)}</b> in the period
              {data.total.cancelled > 0
                ? `; ${formatCount(data.total.cancelled)} more booked in it were cancelled.`
                : '.'}
            </Text>
            <Section
              title="By source: leads of the period and their bookings"
              columns={sourceColumns}
              rows={data.bySource}
              rowKey={(r) => r.id ?? 'none'}
            />
            <Section title="By member" columns={memberColumns} rows={data.byMember} rowKey={(r) => r.id ?? 'removed'} />
            <Section
              title={data.grain === 'day' ? 'By day' : 'By month'}
              columns={periodColumns(data.grain)}
              rows={data.byPeriod}
              rowKey={(r) => r.period}
            />
          </Stack>
        ) : null}
      </ListState>
    </>
  );
}
