import { Tabs, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useState } from 'react';
import { can } from '../../../../domain/permissions';
import { type Task, taskQuerySchema } from '../../../../domain/schemas/task';
import { TASK_STATUS_LABELS, type TaskStatus } from '../../../../domain/tasks/task-lists';
import { formatCount } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session-store';
import { useDeleteWithConfirm } from '../../../lib/use-delete-with-confirm';
import { useEditModal } from '../../../lib/use-edit-modal';
import { useListParams } from '../../../lib/use-list-params';
import { addButton } from '../../../ui/add-button';
import { ListPager } from '../../../ui/list-pager';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { TaskFormModal } from '../../../ui/task-form-modal';
import {
  useDeleteTask,
  useMemberTaskCounts,
  useTaskCounts,
  useTaskOptions,
  useTasks,
  useUpdateTaskStatus,
} from '../api/task-queries';
import { MemberCountsTable } from '../components/member-counts-table';
import { TaskCountCards } from '../components/task-count-cards';
import { TaskFilterBar } from '../components/task-filters';
import { TasksTable } from '../components/tasks-table';

const PAGE_SIZE = 20;
/** What the task list keeps in the URL: the API's own query, less the page size. */
const listParams = taskQuerySchema.omit({ pageSize: true });

/** MainTaskIndex: my tasks and my team's, counts by status and by member, overdue in red. */
export function MainTaskIndexPage() {
  const role = useSession().user?.role;
  const canManage = can(role, 'tasks.manage');
  const url = useListParams(listParams);
  const { page, view, status, overdue, sort, order, ...filters } = url.params;
  const settledSearch = url.query.search || undefined;
  const countsQuery = { ...filters, view, search: settledSearch };
  const list = useTasks({ ...countsQuery, status, overdue, sort, order, page, pageSize: PAGE_SIZE });
  const counts = useTaskCounts(countsQuery);
  const team = view === 'team';
  const members = useMemberTaskCounts(
    { priority: filters.priority, from: filters.from, to: filters.to, search: settledSearch },
    team,
  );
  const options = useTaskOptions(canManage);
  const statusChange = useUpdateTaskStatus();
  const modal = useEditModal<Task>();
  const remove = useDeleteWithConfirm<Task & { name: string }>({
    mutation: useDeleteTask(),
    confirm: (task) => ({ title: 'Delete task', message: `Delete the task "${task.title}"? This cannot be undone.` }),
    success: (task) => `Task "${task.title}" was deleted.`,
  });
  const [busyId, setBusyId] = useState<string | null>(null);

  const onStatus = async (task: Task, next: TaskStatus) => {
    setBusyId(task._id);
    try {
      await statusChange.mutateAsync({ id: task._id, status: next });
      notifySuccess(
        next === 'done' ? `"${task.title}" is done.` : `"${task.title}" is now ${TASK_STATUS_LABELS[next]}.`,
      );
    } catch {
      // Told once, by the mutation cache (lib/query-client.ts).
    } finally {
      setBusyId(null);
    }
  };

  const add = addButton(canManage, 'Add Task', () => modal.open(null));
  const total = list.data?.total ?? 0;
  // The tab is not a filter: "Clear filters" keeps it, and an empty team is not "nothing matches".
  const narrowed = Boolean(
    status || overdue || filters.search || filters.assignee || filters.priority || filters.from || filters.to,
  );
  const clearFilters = () =>
    url.set({
      status: undefined,
      overdue: undefined,
      search: undefined,
      assignee: undefined,
      priority: undefined,
      from: undefined,
      to: undefined,
    });

  return (
    <>
      <PageHeader
        title="Tasks"
        description="What each person must do next: due dates in India time, overdue work in red."
        actions={add}
      />
      <Tabs
        value={view}
        onChange={(v) => url.set({ view: v === 'team' ? 'team' : 'mine', assignee: undefined })}
        mb="md"
      >
        <Tabs.List>
          <Tabs.Tab value="mine">My tasks</Tabs.Tab>
          <Tabs.Tab value="team">Team tasks</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <TaskCountCards counts={counts.data} status={status} overdue={overdue} onPick={(pick) => url.set(pick)} />
      <TaskFilterBar
        search={url.search}
        filters={{ status, ...filters }}
        onChange={(patch) => url.set(patch)}
        assignees={team ? options.data?.assignees : undefined}
      />
      {list.isSuccess ? (
        <Text size="sm" c="dimmed" my="xs">
          {formatCount(total)} {narrowed ? 'matching ' : ''}
          {total === 1 ? 'task' : 'tasks'}
          {overdue ? ' overdue' : ''}
        </Text>
      ) : null}
      <ListState
        query={list}
        loadingLabel="Loading tasks…"
        errorTitle="Could not load the tasks"
        isEmpty={total === 0 && !narrowed && (counts.data?.total ?? 0) === 0}
        noMatches={total === 0}
        empty={{
          icon: <IconChecklist size={26} />,
          title: team ? 'No tasks in your team yet' : 'No tasks for you yet',
          description: 'Calls to make, cheques to collect, site visits to arrange: hand them out here with a due date.',
          action: add,
        }}
        noMatch={{
          title: 'No task matches your search or filters',
          clearLabel: 'Clear filters',
          onClear: clearFilters,
        }}
      >
        <TasksTable
          tasks={list.data?.tasks ?? []}
          now={list.data?.now}
          showAssignee={team}
          canManage={canManage}
          busyId={busyId}
          onStatus={onStatus}
          onEdit={(task) => modal.open(task)}
          onDelete={(task) => void remove.onDelete({ ...task, name: task.title })}
        />
        <ListPager page={page} pages={list.data?.pages ?? 1} onChange={(p) => url.set({ page: p })} />
      </ListState>
      {team && members.data ? (
        <MemberCountsTable members={members.data.members} onPick={(memberId) => url.set({ assignee: memberId })} />
      ) : null}
      <TaskFormModal opened={modal.opened} task={modal.record} onClose={modal.close} />
    </>
  );
}
