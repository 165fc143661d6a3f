import { SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { todayInIndia } from '../../../../domain/india-date';
import {
  type EntityPayment,
  entityPaymentInputSchema,
  type PaymentDirection,
} from '../../../../domain/schemas/entity-payment';
import { useModalForm } from '../../../lib/use-modal-form';
import { FormModal } from '../../../ui/form-modal';
import { PaymentCoreFields } from '../../../ui/payment-fields';
import { useSavePayment } from '../api/save-payment';

type PaymentForm = z.input<typeof entityPaymentInputSchema>;
const fieldNames = ['amount', 'date', 'mode', 'reference', 'bank', 'note', 'direction'] as const;

function toValues(payment: EntityPayment | null, direction: PaymentDirection): PaymentForm {
  return {
    amount: payment?.amount ?? (undefined as unknown as number),
    date: payment?.date ?? todayInIndia(),
    mode: payment?.mode ?? 'cheque',
    reference: payment?.reference ?? '',
    bank: payment?.bank ?? '',
    note: payment?.note ?? '',
    direction: payment?.direction ?? direction,
  };
}

interface PaymentFormModalProps {
  entityId: string;
  opened: boolean;
  payment: EntityPayment | null;
  /** What a new payment usually is for this kind of party. */
  defaultDirection: PaymentDirection;
  onClose: () => void;
}

export function PaymentFormModal({ entityId, opened, payment, defaultDirection, onClose }: PaymentFormModalProps) {
  const mutation = useSavePayment(entityId);
  const valuesFor = useCallback((p: EntityPayment | null) => toValues(p, defaultDirection), [defaultDirection]);
  const { form, modalProps } = useModalForm(entityPaymentInputSchema, {
    opened,
    onClose,
    record: payment,
    addLabel: 'Add Payment',
    title: payment ? 'Edit Payment' : 'Add Payment',
    mutation,
    toValues: valuesFor,
    onOpen: mutation.reset,
    save: (input, current) => mutation.mutateAsync({ paymentId: current?._id ?? null, input }),
    success: () => (payment ? 'Payment updated successfully.' : 'Payment recorded successfully.'),
    fieldNames,
  });
  const { register, control } = form;
  const { errors } = form.formState;

  return (
    <FormModal {...modalProps} size="lg">
      <Controller
        control={control}
        name="direction"
        render={({ field }) => (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="payment-direction-label">
              Direction
            </Text>
            <SegmentedControl
              aria-labelledby="payment-direction-label"
              value={field.value ?? 'received'}
              onChange={field.onChange}
              data={[
                { value: 'received', label: 'Received from them' },
                { value: 'paid', label: 'Paid to them' },
              ]}
            />
          </Stack>
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PaymentCoreFields control={control} />
        <TextInput label="Bank" placeholder="HDFC Bank, Baner" error={errors.bank?.message} {...register('bank')} />
      </SimpleGrid>
      <Textarea label="Note" autosize minRows={2} error={errors.note?.message} {...register('note')} />
    </FormModal>
  );
}
