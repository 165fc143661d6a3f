import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatInrShort } from '../../../../domain/billing/indian-format';
import { UNIT_STATUS_LABELS } from '../../../../domain/inventory/statuses';
import { paths } from '../../../../domain/paths';
import { can } from '../../../../domain/permissions';
import type { Availability, AvailabilityUnit } from '../../../../domain/schemas/availability';
import { formatDateTime } from '../../../lib/format';
import { useSessionUser } from '../../../lib/session-store';
import { STATUS_LOOK } from './unit-status';
import './availability-grid.css';

type Tower = Availability['towers'][number];

const floorName = (floor: number) => (floor === 0 ? 'G' : String(floor));

/** What a cell says under the number: the all-in price when available, else the status in words. */
function cellNote(unit: AvailabilityUnit): string {
  if (unit.status === 'available') return unit.allInPrice === null ? 'No price' : formatInrShort(unit.allInPrice);
  return STATUS_LOOK[unit.status].short;
}

function cellLabel(tower: string, unit: AvailabilityUnit): string {
  const parts = [`${tower}-${unit.number}`, unit.type, UNIT_STATUS_LABELS[unit.status]];
  if (unit.status === 'held') {
    parts.push(`by ${unit.heldBy?.name ?? 'a former member'} until ${formatDateTime(unit.heldUntil)}`);
  }
  if (unit.allInPrice !== null) parts.push(`all-in ${formatInrShort(unit.allInPrice)}`);
  return parts.join(', ');
}

interface TowerGridProps {
  towers: Tower[];
  selected: string | null;
  onOpen: (unitId: string) => void;
}

/** Each tower from its top floor down, units across; a click opens the unit's card. */
export function TowerGrid({ towers, selected, onOpen }: TowerGridProps) {
  const progress = can(useSessionUser().role, 'demands.view');
  return (
    <div className="av-towers">
      {towers.map((tower) => {
        const count = tower.floors.reduce((n, f) => n + f.units.length, 0);
        const free = tower.floors.reduce((n, f) => n + f.units.filter((u) => u.status === 'available').length, 0);
        return (
          <section key={tower._id} className="av-tower" aria-label={`Tower ${tower.name}`}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={700}>Tower {tower.name}</Text>
              <Group gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {free} of {count} available
                </Text>
                {progress ? (
                  <Anchor component={Link} to={paths.towerProgress(tower._id)} size="xs">
                    Progress
                  </Anchor>
                ) : null}
              </Group>
            </Group>
            {tower.floors.map((floor) => (
              <div key={floor.floor} className="av-floor">
                <span className="av-floor-label" title={`Floor ${floorName(floor.floor)}`}>
                  {floorName(floor.floor)}
                </span>
                {floor.units.length === 0 ? <span className="av-empty-floor">No units on this floor</span> : null}
                {floor.units.map((unit) => {
                  const look = STATUS_LOOK[unit.status];
                  return (
                    <button
                      key={unit._id}
                      type="button"
                      className="av-cell"
                      style={{ background: look.bg, borderColor: look.border }}
                      data-dim={unit.match ? undefined : ''}
                      data-selected={selected === unit._id ? '' : undefined}
                      data-status={unit.status}
                      aria-label={cellLabel(tower.name, unit)}
                      title={cellLabel(tower.name, unit)}
                      onClick={() => onOpen(unit._id)}
                    >
                      <span className="av-cell-number">{unit.number}</span>
                      <span className="av-cell-note">{cellNote(unit)}</span>
                    </button>
                  );
                })}
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
}
