import { Text, Textarea } from '@mantine/core';
import { useCallback } from 'react';
import { indiaLocalDateTime } from '../../domain/india-date';
import { type SiteVisitRescheduleInput, siteVisitRescheduleSchema } from '../../domain/schemas/site-visit';
import { useRescheduleVisit } from '../features/site-visits';
import { useModalForm } from '../lib/use-modal-form';
import { FormModal } from './form-modal';
import { IndiaDateTimeInput } from './india-date-time-field';
import type { VisitRef } from './sales-actions';
import { VISIT_TIME_LABELS } from './site-visit-bits';

const fieldNames = ['at', 'note'] as const;

/** Moves a booked visit to another India date and time; the old time stays in the timeline. */
export function RescheduleVisitModal({
  opened,
  onClose,
  visit,
}: {
  opened: boolean;
  onClose: () => void;
  visit: VisitRef | null;
}) {
  const mutation = useRescheduleVisit();
  const { reset: resetMutation } = mutation;
  const toValues = useCallback(
    (record: VisitRef | null): SiteVisitRescheduleInput => ({
      at: record ? indiaLocalDateTime(record.at) : '',
      note: '',
    }),
    [],
  );
  const { form, modalProps } = useModalForm(siteVisitRescheduleSchema, {
    opened,
    onClose,
    record: visit,
    addLabel: 'Reschedule visit',
    title: visit ? `Reschedule visit: ${visit.lead.name}` : 'Reschedule visit',
    submitLabel: 'Reschedule',
    mutation,
    toValues,
    onOpen: resetMutation,
    fieldNames,
    save: (values, record) =>
      mutation.mutateAsync({ id: record?._id ?? '', at: values.at.toISOString(), note: values.note }),
    success: (saved) => `Visit of ${saved.lead.name} moved.`,
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;
  return (
    <FormModal {...modalProps}>
      {visit ? (
        <Text size="sm" c="dimmed">
          {visit.project}
        </Text>
      ) : null}
      <IndiaDateTimeInput control={control} name="at" withAsterisk {...VISIT_TIME_LABELS} />
      <Textarea label="Note" autosize minRows={2} error={errors.note?.message} {...register('note')} />
    </FormModal>
  );
}
