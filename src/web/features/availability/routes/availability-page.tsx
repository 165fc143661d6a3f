import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { PROJECT_STATUS_LABELS } from '../../../../domain/inventory/statuses';
import { paths } from '../../../../domain/paths';
import { availabilityQueryFields } from '../../../../domain/schemas/availability';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListParams } from '../../../lib/use-list-params';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useAvailability } from '../api/availability-queries';
import { AvailabilityFilters } from '../components/availability-filters';
import { HoldHoursControl } from '../components/hold-hours-control';
import { StatusLegend } from '../components/status-legend';
import { TowerGrid } from '../components/tower-grid';
import { UnitCardDrawer } from '../components/unit-card-drawer';

/** The address keeps the grid's filters, the tower shown and the unit whose card is open. */
const gridParams = z.object({
  ...availabilityQueryFields,
  tower: z.uuid().optional(),
  unit: z.uuid().optional(),
});

/** /projects/:id — the availability grid a salesperson shows a buyer (decision 179). */
export function AvailabilityPage() {
  const { id = '' } = useParams();
  const list = useListParams(gridParams);
  const { tower, unit, ...filters } = list.params;
  const grid = useAvailability(id, filters);
  const data = grid.data;
  useDocumentTitle(data ? `${data.project.name} availability` : null);

  if (!data) {
    return grid.isError ? (
      <ErrorState title="Could not load the availability" error={grid.error} onRetry={() => grid.refetch()} />
    ) : (
      <LoadingSpinner label="Loading the availability…" />
    );
  }

  const towers = tower ? data.towers.filter((t) => t._id === tower) : data.towers;
  const filtered = Object.values({ tower, ...filters }).some((v) => v !== undefined);
  const total = Object.values(data.counts).reduce((a, b) => a + b, 0);
  const p = data.project;

  return (
    <>
      <PageHeader
        title={p.name}
        description={[
          `${p.city}, ${p.state}`,
          PROJECT_STATUS_LABELS[p.status],
          p.reraNumber ? `RERA ${p.reraNumber}` : null,
          data.priceList
            ? `All-in prices of ${formatDate(data.day)} (price list from ${formatDate(data.priceList.effectiveFrom)})`
            : 'No price list in force',
        ]
          .filter(Boolean)
          .join(' · ')}
        actions={
          // The sheet prints what the grid shows: its filters and tower (the status is always available).
          <Button
            component={Link}
            to={paths.priceSheet(id, { ...filters, status: undefined, tower })}
            variant="default"
            leftSection={<IconPrinter size={16} />}
          >
            Price sheet
          </Button>
        }
      />
      <Stack gap="sm" mb="md">
        <AvailabilityFilters
          filters={{ tower, ...filters }}
          towers={data.towers}
          onChange={(patch, options) => list.set(patch, options)}
          filtered={filtered}
          onClear={list.clear}
        />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <StatusLegend counts={data.counts} active={filters.status} onPick={(status) => list.set({ status })} />
          <HoldHoursControl holdHours={data.holdHours} />
        </Group>
        {filtered ? (
          <Text size="sm" role="status">
            {data.matching} of {total} units match; the others are dimmed.
          </Text>
        ) : null}
      </Stack>
      {total === 0 ? (
        <EmptyList
          title="No units yet"
          description="This project has no towers or units yet. Add them on the project's setup."
        />
      ) : (
        <TowerGrid towers={towers} selected={unit ?? null} onOpen={(unitId) => list.set({ unit: unitId })} />
      )}
      <UnitCardDrawer unitId={unit ?? null} holdHours={data.holdHours} onClose={() => list.set({ unit: undefined })} />
    </>
  );
}
