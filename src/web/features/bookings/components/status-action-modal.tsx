import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, NumberInput, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { todayInIndia } from '../../../../domain/india-date';
import {
  agreementRegisteredSchema,
  type Booking,
  bookingCancelSchema,
  bookingTransferSchema,
  discountDecisionSchema,
} from '../../../../domain/schemas/booking';
import { errorMessage } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/apply-server-errors';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { notifySuccess } from '../../../lib/notify';
import { DateField } from '../../../ui/date-field';
import { type BookingAction, useBookingAction } from '../api/bookings-api';
import { ApplicantsFields, emptyApplicant } from './applicants-fields';

const SCHEMAS = {
  agreement: agreementRegisteredSchema,
  possession: agreementRegisteredSchema,
  cancel: bookingCancelSchema,
  transfer: bookingTransferSchema,
  discount: discountDecisionSchema,
} as const;

const TITLES: Record<BookingAction, string> = {
  agreement: 'Agreement registered',
  possession: 'Possession given',
  cancel: 'Cancel the booking',
  transfer: 'Transfer to another buyer',
  discount: 'Decide the discount',
};

const DONE: Record<BookingAction, string> = {
  agreement: 'Agreement registered.',
  possession: 'Possession recorded; the unit is sold.',
  cancel: 'Booking cancelled; the unit is available again.',
  transfer: 'Transferred: the new booking has the same cost sheet.',
  discount: 'Discount decided.',
};

type Values = Record<string, unknown>;

/** One status change or discount decision of a booking: its fields, then the server's answer. */
export function StatusActionModal({
  booking,
  action,
  onClose,
  onDone,
}: {
  booking: Booking;
  action: BookingAction | null;
  onClose: () => void;
  onDone: (next: Booking) => void;
}) {
  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      title={action ? TITLES[action] : ''}
      size={action === 'transfer' ? 'xl' : 'md'}
    >
      {action ? <ActionForm key={action} booking={booking} action={action} onClose={onClose} onDone={onDone} /> : null}
    </Modal>
  );
}

function ActionForm({
  booking,
  action,
  onClose,
  onDone,
}: {
  booking: Booking;
  action: BookingAction;
  onClose: () => void;
  onDone: (next: Booking) => void;
}) {
  const mutation = useBookingAction(booking._id);
  const key = useIdempotencyKey();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = SCHEMAS[action] as unknown as z.ZodType<Values, Values>;
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      date: todayInIndia(),
      charges: 0,
      reason: '',
      note: '',
      decision: 'approve',
      applicants: [emptyApplicant()],
    },
  });
  const err = (name: string) => (errors as Record<string, { message?: string } | undefined>)[name]?.message;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const input = action === 'discount' ? { decision: values.decision, note: values.note } : values;
      const next = await mutation.mutateAsync({ action, input, headers: key.headers() });
      key.settle();
      notifySuccess(DONE[action]);
      onDone(next);
    } catch (error) {
      key.settle(error);
      applyServerErrors(error, ['date', 'charges', 'reason', 'note'] as Path<Values>[], setError);
      setFailure(errorMessage(error, 'Could not save'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {action === 'discount' ? (
          <>
            <Text size="sm">
              {booking.discountPercent}% discount asked for {booking.bookingNo}. Approved, the cost sheet is priced
              again with it on the price list of the booking date and frozen.
            </Text>
            <Controller
              control={control}
              name="decision"
              render={({ field }) => (
                <Radio.Group value={field.value as string} onChange={field.onChange} label="Decision">
                  <Group mt={4}>
                    <Radio value="approve" label="Approve" />
                    <Radio value="reject" label="Reject" />
                  </Group>
                </Radio.Group>
              )}
            />
          </>
        ) : (
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <DateField
                label="Date"
                withAsterisk
                value={field.value as string}
                onChange={field.onChange}
                maxDate={todayInIndia()}
                minDate={booking.bookingDate}
                error={err('date')}
              />
            )}
          />
        )}
        {action === 'cancel' ? (
          <>
            <Controller
              control={control}
              name="charges"
              render={({ field }) => (
                <NumberInput
                  label="Cancellation charges (₹)"
                  withAsterisk
                  min={0}
                  decimalScale={2}
                  thousandSeparator=","
                  thousandsGroupStyle="lakh"
                  value={field.value as number}
                  onChange={(v) => field.onChange(v === '' ? undefined : v)}
                  error={err('charges')}
                />
              )}
            />
            <Textarea label="Reason" withAsterisk {...register('reason')} error={err('reason')} autosize minRows={2} />
          </>
        ) : null}
        {action === 'transfer' ? (
          <ApplicantsFields control={control as never} register={register as never} errors={errors as never} />
        ) : null}
        {action === 'transfer' || action === 'discount' ? (
          <Textarea label="Note" {...register('note')} error={err('note')} autosize minRows={2} />
        ) : null}
        {failure ? <Alert color="red">{failure}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" loading={mutation.isPending} color={action === 'cancel' ? 'red' : undefined}>
            {action === 'discount' ? 'Save decision' : TITLES[action]}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
