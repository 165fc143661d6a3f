import { Checkbox, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '../../domain/leads/statuses';
import {
  FOLLOW_UP_OUTCOME_LABELS,
  FOLLOW_UP_OUTCOMES,
  LOST_REASON_LABELS,
  LOST_REASONS,
  type LogOutcomeInput,
  logOutcomeSchema,
  needsLostReason,
} from '../../domain/schemas/follow-up';
import { useLogOutcome } from '../features/follow-ups';
import { useLeadPickers } from '../lib/shared-queries';
import { useModalForm } from '../lib/use-modal-form';
import { defaultNext, FollowUpPlanFields } from './follow-up-plan-fields';
import { FormModal } from './form-modal';

/** The lead as the modal needs it: any list row or the lead page has these. */
export interface OutcomeLead {
  _id: string;
  name: string;
  status: LeadStatus;
  assignedTo: { _id: string; name: string } | null;
}

const fieldNames = [
  'outcome',
  'note',
  'reason',
  'status',
  'next',
  'next.type',
  'next.dueAt',
  'next.assignedTo',
] as const;
const outcomeOptions = FOLLOW_UP_OUTCOMES.map((o) => ({ value: o, label: FOLLOW_UP_OUTCOME_LABELS[o] }));
const reasonOptions = LOST_REASONS.map((r) => ({ value: r, label: LOST_REASON_LABELS[r] }));

interface LogOutcomeModalProps {
  opened: boolean;
  onClose: () => void;
  lead: OutcomeLead | null;
  /** After the outcome is saved (the call queue then moves on to the next lead). */
  onSaved?: () => void;
}

/**
 * "Log outcome": what the call achieved, an optional status change, a reason when the lead is given
 * up on, and the next follow-up in India time — one request, so the open follow-up, the lead and the
 * timeline change together.
 */
export function LogOutcomeModal({ opened, onClose, lead, onSaved }: LogOutcomeModalProps) {
  const mutation = useLogOutcome();
  const pickers = useLeadPickers();
  const { reset: resetMutation } = mutation;
  const toValues = useCallback(
    (record: OutcomeLead | null): LogOutcomeInput => ({
      outcome: '' as LogOutcomeInput['outcome'],
      note: '',
      reason: '',
      status: '',
      next: defaultNext(record?.assignedTo?._id ?? null),
    }),
    [],
  );
  const { form, modalProps } = useModalForm(logOutcomeSchema, {
    opened,
    onClose,
    record: lead,
    addLabel: 'Log outcome',
    title: lead ? `Log outcome: ${lead.name}` : 'Log outcome',
    submitLabel: 'Save outcome',
    mutation,
    toValues,
    onOpen: resetMutation,
    fieldNames,
    save: (values, record) =>
      mutation.mutateAsync({
        leadId: record?._id ?? '',
        body: {
          outcome: values.outcome,
          note: values.note,
          reason: values.reason,
          status: values.status,
          next: values.next
            ? {
                type: values.next.type,
                dueAt: values.next.dueAt.toISOString(),
                assignedTo: values.next.assignedTo ?? undefined,
              }
            : null,
        },
      }),
    success: (saved) =>
      saved.followUp
        ? `Outcome saved for ${saved.lead.name}; next follow-up booked.`
        : `Outcome saved for ${saved.lead.name}.`,
    onSaved: () => onSaved?.(),
  });
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = form;
  const [outcome, status, next] = useWatch({ control, name: ['outcome', 'status', 'next'] });
  const givingUp = needsLostReason(outcome, status || null);

  // A lead given up on gets no next follow-up (the server refuses one), so the section closes.
  useEffect(() => {
    if (givingUp) setValue('next', null);
  }, [givingUp, setValue]);

  const statusOptions = LEAD_STATUSES.filter((s) => s !== lead?.status).map((s) => ({
    value: s,
    label: LEAD_STATUS_LABELS[s],
  }));
  const assignees = (pickers.data?.assignees ?? []).map((a) => ({ value: a._id, label: a.name }));

  return (
    <FormModal {...modalProps} size="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="outcome"
          render={({ field }) => (
            <Select
              label="Outcome"
              withAsterisk
              placeholder="What happened?"
              data={outcomeOptions}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              error={errors.outcome?.message}
              data-autofocus
            />
          )}
        />
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Select
              label="Change status to"
              placeholder={lead ? `Keep ${LEAD_STATUS_LABELS[lead.status]}` : 'Keep the status'}
              data={statusOptions}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              clearable
              error={errors.status?.message}
            />
          )}
        />
      </SimpleGrid>
      {givingUp ? (
        <Controller
          control={control}
          name="reason"
          render={({ field }) => (
            <Select
              label="Reason"
              withAsterisk
              description="Why the lead is not interested or junk. Its open follow-ups will close."
              placeholder="Choose a reason"
              data={reasonOptions}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              error={errors.reason?.message}
            />
          )}
        />
      ) : null}
      <Textarea
        label="Note"
        placeholder="What was discussed"
        autosize
        minRows={2}
        maxRows={6}
        error={errors.note?.message}
        {...register('note')}
      />
      {givingUp ? (
        <Text size="sm" c="dimmed">
          No next follow-up: the lead is being closed.
        </Text>
      ) : (
        <Stack gap="xs">
          <Checkbox
            label="Schedule the next follow-up"
            checked={Boolean(next)}
            onChange={(e) =>
              setValue('next', e.currentTarget.checked ? defaultNext(lead?.assignedTo?._id ?? null) : null)
            }
          />
          {next ? (
            <Stack gap="xs">
              <FollowUpPlanFields
                control={control}
                names={{ type: 'next.type', assignedTo: 'next.assignedTo', dueAt: 'next.dueAt' }}
                labels={{ type: 'Next follow-up type', date: 'Next follow-up date' }}
                assignees={assignees}
                planError={errors.next?.message}
              />
            </Stack>
          ) : null}
        </Stack>
      )}
    </FormModal>
  );
}
