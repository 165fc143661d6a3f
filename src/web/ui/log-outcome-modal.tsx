import { Checkbox, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { type Control, Controller, type FieldErrors, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { addDays, todayInIndia } from '../../domain/india-date';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '../../domain/leads/statuses';
import {
  FOLLOW_UP_OUTCOME_LABELS,
  FOLLOW_UP_OUTCOMES,
  FOLLOW_UP_TYPE_LABELS,
  FOLLOW_UP_TYPES,
  type FollowUpType,
  LOST_REASON_LABELS,
  LOST_REASONS,
  type LogOutcomeInput,
  logOutcomeSchema,
  needsLostReason,
} from '../../domain/schemas/follow-up';
import { useLogOutcome } from '../features/follow-ups';
import { useLeadPickers } from '../lib/shared-queries';
import { useModalForm } from '../lib/use-modal-form';
import { FormModal } from './form-modal';
import { IndiaDateTimeField } from './india-date-time-field';

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
const typeOptions = FOLLOW_UP_TYPES.map((t) => ({ value: t, label: FOLLOW_UP_TYPE_LABELS[t] }));
export const NEXT_DEFAULT_TIME = '11:00';

/** Tomorrow 11:00 in India: the usual next call. */
export const defaultNext = (assignedTo: string | null, type: FollowUpType = 'call') => ({
  type,
  dueAt: `${addDays(todayInIndia(), 1)}T${NEXT_DEFAULT_TIME}`,
  assignedTo: assignedTo ?? '',
});

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
          {next ? <NextFields control={control} errors={errors} assignees={assignees} /> : null}
        </Stack>
      )}
    </FormModal>
  );
}

type FormControl = Control<LogOutcomeInput, unknown, z.output<typeof logOutcomeSchema>>;
type FormErrors = FieldErrors<LogOutcomeInput>;

function NextFields({
  control,
  errors,
  assignees,
}: {
  control: FormControl;
  errors: FormErrors;
  assignees: { value: string; label: string }[];
}) {
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="next.type"
          render={({ field }) => (
            <Select
              label="Next follow-up type"
              data={typeOptions}
              value={field.value ?? 'call'}
              onChange={(v) => field.onChange(v ?? 'call')}
              allowDeselect={false}
              error={errors.next?.type?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="next.assignedTo"
          render={({ field }) => (
            <Select
              label="Follow-up by"
              placeholder="The lead's assignee"
              data={assignees}
              value={(typeof field.value === 'string' ? field.value : field.value?._id) || null}
              onChange={(v) => field.onChange(v ?? '')}
              clearable
              searchable
              error={errors.next?.assignedTo?.message}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="next.dueAt"
        render={({ field }) => (
          <IndiaDateTimeField
            dateLabel="Next follow-up date"
            timeLabel="Time (India)"
            defaultTime={NEXT_DEFAULT_TIME}
            withAsterisk
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            error={errors.next?.dueAt?.message ?? errors.next?.message}
          />
        )}
      />
    </Stack>
  );
}
