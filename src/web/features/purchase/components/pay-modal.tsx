import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { todayInIndia } from '../../../../domain/india-date';
import {
  type Purchase,
  type PurchasePaymentInput,
  purchasePaymentInputSchema,
} from '../../../../domain/schemas/purchase';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { PaymentCoreFields } from '../../../ui/payment-fields';
import { usePayPurchase } from '../api/pay-purchase';

const fieldNames = ['amount', 'date', 'mode', 'reference', 'note'] as const;

type Payable = Pick<Purchase, '_id' | 'supplier' | 'invoiceNo' | 'total' | 'paid' | 'balance'>;

const toValues = (p: Payable | null): PurchasePaymentInput => ({
  amount: p && p.balance > 0 ? p.balance : (undefined as unknown as number),
  date: todayInIndia(),
  mode: 'rtgs',
  reference: '',
  note: '',
  advance: false,
});

/** Pays part or all of a bill; more than the balance only when ticked as an advance. */
export function PayModal({ purchase, onClose }: { purchase: Payable | null; onClose: () => void }) {
  const mutation = usePayPurchase();
  const { reset: resetMutation } = mutation;
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PurchasePaymentInput, unknown, z.output<typeof purchasePaymentInputSchema>>({
    resolver: zodResolver(purchasePaymentInputSchema),
    defaultValues: toValues(purchase),
  });
  const amount = useWatch({ control, name: 'amount' });
  const advance = useWatch({ control, name: 'advance' });
  const over = purchase !== null && typeof amount === 'number' && amount > purchase.balance;

  useEffect(() => {
    if (!purchase) return;
    reset(toValues(purchase));
    resetMutation();
  }, [purchase, reset, resetMutation]);

  const onSubmit = handleSubmit(async (values) => {
    if (!purchase) return;
    try {
      await mutation.mutateAsync({ id: purchase._id, input: values });
      notifySuccess(`Payment of ${formatRupees(values.amount)} recorded.`);
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
    <Modal
      opened={purchase !== null}
      onClose={onClose}
      title={`Pay ${purchase?.supplier.name ?? ''} — ${purchase?.invoiceNo ?? ''}`}
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Bill total {formatRupees(purchase?.total)}, paid {formatRupees(purchase?.paid)},{' '}
            <Text span fw={700}>
              balance due {formatRupees(purchase?.balance)}
            </Text>
            .
          </Text>
          {mutation.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(mutation.error)}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PaymentCoreFields control={control} />
          </SimpleGrid>
          <Textarea label="Note" autosize minRows={2} error={errors.note?.message} {...register('note')} />
          {over || advance ? (
            <Controller
              control={control}
              name="advance"
              render={({ field }) => (
                <Checkbox
                  label="This is an advance: pay more than the balance due"
                  checked={field.value ?? false}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                />
              )}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              Record Payment
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
