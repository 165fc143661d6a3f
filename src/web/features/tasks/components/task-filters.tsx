import { Group, Select } from '@mantine/core';
import type { TaskOptions } from '../../../../domain/schemas/task';
import {
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type TaskPriority,
  type TaskStatus,
} from '../../../../domain/tasks/task-lists';
import { DateField } from '../../../ui/date-field';
import { SearchInput } from '../../../ui/search-input';

export interface TaskFilterValues {
  status?: TaskStatus | undefined;
  priority?: TaskPriority | undefined;
  assignee?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

interface TaskFilterBarProps {
  search: { value: string; onChange: (value: string) => void };
  filters: TaskFilterValues;
  onChange: (patch: TaskFilterValues) => void;
  /** Team members to filter by; absent on My tasks. */
  assignees: TaskOptions['assignees'] | undefined;
}

/** Search, status, priority, assignee and due-date range above the task list. */
export function TaskFilterBar({ search, filters, onChange, assignees }: TaskFilterBarProps) {
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <SearchInput value={search.value} onChange={search.onChange} placeholder="Task title" />
      <Select
        label="Status"
        placeholder="All statuses"
        data={TASK_STATUSES.map((s) => ({ value: s, label: TASK_STATUS_LABELS[s] }))}
        value={filters.status ?? null}
        onChange={(v) => onChange({ status: (v as TaskStatus | null) ?? undefined })}
        clearable
        w={140}
      />
      <Select
        label="Priority"
        placeholder="Any priority"
        data={TASK_PRIORITIES.map((p) => ({ value: p, label: TASK_PRIORITY_LABELS[p] }))}
        value={filters.priority ?? null}
        onChange={(v) => onChange({ priority: (v as TaskPriority | null) ?? undefined })}
        clearable
        w={130}
      />
      {assignees ? (
        <Select
          label="Assigned to"
          placeholder="Anyone"
          data={assignees.map((a) => ({ value: a._id, label: a.name }))}
          value={filters.assignee ?? null}
          onChange={(v) => onChange({ assignee: v ?? undefined })}
          clearable
          searchable
          w={150}
        />
      ) : null}
      <DateField
        label="Due from"
        value={filters.from ?? ''}
        onChange={(v) => onChange({ from: v || undefined })}
        maxDate={filters.to}
        clearable
        w={140}
      />
      <DateField
        label="Due to"
        value={filters.to ?? ''}
        onChange={(v) => onChange({ to: v || undefined })}
        minDate={filters.from}
        clearable
        w={140}
      />
    </Group>
  );
}
