import { Button, Group, Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { z } from 'zod';
import { financialYearRange } from '../../../../domain/billing/financial-year';
import { todayInIndia } from '../../../../domain/india-date';
import { isoDateSchema } from '../../../../domain/schemas/iso-date';
import type { SupplierDashboard } from '../../../../domain/schemas/purchase';
import { formatCount, formatDate, formatRupees } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { CellText } from '../../../ui/cell-text';
import { DateField } from '../../../ui/date-field';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useDashboard } from '../api/get-dashboard';

/** The Indian financial year that contains today in India: 1 April to 31 March. */
function financialYear(): { from: string; to: string } {
  return financialYearRange(todayInIndia());
}

// Recharts is ~120 KB gz: it loads with this screen, after the figures and the table are up.
const PurchaseCharts = lazy(() => import('../components/purchase-charts').then((m) => ({ default: m.PurchaseCharts })));

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={20} fw={700} aria-label={`${label}: ${value}`}>
        {value}
      </Text>
    </Paper>
  );
}

function SuppliersTable({ data }: { data: SupplierDashboard }) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={760}>
        <Table aria-label="Suppliers" striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Supplier</Table.Th>
              <Table.Th ta="right">Bills</Table.Th>
              <Table.Th ta="right">Purchases</Table.Th>
              <Table.Th ta="right">Paid</Table.Th>
              <Table.Th ta="right">Outstanding</Table.Th>
              <Table.Th>Last purchase</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.suppliers.map((s) => (
              <Table.Tr key={s._id}>
                <Table.Td>
                  <CellText fw={600} maw={320}>
                    {s.name}
                  </CellText>
                </Table.Td>
                <Table.Td ta="right">{formatCount(s.bills)}</Table.Td>
                <Table.Td ta="right">{formatRupees(s.purchases)}</Table.Td>
                <Table.Td ta="right">{formatRupees(s.paid)}</Table.Td>
                <Table.Td ta="right" c={s.outstanding > 0 ? 'red.8' : undefined} fw={600}>
                  {formatRupees(s.outstanding)}
                </Table.Td>
                <Table.Td>{s.lastPurchase ? formatDate(`${s.lastPurchase}T00:00:00`) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td>Total</Table.Td>
              <Table.Td ta="right">{formatCount(data.totals.bills)}</Table.Td>
              <Table.Td ta="right">{formatRupees(data.totals.purchases)}</Table.Td>
              <Table.Td ta="right">{formatRupees(data.totals.paid)}</Table.Td>
              <Table.Td ta="right">{formatRupees(data.totals.outstanding)}</Table.Td>
              <Table.Td />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** /supplier-dashboard — per supplier purchases, paid, outstanding and last purchase, with charts. */
/**
 * The period in the URL. A date left out means this financial year's bound (the screen's default);
 * `any` means no bound, so a link to "All dates" or an open-ended range opens the same figures.
 */
const NO_BOUND = 'any';
const bound = (label: string) => z.union([isoDateSchema(label), z.literal(NO_BOUND)]).optional();
const periodParams = z.object({ from: bound('From'), to: bound('To') });

export function SupplierDashboardPage() {
  const url = useListParams(periodParams);
  const fy = financialYear();
  const read = (value: string | undefined, fallback: string) => (value === NO_BOUND ? '' : (value ?? fallback));
  const range = { from: read(url.params.from, fy.from), to: read(url.params.to, fy.to) };
  // The financial year's own bounds stay out of the URL; a cleared field is written as `any`.
  const write = (value: string, fallback: string) => (value === fallback ? undefined : value || NO_BOUND);
  const setRange = (next: { from: string; to: string }) =>
    url.set({ from: write(next.from, fy.from), to: write(next.to, fy.to) });
  const dashboard = useDashboard(range);
  const invalid = Boolean(range.from && range.to && range.from > range.to);

  let body: React.ReactNode;
  if (invalid)
    body = (
      <Text c="red" role="alert">
        From must be on or before To.
      </Text>
    );
  else if (dashboard.isPending) body = <LoadingSpinner label="Loading the dashboard…" />;
  else if (dashboard.isError)
    body = (
      <ErrorState
        title="Could not load the dashboard"
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
        retrying={dashboard.isFetching}
      />
    );
  else if (dashboard.data.suppliers.length === 0)
    body = (
      <EmptyList
        icon={<IconChartBar size={26} />}
        title="No purchases in this period"
        description="Choose another date range, or clear it to see every purchase."
        action={
          <Button variant="default" onClick={() => setRange({ from: '', to: '' })}>
            All dates
          </Button>
        }
      />
    );
  else
    body = (
      <>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="lg">
          <Figure label="Total purchases" value={formatRupees(dashboard.data.totals.purchases)} />
          <Figure label="Bills" value={formatCount(dashboard.data.totals.bills)} />
          <Figure label="Paid" value={formatRupees(dashboard.data.totals.paid)} />
          <Figure label="Outstanding" value={formatRupees(dashboard.data.totals.outstanding)} />
        </SimpleGrid>
        <Suspense fallback={<LoadingSpinner label="Loading the charts…" />}>
          <PurchaseCharts data={dashboard.data} />
        </Suspense>
        <SuppliersTable data={dashboard.data} />
      </>
    );

  return (
    <>
      <PageHeader
        title="Supplier Dashboard"
        description="Bills dated in the period, what was paid on them and what is still owed."
      />
      <Group align="flex-end" gap="sm" mb="lg">
        <DateField
          label="From"
          value={range.from}
          onChange={(from) => setRange({ ...range, from })}
          clearable
          w={160}
        />
        <DateField label="To" value={range.to} onChange={(to) => setRange({ ...range, to })} clearable w={160} />
        <Button variant="default" onClick={() => setRange(financialYear())}>
          This financial year
        </Button>
        <Button variant="default" onClick={() => setRange({ from: '', to: '' })}>
          All dates
        </Button>
      </Group>
      {body}
    </>
  );
}
