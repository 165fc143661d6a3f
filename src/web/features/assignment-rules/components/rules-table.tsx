import { Badge, Group, Text } from '@mantine/core';
import type { AssignmentRule } from '../../../../domain/schemas/assignment-rule';
import { type Column, DataTable } from '../../../ui/data-table';
import { DeleteAction, EditAction } from '../../../ui/row-actions';

interface RulesTableProps {
  rules: AssignmentRule[];
  canManage: boolean;
  onEdit: (rule: AssignmentRule) => void;
  onDelete: (rule: AssignmentRule) => void;
}

const any = (
  <Text size="sm" c="dimmed">
    Any
  </Text>
);

export function RulesTable({ rules, canManage, onEdit, onDelete }: RulesTableProps) {
  const columns: Column<AssignmentRule>[] = [
    {
      key: 'name',
      header: 'Rule',
      render: (r) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>
            {r.name}
          </Text>
          {!r.source && !r.branch && !r.project ? (
            <Badge size="sm" variant="light">
              Default
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { key: 'source', header: 'Source', render: (r) => (r.source ? <Text size="sm">{r.source.name}</Text> : any) },
    { key: 'branch', header: 'Branch', render: (r) => (r.branch ? <Text size="sm">{r.branch.name}</Text> : any) },
    { key: 'project', header: 'Project', render: (r) => (r.project ? <Text size="sm">{r.project}</Text> : any) },
    {
      key: 'members',
      header: 'Members, in turn',
      render: (r) => (
        <Text size="sm" lineClamp={2} maw={360}>
          {r.members.map((m) => (m.active ? m.name : `${m.name} (deactivated)`)).join(', ')}
        </Text>
      ),
    },
    {
      key: 'cap',
      header: 'Daily cap',
      render: (r) => <Text size="sm">{r.dailyCap === null ? 'No cap' : `${r.dailyCap} a day`}</Text>,
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (r) => (
        <Group gap={2} justify="flex-end" wrap="nowrap">
          <EditAction label={`Edit ${r.name}`} onClick={() => onEdit(r)} />
          <DeleteAction label={`Delete ${r.name}`} onClick={() => onDelete(r)} />
        </Group>
      ),
    });
  }
  return <DataTable label="Assignment rules" columns={columns} rows={rules} rowKey={(r) => r._id} minWidth={900} />;
}
