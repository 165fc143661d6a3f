import { Group, UnstyledButton } from '@mantine/core';
import { UNIT_STATUS_LABELS, UNIT_STATUSES, type UnitStatus } from '../../../../domain/inventory/statuses';
import type { Availability } from '../../../../domain/schemas/availability';
import { formatCount } from '../../../lib/format';
import { STATUS_LOOK } from './unit-status';

interface StatusLegendProps {
  counts: Availability['counts'];
  active: UnitStatus | undefined;
  onPick: (status: UnitStatus | undefined) => void;
}

/** The legend is also the counts per status and a filter: click a status to keep only its units. */
export function StatusLegend({ counts, active, onPick }: StatusLegendProps) {
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label="Units per status">
      {UNIT_STATUSES.map((status) => {
        const look = STATUS_LOOK[status];
        const on = active === status;
        return (
          <UnstyledButton
            key={status}
            onClick={() => onPick(on ? undefined : status)}
            aria-pressed={on}
            px={8}
            py={4}
            style={{
              borderRadius: 6,
              border: `1px solid ${on ? look.border : '#dee2e6'}`,
              background: on ? look.bg : '#fff',
              fontSize: 13,
            }}
          >
            <span className="av-swatch" style={{ background: look.bg, borderColor: look.border }} />{' '}
            {UNIT_STATUS_LABELS[status]} <b>{formatCount(counts[status])}</b>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
