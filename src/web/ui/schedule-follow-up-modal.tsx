import { Select, SimpleGrid, Text, Textarea } from '@mantine/core';
import { useCallback } from 'react';
import { Controller } from 'react-hook-form';
import { indiaLocalDateTime } from '../../domain/india-date';
import {
  FOLLOW_UP_TYPE_LABELS,
  FOLLOW_UP_TYPES,
  type FollowUp,
  type ScheduleFollowUpInput,
  scheduleFollowUpSchema,
} from '../../domain/schemas/follow-up';
import { useScheduleFollowUp } from '../features/follow-ups';
import { useLeadPickers } from '../lib/shared-queries';
import { useModalForm } from '../lib/use-modal-form';
import { FormModal } from './form-modal';
import { IndiaDateTimeField } from './india-date-time-field';
import { defaultNext, NEXT_DEFAULT_TIME, type OutcomeLead } from './log-outcome-modal';

const fieldNames = ['type', 'dueAt', 'assignedTo', 'note'] as const;
const typeOptions = FOLLOW_UP_TYPES.map((t) => ({ value: t, label: FOLLOW_UP_TYPE_LABELS[t] }));

interface ScheduleFollowUpModalProps {
  opened: boolean;
  onClose: () => void;
  lead: OutcomeLead | null;
  /** The open follow-up being moved ("Reschedule"); it is kept in the history as rescheduled. */
  current?: FollowUp | null | undefined;
}

/** "Schedule follow-up" / "Reschedule": one open follow-up per lead, so a new one replaces it. */
export function ScheduleFollowUpModal({ opened, onClose, lead, current }: ScheduleFollowUpModalProps) {
  const mutation = useScheduleFollowUp();
  const pickers = useLeadPickers();
  const { reset: resetMutation } = mutation;
  const toValues = useCallback(
    (record: OutcomeLead | null): ScheduleFollowUpInput =>
      current
        ? {
            type: current.type,
            dueAt: indiaLocalDateTime(current.dueAt),
            assignedTo: current.assignedTo?._id ?? '',
            note: '',
          }
        : { ...defaultNext(record?.assignedTo?._id ?? null), note: '' },
    [current],
  );
  const { form, modalProps } = useModalForm(scheduleFollowUpSchema, {
    opened,
    onClose,
    record: lead,
    addLabel: 'Schedule follow-up',
    title: `${current ? 'Reschedule follow-up' : 'Schedule follow-up'}${lead ? `: ${lead.name}` : ''}`,
    submitLabel: current ? 'Reschedule' : 'Schedule',
    mutation,
    toValues,
    onOpen: resetMutation,
    fieldNames,
    save: (values, record) =>
      mutation.mutateAsync({
        leadId: record?._id ?? '',
        body: {
          type: values.type,
          dueAt: values.dueAt.toISOString(),
          assignedTo: values.assignedTo ?? undefined,
          note: values.note,
        },
      }),
    success: () => (current ? 'Follow-up rescheduled.' : 'Follow-up scheduled.'),
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const assignees = (pickers.data?.assignees ?? []).map((a) => ({ value: a._id, label: a.name }));

  return (
    <FormModal {...modalProps} size="lg">
      {current ? (
        <Text size="sm" c="dimmed">
          The current follow-up is kept in the history as rescheduled.
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <Select
              label="Type"
              data={typeOptions}
              value={field.value ?? 'call'}
              onChange={(v) => field.onChange(v ?? 'call')}
              allowDeselect={false}
              error={errors.type?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="assignedTo"
          render={({ field }) => (
            <Select
              label="Follow-up by"
              placeholder="The lead's assignee"
              data={assignees}
              value={(typeof field.value === 'string' ? field.value : field.value?._id) || null}
              onChange={(v) => field.onChange(v ?? '')}
              clearable
              searchable
              error={errors.assignedTo?.message}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="dueAt"
        render={({ field }) => (
          <IndiaDateTimeField
            dateLabel="Follow-up date"
            timeLabel="Time (India)"
            defaultTime={NEXT_DEFAULT_TIME}
            withAsterisk
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            error={errors.dueAt?.message}
          />
        )}
      />
      <Textarea label="Note" autosize minRows={2} maxRows={5} error={errors.note?.message} {...register('note')} />
    </FormModal>
  );
}
