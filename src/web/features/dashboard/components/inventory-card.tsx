import { Card, Stack, Text } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatIndianNumber } from '../../../../domain/billing/indian-format';
import type { InventoryByProject, InventoryRow } from '../../../../domain/schemas/dashboard';
import { formatCount } from '../../../lib/format';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { ListState } from '../../../ui/list-state';

/** ₹ in whole rupees with Indian grouping: the card sums lakhs and crores, paise would only add noise. */
const rupees = (value: number) => `₹${formatIndianNumber(value, 0)}`;

function Bucket({ units, value, priced = true }: { units: number; value: number; priced?: boolean }) {
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" fw={600}>
        {formatCount(units)} {units === 1 ? 'unit' : 'units'}
      </Text>
      {priced ? (
        <Text size="xs" c="dimmed">
          {rupees(value)}
        </Text>
      ) : null}
    </Stack>
  );
}

const columns: Column<InventoryRow>[] = [
  { key: 'name', header: 'Project', sticky: 'start', render: (r) => <CellText maw={260}>{r.name}</CellText> },
  {
    key: 'available',
    header: 'Available',
    align: 'right',
    render: (r) => (
      <Stack gap={0} align="flex-end">
        <Bucket {...r.available} />
        {r.unpriced > 0 ? (
          <Text size="xs" c="orange">
            {formatCount(r.unpriced)} without a price list today
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { key: 'held', header: 'On hold', align: 'right', render: (r) => <Bucket {...r.held} /> },
  { key: 'booked', header: 'Booked', align: 'right', render: (r) => <Bucket {...r.booked} /> },
  { key: 'sold', header: 'Sold', align: 'right', render: (r) => <Bucket {...r.sold} /> },
  {
    key: 'blocked',
    header: 'Blocked',
    align: 'right',
    render: (r) => <Bucket units={r.blocked} value={0} priced={false} />,
  },
];

/**
 * Inventory by project (decision 185): units and all-in value available, on hold, booked and sold
 * now, whatever the period. Available and held units are valued at today's price list, booked and
 * sold ones at their bookings' frozen totals.
 */
export function InventoryCard({ query }: { query: UseQueryResult<InventoryByProject> }) {
  const rows = query.data?.projects ?? [];
  return (
    <Card withBorder radius="md" p={0}>
      <ListState
        query={query}
        loadingLabel="Counting the units…"
        errorTitle="Could not load the inventory"
        isEmpty={rows.length === 0}
        empty={{
          icon: <IconBuildingSkyscraper size={26} />,
          title: 'No project yet',
          description: 'Projects with their towers and units appear here with what is left to sell.',
          action: null,
        }}
      >
        <DataTable label="Inventory by project" columns={columns} rows={rows} rowKey={(r) => r._id} />
      </ListState>
    </Card>
  );
}
