import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { todayInIndia } from '../../../../domain/india-date';
import {
  type EntityPayment,
  entityPaymentInputSchema,
  type PaymentDirection,
} from '../../../../domain/schemas/entity-payment';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
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
  const { reset: resetMutation } = mutation;
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PaymentForm, unknown, z.output<typeof entityPaymentInputSchema>>({
    resolver: zodResolver(entityPaymentInputSchema),
    defaultValues: toValues(payment, defaultDirection),
  });

  useEffect(() => {
    if (!opened) return;
    reset(toValues(payment, defaultDirection));
    resetMutation();
  }, [opened, payment, defaultDirection, reset, resetMutation]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ paymentId: payment?._id ?? null, input: values });
      notifySuccess(payment ? 'Payment updated successfully.' : 'Payment recorded successfully.');
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      for (const [path, message] of Object.entries(error.fields ?? {})) {
        const field = fieldNames.find((name) => name === path);
        if (field) setError(field, { message });
      }
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={payment ? 'Edit Payment' : 'Add Payment'} size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {mutation.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(mutation.error)}
            </Alert>
          ) : null}
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
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {payment ? 'Save changes' : 'Add Payment'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
