import { Group, Switch, Text } from '@mantine/core';
import type { Source } from '../../../../domain/schemas/source';
import { formatDate } from '../../../lib/format';
import { type Column, DataTable } from '../../../ui/data-table';
import { DeleteAction, EditAction } from '../../../ui/row-actions';

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
          <EditAction label={`Edit ${s.name}`} onClick={() => onEdit(s)} />
          <DeleteAction label={`Delete ${s.name}`} onClick={() => onDelete(s)} />
        </Group>
      ),
    });
  }
  return <DataTable label="Sources" columns={columns} rows={sources} rowKey={(s) => s._id} minWidth={760} />;
}
