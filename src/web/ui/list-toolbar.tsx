import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCount } from '../lib/format';

interface ListToolbarProps {
  /** Search box and filters on the left. */
  children: ReactNode;
  total: number;
  shown: number;
  /** What is counted, e.g. ['branch', 'branches']. */
  noun: readonly [singular: string, plural: string];
}

/** Search and filters above a list, with "12 branches" or "3 of 12 branches" on the right. */
export function ListToolbar({ children, total, shown, noun: [singular, plural] }: ListToolbarProps) {
  return (
    <Group justify="space-between" align="flex-end" mb="md">
      {children}
      <Text size="sm" c="dimmed">
        {shown === total
          ? `${formatCount(total)} ${total === 1 ? singular : plural}`
          : `${formatCount(shown)} of ${formatCount(total)} ${plural}`}
      </Text>
    </Group>
  );
}
