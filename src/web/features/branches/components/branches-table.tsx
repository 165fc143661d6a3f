import { Badge, Group, Text } from '@mantine/core';
import type { Branch } from '../../../../domain/schemas/branch';
import { formatDate } from '../../../lib/format';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { DeleteAction, EditAction } from '../../../ui/row-actions';

interface BranchesTableProps {
  branches: Branch[];
  canManage: boolean;
  busyId: string | null;
  onEdit: (branch: Branch) => void;
  onDelete: (branch: Branch) => void;
}

function dash(value: string | null) {
  return value ? (
    <Text size="sm">{value}</Text>
  ) : (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
}

export function BranchesTable({ branches, canManage, busyId, onEdit, onDelete }: BranchesTableProps) {
  const columns: Column<Branch>[] = [
    {
      key: 'name',
      header: 'Branch',
      render: (b) => (
        <Group gap="xs" wrap="nowrap">
          <CellText fw={600} maw={260}>
            {b.name}
          </CellText>
          {b.code ? (
            // A long name wraps; the code never shrinks to an empty outline.
            <Badge variant="outline" color="gray" radius="sm" tt="none" style={{ flexShrink: 0 }}>
              {b.code}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'address',
      header: 'Address',
      render: (b) => <CellText maw={320}>{b.address}</CellText>,
    },
    { key: 'city', header: 'City', render: (b) => dash(b.city) },
    { key: 'state', header: 'State', render: (b) => dash(b.state) },
    { key: 'phone', header: 'Phone', nowrap: true, render: (b) => dash(b.phone) },
    { key: 'members', header: 'Members', align: 'right', render: (b) => <Text size="sm">{b.memberCount}</Text> },
    {
      key: 'created',
      header: 'Added on',
      nowrap: true,
      render: (b) => <Text size="sm">{formatDate(b.createdAt)}</Text>,
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (b) => (
        <Group gap={2} justify="flex-end" wrap="nowrap">
          <EditAction label="Edit" onClick={() => onEdit(b)} />
          <DeleteAction label="Delete" busy={busyId === b._id} onClick={() => onDelete(b)} />
        </Group>
      ),
    });
  }
  return <DataTable label="Branches" columns={columns} rows={branches} rowKey={(b) => b._id} minWidth={960} />;
}
