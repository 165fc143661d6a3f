import { Group, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useCallback } from 'react';
import { Controller } from 'react-hook-form';
import { indiaLocalDateTime, todayInIndia } from '../../domain/india-date';
import { type Task, type TaskCreateInput, taskCreateSchema } from '../../domain/schemas/task';
import {
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
} from '../../domain/tasks/task-lists';
import { useSaveTask, useTaskOptions } from '../features/tasks';
import { useModalForm } from '../lib/use-modal-form';
import { DateField } from './date-field';
import { FormModal } from './form-modal';

const fieldNames = ['title', 'description', 'assignee', 'dueAt', 'priority', 'status', 'lead'] as const;
const priorityOptions = TASK_PRIORITIES.map((p) => ({ value: p, label: TASK_PRIORITY_LABELS[p] }));
const statusOptions = TASK_STATUSES.map((s) => ({ value: s, label: TASK_STATUS_LABELS[s] }));

interface TaskFormModalProps {
  opened: boolean;
  /** The task to edit, or null to add one. */
  task: Task | null;
  onClose: () => void;
  /** A new task about this lead (the lead page's "Add task"): it goes to the lead's holder unless changed. */
  lead?: { _id: string; name: string; assignedTo?: { _id: string } | null } | undefined;
}

/** Add or edit a task; the due date and time are India time whatever the browser's zone. */
export function TaskFormModal({ opened, task, onClose, lead }: TaskFormModalProps) {
  const mutation = useSaveTask();
  const options = useTaskOptions(opened);
  const { reset: resetMutation } = mutation;
  const toValues = useCallback(
    (record: Task | null): TaskCreateInput => ({
      title: record?.title ?? '',
      description: record?.description ?? '',
      assignee: record ? record.assignee._id : (lead?.assignedTo?._id ?? ''),
      dueAt: record ? indiaLocalDateTime(record.dueAt) : `${todayInIndia()}T18:00`,
      priority: record?.priority ?? 'normal',
      status: record?.status ?? 'open',
      lead: record ? (record.lead?._id ?? '') : (lead?._id ?? ''),
    }),
    [lead],
  );
  const { form, modalProps } = useModalForm(taskCreateSchema, {
    opened,
    onClose,
    record: task,
    addLabel: 'Add Task',
    mutation,
    toValues,
    onOpen: resetMutation,
    fieldNames,
    save: (values, record) =>
      mutation.mutateAsync({ id: record?._id ?? null, input: { ...values, dueAt: values.dueAt.toISOString() } }),
    success: (saved) => `Task "${saved.title}" was ${task ? 'saved' : 'added'}.`,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const about = task ? task.lead : lead;

  return (
    <FormModal {...modalProps} title={task ? `Edit task: ${task.title}` : 'Add Task'} size="lg">
      {about ? (
        <Text size="sm" c="dimmed">
          About lead: <b>{about.name}</b>
        </Text>
      ) : null}
      <TextInput label="Title" withAsterisk data-autofocus error={errors.title?.message} {...register('title')} />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        error={errors.description?.message}
        {...register('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="assignee"
          render={({ field }) => (
            <Select
              label="Assigned to"
              description="Left empty, the task is yours."
              placeholder="Me"
              data={(options.data?.assignees ?? []).map((a) => ({ value: a._id, label: a.name }))}
              value={(typeof field.value === 'object' ? field.value?._id : field.value) || null}
              onChange={(v) => field.onChange(v ?? '')}
              clearable
              searchable
              nothingFoundMessage="Nothing found"
              error={errors.assignee?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="priority"
          render={({ field }) => (
            <Select
              label="Priority"
              data={priorityOptions}
              value={field.value ?? 'normal'}
              onChange={(v) => field.onChange(v ?? 'normal')}
              allowDeselect={false}
              error={errors.priority?.message}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="dueAt"
        render={({ field }) => {
          const value = typeof field.value === 'string' ? field.value : '';
          const date = value.slice(0, 10);
          const time = value.slice(11, 16);
          return (
            <Group grow align="flex-start">
              <DateField
                label="Due date"
                withAsterisk
                value={date}
                onChange={(d) => field.onChange(d ? `${d}T${time || '18:00'}` : '')}
                error={errors.dueAt?.message}
              />
              <TimeInput
                label="Due time (India)"
                value={time}
                onChange={(e) => field.onChange(date ? `${date}T${e.currentTarget.value || '18:00'}` : '')}
              />
            </Group>
          );
        }}
      />
      {task ? (
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Select
              label="Status"
              data={statusOptions}
              value={field.value ?? 'open'}
              onChange={(v) => field.onChange(v ?? 'open')}
              allowDeselect={false}
              error={errors.status?.message}
            />
          )}
        />
      ) : null}
    </FormModal>
  );
}
