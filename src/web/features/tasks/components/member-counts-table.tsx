import { Anchor, Text, Title } from '@mantine/core';
import type { MemberTaskCounts } from '../../../../domain/schemas/task';
import { TASK_STATUS_LABELS, TASK_STATUSES } from '../../../../domain/tasks/task-lists';
import { formatCount } from '../../../lib/format';
import { type Column, DataTable } from '../../../ui/data-table';

type Row = MemberTaskCounts['members'][number];

/** Each member of the viewer's team with their tasks by status; a name filters the list to them. */
export function MemberCountsTable({ members, onPick }: { members: Row[]; onPick: (memberId: string) => void }) {
  const columns: Column<Row>[] = [
    {
      key: 'name',
      header: 'Member',
      render: (m) => (
        <Anchor component="button" type="button" size="sm" onClick={() => onPick(m.memberId)}>
          {m.name}
        </Anchor>
      ),
    },
    ...TASK_STATUSES.map((s) => ({
      key: s,
      header: TASK_STATUS_LABELS[s],
      align: 'right' as const,
      render: (m: Row) => formatCount(m.counts[s]),
    })),
    {
      key: 'overdue',
      header: 'Overdue',
      align: 'right',
      render: (m) => (
        <Text size="sm" c={m.overdue > 0 ? 'red.8' : undefined} fw={m.overdue > 0 ? 600 : undefined}>
          {formatCount(m.overdue)}
        </Text>
      ),
    },
    { key: 'total', header: 'Total', align: 'right', render: (m) => formatCount(m.total) },
  ];
  return (
    <>
      <Title order={3} size="h5" mt="xl" mb="xs">
        Tasks by member
      </Title>
      <DataTable label="Tasks by member" columns={columns} rows={members} rowKey={(m) => m.memberId} minWidth={640} />
    </>
  );
}
