import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/** The page's "Add …" button; null when the user may not add (the header then shows none). */
export function addButton(show: boolean, label: string, onClick: () => void) {
  return show ? (
    <Button leftSection={<IconPlus size={18} />} onClick={onClick}>
      {label}
    </Button>
  ) : null;
}
