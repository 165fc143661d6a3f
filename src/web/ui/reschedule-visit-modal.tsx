import { Text, Textarea } from '@mantine/core';
import { useCallback } from 'react';
import { Controller } from 'react-hook-form';
import { indiaLocalDateTime } from '../../domain/india-date';
import {
  SITE_VISIT_DEFAULT_TIME,
  type SiteVisitRescheduleInput,
  siteVisitRescheduleSchema,
} from '../../domain/schemas/site-visit';
import { useRescheduleVisit } from '../features/site-visits';
import { useModalForm } from '../lib/use-modal-form';
import { FormModal } from './form-modal';
import { IndiaDateTimeField } from './india-date-time-field';
import type { VisitRef } from './sales-actions';

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
      <Controller
        control={control}
        name="at"
        render={({ field }) => (
          <IndiaDateTimeField
            dateLabel="Visit date"
            timeLabel="Visit time (India)"
            defaultTime={SITE_VISIT_DEFAULT_TIME}
            withAsterisk
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            error={errors.at?.message}
          />
        )}
      />
      <Textarea label="Note" autosize minRows={2} error={errors.note?.message} {...register('note')} />
    </FormModal>
  );
}
