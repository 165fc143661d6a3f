import {
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconCoinRupee, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AGEING_BUCKETS } from '../../../../domain/collections/ageing';
import { indiaDisplayDate } from '../../../../domain/india-date';
import { paths } from '../../../../domain/paths';
import { queryString } from '../../../../domain/query-string';
import {
  type CollectionFigure,
  type CollectionsSummary,
  DUE_WINDOW_LABELS,
  type DueWindow,
  demandsQuerySchema,
} from '../../../../domain/schemas/collections-screen';
import { formatCount, formatRupees } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { ExportButtons } from '../../../ui/export-buttons';
import { ListPager } from '../../../ui/list-pager';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useCollectionDemands, useCollectionsSummary } from '../api/collections-api';
import { DemandsTable } from '../components/demands-table';

const PAGE_SIZE = 25;
/** The figures' filters and the list's page, in the URL (decisions 186/187). */
const listParams = demandsQuerySchema.omit({ pageSize: true });

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });

function FigureCard({
  label,
  figure,
  active,
  onOpen,
  tone,
}: {
  label: string;
  figure: CollectionFigure;
  active: boolean;
  onOpen: () => void;
  tone?: 'red';
}) {
  return (
    <UnstyledButton onClick={onOpen} aria-pressed={active} aria-label={`${label}: ${formatRupees(figure.amount)}`}>
      <Paper withBorder p="sm" radius="md" bg={active ? 'var(--mantine-color-blue-light)' : undefined}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {label}
        </Text>
        <Text fz={20} fw={700} c={tone === 'red' && figure.amount > 0 ? 'red.8' : undefined}>
          {formatRupees(figure.amount)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatCount(figure.count)} demand{figure.count === 1 ? '' : 's'}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}

function TowerTable({
  summary,
  open,
}: {
  summary: CollectionsSummary;
  open: (patch: { towerId: string; window?: DueWindow }) => void;
}) {
  if (summary.towers.length === 0) return <Text c="dimmed">No tower has an open demand.</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped verticalSpacing="xs" aria-label="Open demands by tower">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Project · tower</Table.Th>
            <Table.Th ta="right">Overdue</Table.Th>
            <Table.Th ta="right">Not yet due</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.towers.map((t) => (
            <Table.Tr key={t.towerId}>
              <Table.Td maw={260}>
                <Text size="sm" lineClamp={1} title={`${t.projectName} · ${t.towerName}`}>
                  {t.projectName} · {t.towerName}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Anchor component="button" onClick={() => open({ towerId: t.towerId, window: 'overdue' })}>
                  {formatRupees(t.overdue.amount)}
                </Anchor>{' '}
                <Text span size="xs" c="dimmed">
                  ({formatCount(t.overdue.count)})
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Anchor component="button" onClick={() => open({ towerId: t.towerId })}>
                  {formatRupees(t.notYetDue.amount)}
                </Anchor>{' '}
                <Text span size="xs" c="dimmed">
                  ({formatCount(t.notYetDue.count)})
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function MonthTable({ summary, open }: { summary: CollectionsSummary; open: (month: string) => void }) {
  return (
    <Table.ScrollContainer minWidth={460}>
      <Table striped verticalSpacing={4} aria-label="Expected against collected per month">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Month due</Table.Th>
            <Table.Th ta="right">Expected</Table.Th>
            <Table.Th ta="right">Collected</Table.Th>
            <Table.Th ta="right">%</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.months.map((m) => (
            <Table.Tr key={m.month}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{monthName(m.month)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {m.count > 0 ? (
                  <Anchor component="button" onClick={() => open(m.month)}>
                    {formatRupees(m.expected)}
                  </Anchor>
                ) : (
                  formatRupees(0)
                )}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatRupees(m.collected)}
              </Table.Td>
              <Table.Td ta="right">
                {m.expected > 0 ? `${Math.floor((m.collected / m.expected) * 100)}%` : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function CollectionsPage() {
  const url = useListParams(listParams);
  const { window, projectId, towerId, dueMonth, open, page } = url.params;
  const summary = useCollectionsSummary(projectId);
  const filters = { window, projectId, towerId, dueMonth, open };
  const list = useCollectionDemands({ ...filters, page, pageSize: PAGE_SIZE });
  const show = (patch: Partial<typeof filters>) =>
    url.set({ window: undefined, towerId: undefined, dueMonth: undefined, open: undefined, page: 1, ...patch });

  if (summary.isPending) return <LoadingSpinner label="Loading collections…" />;
  if (summary.isError)
    return (
      <ErrorState
        title="Could not load the collections"
        error={summary.error}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  const s = summary.data;
  const projects = [...new Map(s.towers.map((t) => [t.projectId, t.projectName])).entries()];
  const tower = s.towers.find((t) => t.towerId === towerId);
  const what = [
    window ? DUE_WINDOW_LABELS[window] : dueMonth ? null : 'Every open demand',
    dueMonth ? `Due in ${monthName(dueMonth)}${open === 'all' ? ' (paid ones too)' : ''}` : null,
    tower ? `${tower.projectName} · ${tower.towerName}` : null,
  ]
    .filter(Boolean)
    .join(' — ');

  let body: React.ReactNode;
  if (list.isPending) body = <LoadingSpinner label="Loading demands…" />;
  else if (list.isError)
    body = (
      <ErrorState
        title="Could not load the demands"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (list.data.total === 0)
    body = url.filtered ? (
      <EmptyList
        icon={<IconSearch size={26} />}
        title="No demand behind this figure"
        action={
          <Button variant="default" onClick={url.clear}>
            Show every open demand
          </Button>
        }
      />
    ) : (
      <EmptyList
        icon={<IconCoinRupee size={26} />}
        title="Nothing is due"
        description="Demands appear here when a tower reaches a stage and its buyers are asked to pay; receipts settle them."
      />
    );
  else
    body = (
      <>
        <DemandsTable rows={list.data.items} label={what} />
        <ListPager
          page={page}
          pages={Math.ceil(list.data.total / PAGE_SIZE)}
          onChange={(next) => url.set({ page: next })}
          summary={`${formatCount(list.data.total)} demand${list.data.total === 1 ? '' : 's'} · ${formatRupees(list.data.dueTotal)} due`}
        />
      </>
    );

  return (
    <>
      <PageHeader
        title="Collections"
        description={`What buyers owe on ${indiaDisplayDate(s.today)} (India): due this week (to ${indiaDisplayDate(s.week.to)}) and this month, and overdue by days past the due date.`}
        actions={
          <Select
            aria-label="Project"
            placeholder="All projects"
            data={projects.map(([value, label]) => ({ value, label }))}
            value={projectId ?? null}
            onChange={(v) => url.set({ projectId: v ?? undefined, towerId: undefined, page: 1 })}
            clearable
            searchable
            w={240}
          />
        }
      />
      {/* Six in a row only from xl: at 1366 a figure in lakhs (₹16,55,350.89) overflowed a sixth. */}
      <SimpleGrid cols={{ base: 2, md: 3, xl: 6 }} spacing="sm" mb="lg">
        <FigureCard
          label="Due this week"
          figure={s.dueThisWeek}
          active={window === 'week'}
          onOpen={() => show({ window: 'week' })}
        />
        <FigureCard
          label="Due this month"
          figure={s.dueThisMonth}
          active={window === 'month'}
          onOpen={() => show({ window: 'month' })}
        />
        {AGEING_BUCKETS.map((b) => (
          <FigureCard
            key={b.key}
            label={`Overdue ${b.label}`}
            figure={s.overdue[b.key]}
            active={window === b.key}
            onOpen={() => show({ window: b.key })}
            tone="red"
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" mb="lg">
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={2} fz="lg">
              By project and tower
            </Title>
            <Anchor component="button" size="sm" onClick={() => show({ window: 'overdue' })}>
              All overdue: {formatRupees(s.overdueTotal.amount)}
            </Anchor>
          </Group>
          <TowerTable summary={s} open={(patch) => show(patch)} />
        </Stack>
        <Stack gap="xs">
          <Title order={2} fz="lg">
            Expected against collected
          </Title>
          <MonthTable summary={s} open={(month) => show({ dueMonth: month, open: 'all' })} />
        </Stack>
      </SimpleGrid>
      <Group justify="space-between" align="flex-end" mb="xs" wrap="wrap">
        <Title order={2} fz="lg">
          {what}
        </Title>
        <Group gap="xs">
          {url.filtered ? (
            <Button variant="subtle" onClick={url.clear}>
              Clear
            </Button>
          ) : null}
          <ExportButtons
            path="/api/collections/demands/export"
            query={queryString(filters)}
            fallbackName="collections"
          />
        </Group>
      </Group>
      {body}
      <Text size="xs" c="dimmed" mt="sm">
        A demand's due is its instalment, GST and interest less what receipts settled; arrears a later letter repeats
        are counted once, on their own demand. Open a booking for its{' '}
        <Anchor component={Link} to={paths.bookings()} size="xs">
          statement of account
        </Anchor>
        .
      </Text>
    </>
  );
}
