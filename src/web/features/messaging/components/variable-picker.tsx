import { Button, Menu } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import { TEMPLATE_VARIABLE_LABELS, TEMPLATE_VARIABLES } from '../../../../domain/messaging';

/** "Insert variable": puts `{{name}}` at the cursor of the field last typed in. */
export function VariablePicker({ onPick, target }: { onPick: (token: string) => void; target: string }) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button size="xs" variant="light" leftSection={<IconBraces size={16} />}>
          Insert variable into {target}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
        {TEMPLATE_VARIABLES.map((name) => (
          <Menu.Item key={name} onClick={() => onPick(`{{${name}}}`)} rightSection={<code>{`{{${name}}}`}</code>}>
            {TEMPLATE_VARIABLE_LABELS[name]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
