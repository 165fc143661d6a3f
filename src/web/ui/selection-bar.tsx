import { Button, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The bar above a list with chosen rows: how many, "Clear selection", and the list's bulk actions. */
export function SelectionBar({
  count,
  onClear,
  children,
}: {
  count: number;
  onClear: () => void;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <Paper withBorder radius="md" p="xs" mb="sm" bg="blue.0">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {count} selected
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onClear}>
            Clear selection
          </Button>
          {children}
        </Group>
      </Group>
    </Paper>
  );
}
