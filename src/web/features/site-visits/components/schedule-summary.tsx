import { Anchor, Paper, ScrollArea, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths';
import type { ScheduleCounts, ScheduleReport } from '../../../../domain/schemas/schedule-report';
import type { SiteVisitStatus } from '../../../../domain/schemas/site-visit';
import { formatCount } from '../../../lib/format';
import { type Column, DataTable } from '../../../ui/data-table';

type Row = ScheduleCounts & { day: string | null };
const WEEKDAY = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' });

/** "Mon 24/11/2026". */
const dayText = (day: string) =>
  `${WEEKDAY.format(new Date(`${day}T00:00:00Z`))} ${day.split('-').reverse().join('/')}`;

/** The Schedules list showing exactly the visits behind a count: one day (or the period) and a status. */
function drillLink(row: Row, from: string, to: string, status: SiteVisitStatus | undefined) {
  const params = new URLSearchParams({ period: 'custom', from: row.day ?? from, to: row.day ?? to });
  if (status) params.set('status', status);
  return paths.schedules(params);
}

interface ScheduleSummaryProps {
  report: ScheduleReport;
  /** Kept on a drill-down link: the list below filters by member too. */
  assignedTo?: string | undefined;
}

/** Visits of the period per India day by how they ended, totals first; every count opens its visits. */
export function ScheduleSummary({ report, assignedTo }: ScheduleSummaryProps) {
  const { from, to } = report.meta;
  const count = (key: keyof ScheduleCounts, status: SiteVisitStatus | undefined, label: string) => ({
    key,
    header: label,
    align: 'right' as const,
    render: (row: Row) => {
      const value = row[key];
      if (value === 0) return <Text c="dimmed">0</Text>;
      const link = drillLink(row, from, to, status) + (assignedTo ? `&assignedTo=${assignedTo}` : '');
      const where = row.day ? `on ${dayText(row.day)}` : 'in the period';
      return (
        <Anchor component={Link} to={link} fw={row.day ? undefined : 700} aria-label={`${label} ${where}: ${value}`}>
          {formatCount(value)}
        </Anchor>
      );
    },
  });
  const columns: Column<Row>[] = [
    {
      key: 'day',
      header: 'Day (India)',
      nowrap: true,
      render: (row) => (row.day ? dayText(row.day) : <Text fw={700}>Total</Text>),
    },
    count('total', undefined, 'Visits'),
    count('done', 'done', 'Done'),
    count('noShow', 'no_show', 'No-show'),
    count('cancelled', 'cancelled', 'Cancelled'),
    count('scheduled', 'scheduled', 'Still scheduled'),
  ];
  if (report.days.length === 0)
    return (
      <Paper withBorder radius="md" p="md">
        <Text size="sm" c="dimmed">
          No site visit falls in this period.
        </Text>
      </Paper>
    );
  // Totals first: a year's days scroll, the period's figures stay in sight.
  const rows: Row[] = [{ day: null, ...report.totals }, ...report.days];
  // A year has up to 366 rows: they scroll in their own box so the visits below stay in reach.
  return (
    <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars>
      <DataTable
        label="Site visits per day"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.day ?? 'total'}
        minWidth={560}
      />
    </ScrollArea.Autosize>
  );
}
