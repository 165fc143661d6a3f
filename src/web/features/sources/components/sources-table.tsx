import { ActionIcon, Group, Switch, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Source } from '../../../../domain/schemas/source';
import { formatDate } from '../../../lib/format';
import { type Column, DataTable } from '../../../ui/data-table';

interface SourcesTableProps {
  sources: Source[];
  canManage: boolean;
  busyId: string | null;
  onEdit: (source: Source) => void;
  onDelete: (source: Source) => void;
  onToggleActive: (source: Source) => void;
}

export function SourcesTable({ sources, canManage, busyId, onEdit, onDelete, onToggleActive }: SourcesTableProps) {
  const columns: Column<Source>[] = [
    {
      key: 'name',
      header: 'Source',
      render: (s) => (
        <Text size="sm" fw={600}>
          {s.name}
        </Text>
      ),
    },
    {
      key: 'description',
      header: 'Description',
      render: (s) =>
        s.description ? (
          <Text size="sm" lineClamp={2} maw={420}>
            {s.description}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    {
      key: 'active',
      header: 'Active',
      render: (s) => (
        <Switch
          aria-label={`${s.name} active`}
          checked={s.active}
          disabled={!canManage || busyId === s._id}
          onChange={() => onToggleActive(s)}
        />
      ),
    },
    { key: 'created', header: 'Added on', render: (s) => <Text size="sm">{formatDate(s.createdAt)}</Text> },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (s) => (
        <Group gap={2} justify="flex-end" wrap="nowrap">
          <Tooltip label="Edit" withArrow>
            <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${s.name}`} onClick={() => onEdit(s)}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete" withArrow>
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${s.name}`} onClick={() => onDelete(s)}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    });
  }
  return <DataTable label="Sources" columns={columns} rows={sources} rowKey={(s) => s._id} minWidth={760} />;
}
