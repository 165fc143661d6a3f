import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths';
import { figureChange } from '../../../../domain/reports/performance';
import type {
  PerformanceFigures,
  PerformanceMember,
  PerformanceReport,
  PerformanceSort,
} from '../../../../domain/schemas/performance-report';
import { formatCount } from '../../../lib/format';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { ariaSort, type Order, SortHeader } from '../../../ui/sort-header';

type FigureKey = Exclude<PerformanceSort, 'name'>;

/** The figures in the report's order, with their headings (decision 140 defines each). */
export const FIGURES: { key: FigureKey; label: string }[] = [
  { key: 'leadsAssigned', label: 'Leads assigned' },
  { key: 'contactedInSla', label: 'Within SLA' },
  { key: 'calls', label: 'Calls' },
  { key: 'connected', label: 'Connected' },
  { key: 'talkSeconds', label: 'Talk time' },
  { key: 'followUpsDone', label: 'Follow-ups' },
  { key: 'followUpsOnTime', label: 'On time' },
  { key: 'visitsDone', label: 'Visits' },
  { key: 'bookings', label: 'Bookings' },
  { key: 'conversion', label: 'Conversion' },
];

/** Talk time in whole minutes: narrow enough for a column that also shows the other period. */
const minutes = (seconds: number) => `${formatCount(Math.round(seconds / 60))} min`;

const show = (key: FigureKey, value: number | null) =>
  value === null
    ? '—'
    : key === 'talkSeconds'
      ? minutes(value)
      : key === 'conversion'
        ? `${value.toFixed(1)}%`
        : formatCount(value);

/** "+3", "−12 m 05 s", "+4.5 pts": the change, signed, in the figure's own unit. */
function changeText(key: FigureKey, change: number): string {
  const sign = change > 0 ? '+' : '−';
  const size = Math.abs(change);
  if (key === 'conversion') return `${sign}${size.toFixed(1)} pts`;
  return `${sign}${key === 'talkSeconds' ? minutes(size) : formatCount(size)}`;
}

/** A figure, and with a comparison its earlier value and the change (green up, red down). */
function FigureCell({ k, now, before }: { k: FigureKey; now: PerformanceFigures; before: PerformanceFigures | null }) {
  const value = now[k];
  if (!before) return <Text size="sm">{show(k, value)}</Text>;
  const change = figureChange(value, before[k]);
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" fw={600}>
        {show(k, value)}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        was {show(k, before[k])}
        {change ? (
          <Text span size="xs" c={change > 0 ? 'green.8' : 'red.8'} fw={600}>
            {' '}
            {changeText(k, change)}
          </Text>
        ) : null}
      </Text>
    </Stack>
  );
}

interface PerformanceTableProps {
  report: PerformanceReport;
  members: PerformanceMember[];
  sort: PerformanceSort;
  order: Order;
  onSort: (key: PerformanceSort) => void;
}

/** One row per member and a totals row; every heading sorts; the table scrolls inside itself. */
export function PerformanceTable({ report, members, sort, order, onSort }: PerformanceTableProps) {
  const head = (key: PerformanceSort, label: string, align: 'left' | 'right' = 'right') => ({
    key,
    align,
    nowrap: true,
    sorted: ariaSort(sort === key ? order : undefined),
    header: <SortHeader label={label} order={sort === key ? order : undefined} onSort={() => onSort(key)} />,
  });
  const period = report.meta;
  const totalRow: PerformanceMember = {
    memberId: 'total',
    name: 'Total',
    current: report.totals.current,
    previous: report.totals.previous,
  };
  const columns: Column<PerformanceMember>[] = [
    {
      ...head('name', 'Member', 'left'),
      nowrap: false,
      // At 1366 px (and with a comparison) the figures scroll under the member's name.
      sticky: 'start',
      render: (m) =>
        m.memberId === 'total' ? (
          <Text size="sm" fw={700}>
            Total
          </Text>
        ) : (
          // The member's calls for the same days.
          <Anchor
            component={Link}
            to={paths.memberCalls(m.memberId, { from: period.from, to: period.to })}
            size="sm"
            fw={600}
          >
            <CellText maw={170} fw={600} c="inherit">
              {m.name}
            </CellText>
          </Anchor>
        ),
    },
    ...FIGURES.map(({ key, label }) => ({
      ...head(key, label),
      render: (m: PerformanceMember) => <FigureCell k={key} now={m.current} before={m.previous} />,
    })),
  ];
  return (
    <DataTable
      label="Performance by member"
      columns={columns}
      rows={[...members, totalRow]}
      rowKey={(m) => m.memberId}
      minWidth={report.compare ? 1120 : 980}
    />
  );
}
