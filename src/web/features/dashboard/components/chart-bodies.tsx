import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { useNavigate } from 'react-router';
import type { ChartFilters, CountSeries } from '../../../../domain/schemas/dashboard';
import type { ReportMeta } from '../../../../domain/schemas/report';
import { formatCount } from '../../../lib/format';
import { leadsLink } from '../../../lib/report-links';
import type { ChartData, ChartName } from '../api/dashboard';

/** Series of the multi-series charts: the bars' colours and, for a PNG, its legend. */
export const CHART_SERIES: Partial<Record<ChartName, { name: string; label: string; color: string }[]>> = {
  visits: [
    { name: 'scheduled', label: 'Scheduled', color: 'blue.6' },
    { name: 'done', label: 'Done', color: 'teal.6' },
    { name: 'other', label: 'No-show / cancelled', color: 'gray.5' },
  ],
  team: [
    { name: 'calls', label: 'Calls', color: 'blue.6' },
    { name: 'connected', label: 'Connected', color: 'cyan.5' },
    { name: 'visitsDone', label: 'Visits done', color: 'teal.6' },
    { name: 'bookings', label: 'Bookings', color: 'green.7' },
  ],
};

/** Long names stay on one line on the axis; the tooltip shows them whole. */
const clip = (max: number) => (text: string) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const ddmm = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const count = (v: number) => formatCount(v);

interface BodyProps<N extends ChartName> {
  data: ChartData<N>;
  height: number;
  filters: Partial<ChartFilters>;
}

/** One horizontal bar per row; a click opens the lead list behind the bar. */
function CountBars({
  data,
  height,
  color,
  linkOf,
  label,
}: {
  data: CountSeries;
  height: number;
  color: string;
  linkOf?: (key: string | null, meta: ReportMeta) => string;
  label: string;
}) {
  const navigate = useNavigate();
  const rows = data.rows.map((r) => ({ name: r.label, Leads: r.count, key: r.key }));
  return (
    <BarChart
      h={height}
      data={rows}
      dataKey="name"
      orientation="vertical"
      series={[{ name: 'Leads', color }]}
      valueFormatter={count}
      yAxisProps={{ width: 150, tickFormatter: clip(20) }}
      xAxisProps={{ allowDecimals: false }}
      gridAxis="y"
      aria-label={label}
      barProps={
        linkOf
          ? {
              maxBarSize: 32,
              style: { cursor: 'pointer' },
              onClick: (bar: { payload?: { key: string | null } }) =>
                navigate(linkOf(bar.payload?.key ?? null, data.meta)),
            }
          : { maxBarSize: 32 }
      }
    />
  );
}

export function SourceBody({ data, height, filters }: BodyProps<'source'>) {
  return (
    <CountBars
      data={data}
      height={height}
      color="blue.6"
      label="Leads by source"
      linkOf={(key, meta) =>
        // "No source" has no list filter: it opens the period's leads.
        leadsLink({ ...filters, sourceId: key ?? undefined, from: meta.from, to: meta.to })
      }
    />
  );
}

export function PipelineBody({ data, height, filters }: BodyProps<'pipeline'>) {
  return (
    <CountBars
      data={data}
      height={height}
      color="indigo.6"
      label="Pipeline by status"
      linkOf={(key, meta) =>
        leadsLink({ ...filters, status: (key ?? undefined) as never, from: meta.from, to: meta.to })
      }
    />
  );
}

export function KindBody({ data, height, filters }: BodyProps<'kind'>) {
  return (
    <CountBars
      data={data}
      height={height}
      color="grape.6"
      label="Leads by kind of requirement"
      linkOf={(key, meta) => leadsLink({ ...filters, kind: (key ?? undefined) as never, from: meta.from, to: meta.to })}
    />
  );
}

export function PerDayBody({ data, height }: BodyProps<'perDay'>) {
  const rows = data.days.map((d) => ({ day: ddmm(d.date), Leads: d.count }));
  return (
    <LineChart
      h={height}
      data={rows}
      dataKey="day"
      series={[{ name: 'Leads', color: 'blue.6' }]}
      valueFormatter={count}
      curveType="monotone"
      lineChartProps={{ margin: { right: 12 } }}
      withDots={rows.length <= 31}
      xAxisProps={{ minTickGap: 16 }}
      yAxisProps={{ allowDecimals: false }}
      aria-label="Leads created per day"
    />
  );
}

export function VisitsBody({ data, height }: BodyProps<'visits'>) {
  const rows = data.weeks.map((w) => ({
    week: ddmm(w.weekStart),
    scheduled: w.scheduled,
    done: w.done,
    other: w.other,
  }));
  return (
    <BarChart
      h={height}
      data={rows}
      dataKey="week"
      type="stacked"
      series={CHART_SERIES.visits!}
      valueFormatter={count}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      yAxisProps={{ allowDecimals: false }}
      barProps={{ maxBarSize: 48 }}
      aria-label="Site visits per week (weeks from Monday)"
    />
  );
}

export function TeamBody({ data, height }: BodyProps<'team'>) {
  const rows = data.members.map((m) => ({
    name: m.name,
    calls: m.calls,
    connected: m.connected,
    visitsDone: m.visitsDone,
    bookings: m.bookings,
  }));
  return (
    <BarChart
      h={Math.max(height, rows.length * 56)}
      data={rows}
      dataKey="name"
      orientation="vertical"
      series={CHART_SERIES.team!}
      valueFormatter={count}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      yAxisProps={{ width: 150, tickFormatter: clip(20) }}
      xAxisProps={{ allowDecimals: false }}
      barProps={{ maxBarSize: 14 }}
      gridAxis="y"
      aria-label="Team performance"
    />
  );
}

/** Whether a chart has anything to draw (else the panel shows its empty state). */
export function chartIsEmpty(name: ChartName, data: unknown): boolean {
  switch (name) {
    case 'perDay':
      return (data as ChartData<'perDay'>).total === 0;
    case 'visits':
      return (data as ChartData<'visits'>).weeks.every((w) => w.total === 0);
    case 'team':
      return (data as ChartData<'team'>).members.length === 0;
    default:
      return (data as CountSeries).total === 0;
  }
}
