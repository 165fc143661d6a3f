import { Text, Textarea } from '@mantine/core';
import { useCallback } from 'react';
import { indiaLocalDateTime } from '../../domain/india-date';
import { type FollowUp, type ScheduleFollowUpInput, scheduleFollowUpSchema } from '../../domain/schemas/follow-up';
import { useScheduleFollowUp } from '../features/follow-ups';
import { useLeadPickers } from '../lib/shared-queries';
import { useModalForm } from '../lib/use-modal-form';
import { defaultNext, FollowUpPlanFields } from './follow-up-plan-fields';
import { FormModal } from './form-modal';
import type { OutcomeLead } from './log-outcome-modal';

const fieldNames = ['type', 'dueAt', 'assignedTo', 'note'] as const;

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
      <FollowUpPlanFields
        control={control}
        names={{ type: 'type', assignedTo: 'assignedTo', dueAt: 'dueAt' }}
        labels={{ type: 'Type', date: 'Follow-up date' }}
        assignees={assignees}
      />
      <Textarea label="Note" autosize minRows={2} maxRows={5} error={errors.note?.message} {...register('note')} />
    </FormModal>
  );
}
