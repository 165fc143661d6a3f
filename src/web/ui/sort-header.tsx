import { Group, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';

export type Order = 'asc' | 'desc';

interface SortHeaderProps {
  label: string;
  /** This column's order when the list is sorted by it, otherwise undefined. */
  order: Order | undefined;
  onSort: () => void;
}

/** A column heading that sorts the list: an arrow shows the current order; a second click reverses it. */
export function SortHeader({ label, order, onSort }: SortHeaderProps) {
  const Icon = order === 'asc' ? IconArrowUp : order === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton onClick={onSort} fw={700} fz="sm">
      <Group gap={4} wrap="nowrap">
        {label}
        <Icon size={14} aria-hidden opacity={order ? 1 : 0.4} />
      </Group>
    </UnstyledButton>
  );
}

/** The aria-sort of a sortable column's heading. */
export const ariaSort = (order: Order | undefined): 'ascending' | 'descending' | undefined =>
  order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : undefined;
