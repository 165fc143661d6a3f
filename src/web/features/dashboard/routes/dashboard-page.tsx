import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { indiaHour } from '../../../../domain/india-date';
import { paths } from '../../../../domain/paths';
import { reportPeriodFields } from '../../../../domain/schemas/report';
import { useBackupStatus } from '../../../lib/backup-queries';
import { formatDate } from '../../../lib/format';
import { useSessionUser } from '../../../lib/session-store';
import { useListParams } from '../../../lib/use-list-params';
import { BackupWarning } from '../../../ui/backup-warning';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PeriodPicker } from '../../../ui/period-picker';
import { ReportMetaLine } from '../../../ui/report-meta-line';
import { useDashboardCards, useInventoryByProject } from '../api/dashboard';
import { useTeamSummary } from '../api/get-team-summary';
import { DashboardCardGrid } from '../components/dashboard-cards';
import { InventoryCard } from '../components/inventory-card';
import { TeamSizeCards } from '../components/team-size-cards';

// Recharts comes only with the charts, after the cards.
const DashboardCharts = lazy(() =>
  import('../components/dashboard-chart').then((m) => ({ default: m.DashboardCharts })),
);

function greeting(now: Date): string {
  const hour = indiaHour(now);
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'long', timeZone: 'Asia/Kolkata' });
export const periodParams = z.object(reportPeriodFields);

/** /dashboard (administrators): the day's work and the period's results, each number a link to its list. */
export function DashboardPage() {
  const user = useSessionUser();
  const url = useListParams(periodParams);
  const period = url.params;
  const cards = useDashboardCards(period);
  const team = useTeamSummary();
  const inventory = useInventoryByProject(period);
  const backups = useBackupStatus();
  const now = new Date();
  const firstName = user.name.split(/\s+/)[0] ?? user.name;
  const chartLink = paths.chart(period);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <div>
          <Title order={1} fz={26}>
            {greeting(now)}, {firstName}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {weekday.format(now)}, {formatDate(now)}
          </Text>
        </div>
        <PeriodPicker value={period} onChange={(patch) => url.set(patch)} />
      </Group>

      <BackupWarning status={backups.data} linkToBackups />

      <section aria-labelledby="cards-heading">
        <Group justify="space-between" mb="xs" wrap="wrap">
          <Title order={2} fz="lg" id="cards-heading">
            At a glance
          </Title>
          <ReportMetaLine meta={cards.data?.meta} />
        </Group>
        {cards.isError ? (
          <Card withBorder radius="md">
            <ErrorState
              title="Could not load the dashboard figures"
              error={cards.error}
              onRetry={() => void cards.refetch()}
              retrying={cards.isFetching}
            />
          </Card>
        ) : (
          <DashboardCardGrid cards={cards.data} />
        )}
        <Text size="xs" c="dimmed" mt="xs">
          Follow-ups, visits, calls and tasks count today and this week; new leads, bookings, conversion, quotations and
          buyer payments count the period. Conversion rate = bookings ÷ new leads of the period.
        </Text>
      </section>

      <section aria-labelledby="inventory-heading">
        <Group justify="space-between" mb="xs" wrap="wrap">
          <Title order={2} fz="lg" id="inventory-heading">
            Inventory by project
          </Title>
          <ReportMetaLine meta={inventory.data?.meta} />
        </Group>
        <InventoryCard query={inventory} />
        <Text size="xs" c="dimmed" mt="xs">
          Units as they stand now, whatever the period. Available and on-hold units are valued all-in at today's price
          list; booked and sold ones at their bookings' totals. A hold past its time counts as available.
        </Text>
      </section>

      <section aria-labelledby="charts-heading">
        <Group justify="space-between" mb="xs">
          <Title order={2} fz="lg" id="charts-heading">
            Charts
          </Title>
          <Anchor component={RouterLink} to={chartLink} size="sm">
            Full size, with filters and PNG download
          </Anchor>
        </Group>
        <Suspense fallback={<LoadingSpinner label="Loading the charts…" />}>
          <DashboardCharts period={period} />
        </Suspense>
      </section>

      <section aria-labelledby="team-size-heading">
        <Title order={2} fz="lg" id="team-size-heading" mb="xs">
          Team at a glance
        </Title>
        {team.isError ? (
          <Card withBorder radius="md">
            <ErrorState
              title="Could not load the team figures"
              error={team.error}
              onRetry={() => void team.refetch()}
              retrying={team.isFetching}
            />
          </Card>
        ) : (
          <TeamSizeCards summary={team.data} />
        )}
      </section>
    </Stack>
  );
}
