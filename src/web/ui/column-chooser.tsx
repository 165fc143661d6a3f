import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';

export interface ChoosableColumn {
  key: string;
  label: string;
}

interface ColumnChooserProps {
  columns: readonly ChoosableColumn[];
  shown: readonly string[];
  onChange: (shown: string[]) => void;
  onReset: () => void;
}

/** "Columns": a checkbox per optional column of a table, kept in the order the table draws them. */
export function ColumnChooser({ columns, shown, onChange, onReset }: ColumnChooserProps) {
  const toggle = (key: string, on: boolean) =>
    onChange(columns.map((c) => c.key).filter((k) => (k === key ? on : shown.includes(k))));
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button size="compact-sm" variant="default" leftSection={<IconColumns3 size={16} />}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            Columns shown
          </Text>
          {columns.map((c) => (
            <Checkbox
              key={c.key}
              label={c.label}
              checked={shown.includes(c.key)}
              onChange={(e) => toggle(c.key, e.currentTarget.checked)}
            />
          ))}
          <Button size="compact-xs" variant="subtle" onClick={onReset}>
            Default columns
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
