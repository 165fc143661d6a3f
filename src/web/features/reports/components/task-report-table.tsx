import { Badge, Group, Paper, Table } from '@mantine/core';
import type { TaskReport, TaskReportMember } from '../../../../domain/schemas/task-report';
import { TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '../../../../domain/tasks/task-lists';
import { queryString } from '../../../lib/follow-up-queries';
import { CellText } from '../../../ui/cell-text';
import { CountLink } from './count-link';

type Figures = Omit<TaskReportMember, 'memberId' | 'name' | 'active'>;

/**
 * The task list (/MainTaskIndex, everyone's tasks) with the same due days and the cell's member,
 * status or overdue: the keys that page reads from its URL.
 */
function tasksLink(period: { from: string; to: string }, assignee?: string, status?: TaskStatus, overdue?: boolean) {
  return `/MainTaskIndex?${queryString({ view: 'team', assignee, status, overdue, from: period.from, to: period.to })}`;
}

/** Member × status with overdue and totals; each count opens the tasks behind it. */
export function TaskReportTable({ report }: { report: TaskReport }) {
  const period = report.meta;
  const cells = (f: Figures, assignee: string | undefined, who: string) => (
    <>
      {TASK_STATUSES.map((s) => (
        <Table.Td key={s} ta="right">
          <CountLink count={f[s]} to={tasksLink(period, assignee, s)} label={`${who}, ${TASK_STATUS_LABELS[s]}`} />
        </Table.Td>
      ))}
      <Table.Td ta="right" c={f.overdue > 0 ? 'red.8' : undefined}>
        <CountLink count={f.overdue} to={tasksLink(period, assignee, undefined, true)} label={`${who}, overdue`} />
      </Table.Td>
      <Table.Td ta="right">
        <CountLink count={f.total} to={tasksLink(period, assignee)} label={`${who}, every task`} />
      </Table.Td>
    </>
  );
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={760}>
        <Table
          aria-label="Tasks by member and status"
          striped
          highlightOnHover
          verticalSpacing="xs"
          horizontalSpacing="sm"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Member</Table.Th>
              {TASK_STATUSES.map((s) => (
                <Table.Th key={s} ta="right">
                  {TASK_STATUS_LABELS[s]}
                </Table.Th>
              ))}
              <Table.Th ta="right">Overdue</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.members.map((m) => (
              <Table.Tr key={m.memberId}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <CellText maw={260}>{m.name}</CellText>
                    {m.active ? null : (
                      <Badge size="xs" color="gray" variant="light">
                        Deactivated
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                {cells(m, m.memberId, m.name)}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>Total</Table.Th>
              {cells(report.totals, undefined, 'Everyone')}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
