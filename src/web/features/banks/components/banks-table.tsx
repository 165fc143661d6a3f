import { Group, Stack, Text } from '@mantine/core';
import type { Bank } from '../../../../domain/schemas/bank';
import { formatDate } from '../../../lib/format';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { DeleteAction, EditAction } from '../../../ui/row-actions';

interface BanksTableProps {
  banks: Bank[];
  canManage: boolean;
  busyId: string | null;
  onEdit: (bank: Bank) => void;
  onDelete: (bank: Bank) => void;
}

function dimmed(value: string | null) {
  return <CellText maw={280}>{value}</CellText>;
}

export function BanksTable({ banks, canManage, busyId, onEdit, onDelete }: BanksTableProps) {
  const columns: Column<Bank>[] = [
    {
      key: 'name',
      header: 'Bank',
      render: (b) => (
        <Stack gap={0}>
          <CellText fw={600} maw={280}>
            {b.name}
          </CellText>
          <CellText size="xs" c="dimmed" maw={280} lines={1}>
            {b.accountHolder}
          </CellText>
        </Stack>
      ),
    },
    {
      key: 'accNo',
      header: 'Account number',
      render: (b) => (
        <Text size="sm" ff="monospace">
          {b.accNo}
        </Text>
      ),
    },
    {
      key: 'ifsc',
      header: 'IFSC',
      render: (b) => (
        <Text size="sm" ff="monospace">
          {b.ifsc}
        </Text>
      ),
    },
    { key: 'branch', header: 'Branch', render: (b) => dimmed(b.branch) },
    { key: 'message', header: 'Description', render: (b) => dimmed(b.message) },
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
          <EditAction label={`Edit ${b.name}`} onClick={() => onEdit(b)} />
          <DeleteAction label={`Delete ${b.name}`} busy={busyId === b._id} onClick={() => onDelete(b)} />
        </Group>
      ),
    });
  }
  return <DataTable label="Banks" columns={columns} rows={banks} rowKey={(b) => b._id} minWidth={980} />;
}
