import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface RowActionProps {
  /** What a screen reader says, naming the row: "Edit Pune Cement". */
  label: string;
  onClick: () => void;
}

/** The pencil of a table row; the tooltip says "Edit". */
export function EditAction({ label, onClick }: RowActionProps) {
  return (
    <Tooltip label="Edit" withArrow>
      <ActionIcon variant="subtle" aria-label={label} onClick={onClick}>
        <IconPencil size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The red bin of a table row; it spins while that row's delete is under way. */
export function DeleteAction({ label, onClick, busy = false }: RowActionProps & { busy?: boolean }) {
  return (
    <Tooltip label="Delete" withArrow>
      <ActionIcon variant="subtle" color="red" aria-label={label} loading={busy} onClick={onClick}>
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
