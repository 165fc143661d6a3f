import { Alert, Badge, Button, Drawer, Group, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHomeCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { areaText } from '../../../../domain/inventory/area';
import { FACING_LABELS, UNIT_STATUS_LABELS } from '../../../../domain/inventory/statuses';
import { paths } from '../../../../domain/paths';
import { can } from '../../../../domain/permissions';
import { formatDate } from '../../../lib/format';
import { useSessionUser } from '../../../lib/session-store';
import { CostSheetTable } from '../../../ui/cost-sheet-table';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { useUnitCostSheet } from '../api/availability-queries';
import { HoldActions } from './hold-actions';
import { STATUS_LOOK } from './unit-status';

interface UnitCardDrawerProps {
  unitId: string | null;
  holdHours: number;
  onClose: () => void;
}

const discountError = (value: number | string) =>
  typeof value === 'number' && (value < 0 || value > 100) ? 'Discount must be between 0 and 100%.' : undefined;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/**
 * A unit's card beside the grid: its facts, its hold and what may be done with it, and its live
 * cost sheet, recomputed by the server for a woman buyer or a discount as they are changed.
 */
export function UnitCardDrawer({ unitId, holdHours, onClose }: UnitCardDrawerProps) {
  const [women, setWomen] = useState(false);
  const mayBook = can(useSessionUser().role, 'bookings.manage');
  const [discount, setDiscount] = useState<number | string>('');
  const [settledDiscount] = useDebouncedValue(discount, 300);
  const validDiscount =
    typeof settledDiscount === 'number' && !discountError(settledDiscount) && settledDiscount > 0
      ? settledDiscount
      : undefined;
  const card = useUnitCostSheet(unitId, {
    women: women ? 'true' : undefined,
    discountPercent: validDiscount,
  });
  const data = card.data && card.data.unit._id === unitId ? card.data : undefined;
  const unit = data?.unit;
  const title = unit ? `${unit.towerName}-${unit.number} · ${unit.type}` : 'Unit';

  return (
    // No overlay: the grid stays usable beside the card, and a click on another unit opens its card.
    <Drawer
      opened={unitId !== null}
      onClose={onClose}
      position="right"
      size={520}
      title={title}
      padding="md"
      withOverlay={false}
      lockScroll={false}
      closeOnClickOutside={false}
      shadow="xl"
      closeButtonProps={{ 'aria-label': 'Close the card' }}
    >
      {card.isError && !data ? (
        <ErrorState title="Could not load this unit" error={card.error} onRetry={() => card.refetch()} />
      ) : !data || !unit ? (
        <LoadingSpinner label="Loading the unit…" />
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Badge
              size="lg"
              variant="light"
              color={STATUS_LOOK[unit.status].color}
              style={{ border: `1px solid ${STATUS_LOOK[unit.status].border}` }}
            >
              {UNIT_STATUS_LABELS[unit.status]}
            </Badge>
            <Text size="sm" c="dimmed">
              {data.project.name}
            </Text>
          </Group>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
            <Fact label="Floor" value={unit.floor === 0 ? 'Ground' : String(unit.floor)} />
            <Fact label="Facing" value={unit.facing ? FACING_LABELS[unit.facing] : '—'} />
            <Fact label="RERA carpet area" value={areaText(unit.carpetSqm)} />
            <Fact label="Saleable area" value={areaText(unit.saleableSqm)} />
            <Fact label="Balcony / terrace" value={unit.balconySqm > 0 ? areaText(unit.balconySqm) : '—'} />
            <Fact label="Parking" value={unit.parkingSlots === 1 ? '1 slot' : `${unit.parkingSlots} slots`} />
          </SimpleGrid>
          {unit.status === 'blocked' && unit.blockedReason ? (
            <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
              Blocked by management: {unit.blockedReason}
            </Alert>
          ) : null}
          <HoldActions unit={unit} holdHours={holdHours} />
          {mayBook && (unit.status === 'available' || unit.status === 'held') ? (
            <Group>
              <Button
                component={Link}
                to={paths.bookingNew({ unitId: unit._id })}
                variant="light"
                leftSection={<IconHomeCheck size={16} />}
              >
                Book {unit.towerName}-{unit.number}
              </Button>
            </Group>
          ) : null}

          <div>
            <Group justify="space-between" align="flex-end" mb={6}>
              <Text fw={700}>Cost sheet</Text>
              <Text size="xs" c="dimmed">
                {data.priceList
                  ? `Price list from ${formatDate(data.priceList.effectiveFrom)}`
                  : 'No price list in force'}
              </Text>
            </Group>
            <Group align="flex-end" gap="md" mb="xs">
              <Switch
                label="Every buyer is a woman"
                checked={women}
                onChange={(e) => setWomen(e.currentTarget.checked)}
              />
              <NumberInput
                label="Discount %"
                value={discount}
                onChange={setDiscount}
                min={0}
                max={100}
                decimalScale={2}
                w={110}
                error={discountError(discount)}
              />
            </Group>
            {data.costSheet ? (
              <div style={{ opacity: card.isFetching ? 0.6 : 1 }} aria-busy={card.isFetching}>
                <CostSheetTable sheet={data.costSheet} />
              </div>
            ) : (
              <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
                This project has no price list in force today, so its units have no price yet.
              </Alert>
            )}
          </div>
        </Stack>
      )}
    </Drawer>
  );
}
