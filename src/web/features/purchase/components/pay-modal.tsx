import { Checkbox, SimpleGrid, Text, Textarea } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { todayInIndia } from '../../../../domain/india-date';
import {
  type Purchase,
  type PurchasePaymentInput,
  purchasePaymentInputSchema,
} from '../../../../domain/schemas/purchase';
import { formatRupees } from '../../../lib/format';
import { useModalForm } from '../../../lib/use-modal-form';
import { FormModal } from '../../../ui/form-modal';
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
  const { form, modalProps } = useModalForm(purchasePaymentInputSchema, {
    opened: purchase !== null,
    onClose,
    record: purchase,
    addLabel: 'Record Payment',
    title: `Pay ${purchase?.supplier.name ?? ''} — ${purchase?.invoiceNo ?? ''}`,
    submitLabel: 'Record Payment',
    mutation,
    toValues,
    onOpen: mutation.reset,
    save: (input, current) =>
      current ? mutation.mutateAsync({ id: current._id, input }) : Promise.reject(new Error('No bill to pay.')),
    success: (_saved, values) => `Payment of ${formatRupees(values.amount)} recorded.`,
    fieldNames,
  });
  const { register, control } = form;
  const { errors } = form.formState;
  const amount = useWatch({ control, name: 'amount' });
  const advance = useWatch({ control, name: 'advance' });
  const over = purchase !== null && typeof amount === 'number' && amount > purchase.balance;

  return (
    <FormModal {...modalProps} size="lg">
      <Text size="sm">
        Bill total {formatRupees(purchase?.total)}, paid {formatRupees(purchase?.paid)},{' '}
        <Text span fw={700}>
          balance due {formatRupees(purchase?.balance)}
        </Text>
        .
      </Text>
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
    </FormModal>
  );
}
