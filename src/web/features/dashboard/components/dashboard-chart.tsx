import { Button, Group, Paper, Text, Title, useMantineTheme } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type ComponentType, useRef, useState } from 'react';
import { periodText } from '../../../../domain/reports/period';
import type { ChartFilters } from '../../../../domain/schemas/dashboard';
import { notifyError } from '../../../lib/notify';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import type { PeriodValue } from '../../../ui/period-picker';
import { type ChartData, type ChartName, useChartData } from '../api/dashboard';
import {
  CHART_SERIES,
  chartIsEmpty,
  KindBody,
  PerDayBody,
  PipelineBody,
  SourceBody,
  TeamBody,
  VisitsBody,
} from './chart-bodies';
import { pngFileName, saveChartPng } from './save-chart-png';

/** Every chart: its title, what it counts, and how it is drawn. */
export const CHARTS: Record<ChartName, { title: string; about: string; body: ComponentType<never> }> = {
  source: { title: 'Leads by source', about: 'Leads that came in during the period', body: SourceBody },
  pipeline: { title: 'Pipeline by status', about: 'Leads of the period by their status now', body: PipelineBody },
  perDay: { title: 'Leads per day', about: 'Leads created each India day', body: PerDayBody },
  visits: { title: 'Site visits per week', about: 'Weeks from Monday, by visit status', body: VisitsBody },
  team: {
    title: 'Team performance',
    about: 'Calls, site visits done and bookings per member',
    body: TeamBody,
  },
  kind: {
    title: 'Leads by kind of requirement',
    about: 'Residential, commercial, plot or materials',
    body: KindBody,
  },
};
export const CHART_ORDER: ChartName[] = ['source', 'pipeline', 'perDay', 'visits', 'team', 'kind'];

interface DashboardChartProps {
  name: ChartName;
  period: PeriodValue;
  filters?: Partial<ChartFilters>;
  height?: number;
  /** /chart: a button that saves the chart as a PNG. */
  downloadable?: boolean;
}

/** A chart in its panel: loading, error with Retry, empty, or drawn; a bar click drills down. */
export function DashboardChart({ name, period, filters = {}, height = 260, downloadable }: DashboardChartProps) {
  const query = useChartData(name, period, filters);
  const theme = useMantineTheme();
  const box = useRef<HTMLDivElement>(null);
  const [saving, setSaving] = useState(false);
  const { title, about, body } = CHARTS[name];
  const Body = body as ComponentType<{ data: ChartData<typeof name>; height: number; filters: Partial<ChartFilters> }>;
  const empty = query.data ? chartIsEmpty(name, query.data) : false;

  const save = async () => {
    if (!box.current || !query.data) return;
    setSaving(true);
    try {
      const meta = query.data.meta;
      const hex = (token: string) => {
        const [color, shade] = token.split('.');
        return theme.colors[color ?? 'blue']?.[Number(shade ?? 6)] ?? '#228be6';
      };
      await saveChartPng(box.current, {
        title,
        subtitle: `${about} · ${periodText(meta)} (India time)`,
        fileName: pngFileName(title, meta),
        legend: (CHART_SERIES[name] ?? []).map((s) => ({ label: s.label, color: hex(s.color) })),
      });
    } catch (error) {
      notifyError(error, 'Could not save the chart');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz="md">
            {title}
          </Title>
          <Text size="xs" c="dimmed">
            {about}
          </Text>
        </div>
        {downloadable ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            onClick={() => void save()}
            loading={saving}
            disabled={!query.data || empty}
            aria-label={`Download ${title} as PNG`}
          >
            PNG
          </Button>
        ) : null}
      </Group>
      <div ref={box}>
        {query.isError ? (
          <ErrorState
            title={`Could not load ${title.toLowerCase()}`}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : !query.data ? (
          <div style={{ height }}>
            <LoadingSpinner label={`Loading ${title.toLowerCase()}…`} />
          </div>
        ) : empty ? (
          <div style={{ minHeight: height }}>
            <EmptyList title="Nothing in this period" description="Choose a longer period, or clear the filters." />
          </div>
        ) : (
          <Body data={query.data} height={height} filters={filters} />
        )}
      </div>
    </Paper>
  );
}

/** The dashboard's charts, in a two-column grid (loaded on its own, with Recharts). */
export function DashboardCharts({ period }: { period: PeriodValue }) {
  return (
    <div
      style={{
        display: 'grid',
        gap: 'var(--mantine-spacing-md)',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 440px), 1fr))',
      }}
    >
      {CHART_ORDER.map((name) => (
        <DashboardChart key={name} name={name} period={period} />
      ))}
    </div>
  );
}
