import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { todayInIndia } from '../../../../domain/india-date';
import {
  FORM_16B_STATUS_LABELS,
  FORM_16B_STATUSES,
  RECEIPT_MODE_LABELS,
  RECEIPT_MODES,
  RECEIPT_REFERENCE_LABELS,
  receiptInputSchema,
} from '../../../../domain/schemas/collections';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/apply-server-errors';
import { formatRupees } from '../../../lib/format';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { notifySuccess } from '../../../lib/notify';
import { DateField } from '../../../ui/date-field';
import { advanceQuestion } from '../advance';
import { useRecordReceipt } from '../api/receipts-api';

type Values = z.input<typeof receiptInputSchema>;
type Parsed = z.output<typeof receiptInputSchema>;

const FIELDS = ['receivedOn', 'mode', 'reference', 'bank', 'branch', 'amount', 'tdsAmount', 'form16bStatus', 'note'];

const money = (label: string, field: { value: unknown; onChange: (v: unknown) => void }, error?: string) => (
  <NumberInput
    label={label}
    min={0}
    decimalScale={2}
    thousandSeparator=","
    thousandsGroupStyle="lakh"
    value={(field.value as number | undefined) ?? ''}
    onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
    error={error}
  />
);

/** Record a payment against a booking; a payment above what is due is asked about first. */
export function PaymentModal({
  bookingId,
  bookingNo,
  due,
  opened,
  onClose,
}: {
  bookingId: string;
  bookingNo: string;
  due: number;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Record a payment · ${bookingNo}`} size="lg">
      {opened ? <PaymentForm bookingId={bookingId} due={due} onClose={onClose} /> : null}
    </Modal>
  );
}

function PaymentForm({ bookingId, due, onClose }: { bookingId: string; due: number; onClose: () => void }) {
  const mutation = useRecordReceipt(bookingId);
  const key = useIdempotencyKey();
  const [failure, setFailure] = useState<string | null>(null);
  /** The question asked before saving a payment above what is due. */
  const [ask, setAsk] = useState<{ message: string; values: Parsed } | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(receiptInputSchema),
    defaultValues: { receivedOn: todayInIndia(), mode: 'cheque', form16bStatus: 'pending', acceptAdvance: false },
  });
  const mode = useWatch({ control, name: 'mode' });
  const tds = useWatch({ control, name: 'tdsAmount' });
  const referenceLabel = RECEIPT_REFERENCE_LABELS[mode ?? 'cheque'];
  const instrument = mode === 'cheque' || mode === 'dd';

  const save = async (values: Parsed) => {
    setFailure(null);
    try {
      const { receipt, emailedTo } = await mutation.mutateAsync({ input: values, headers: key.headers() });
      key.settle();
      notifySuccess(`Receipt ${receipt.receiptNo} recorded${emailedTo ? ` and emailed to ${emailedTo}` : ''}.`);
      onClose();
    } catch (error) {
      key.settle(error);
      if (error instanceof ApiError && error.code === 'ADVANCE_NOT_CONFIRMED') {
        setAsk({ message: error.message, values });
        return;
      }
      applyServerErrors(error, FIELDS as Path<Values>[], setError);
      setFailure(errorMessage(error, 'Could not record the payment'));
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    const q = values.acceptAdvance ? null : advanceQuestion(due, values.amount, values.tdsAmount);
    if (q) {
      setAsk({
        message: `${formatRupees(q.credit)} is more than the ${formatRupees(q.due)} due. Keep the other ${formatRupees(q.advance)} as an advance against the next demands, or correct the amount?`,
        values,
      });
      return;
    }
    await save(values);
  });

  if (ask) {
    return (
      <Stack gap="sm">
        <Alert color="yellow" title="More than is due">
          {ask.message}
        </Alert>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              setAsk(null);
              setTimeout(() => setFocus('amount'), 0);
            }}
          >
            Correct the amount
          </Button>
          <Button
            loading={mutation.isPending}
            onClick={() => void save({ ...ask.values, acceptAdvance: true }).then(() => setAsk(null))}
          >
            Keep as an advance
          </Button>
        </Group>
      </Stack>
    );
  }

  const err = (name: keyof Values) => errors[name]?.message;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Due on raised demands: {formatRupees(due)}. The payment settles the oldest demands first.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="mode"
            render={({ field }) => (
              <Select
                label="Mode"
                withAsterisk
                allowDeselect={false}
                data={RECEIPT_MODES.map((m) => ({ value: m, label: RECEIPT_MODE_LABELS[m] }))}
                value={field.value}
                onChange={(v) => field.onChange(v ?? 'cheque')}
                error={err('mode')}
              />
            )}
          />
          <Controller
            control={control}
            name="receivedOn"
            render={({ field }) => (
              <DateField
                label="Date received"
                withAsterisk
                value={field.value ?? ''}
                onChange={field.onChange}
                maxDate={todayInIndia()}
                error={err('receivedOn')}
              />
            )}
          />
          <Controller
            control={control}
            name="amount"
            render={({ field }) => money('Amount received (₹)', field, err('amount'))}
          />
          {referenceLabel ? (
            <TextInput label={referenceLabel} withAsterisk {...register('reference')} error={err('reference')} />
          ) : (
            <Text size="xs" c="dimmed" mt="lg">
              Cash: under ₹20,000 in all on a booking (Income-tax Act s.269SS).
            </Text>
          )}
          {mode !== 'cash' ? (
            <TextInput label="Bank" withAsterisk={instrument} {...register('bank')} error={err('bank')} />
          ) : null}
          {mode !== 'cash' ? <TextInput label="Branch" {...register('branch')} error={err('branch')} /> : null}
          <Controller
            control={control}
            name="tdsAmount"
            render={({ field }) => money('TDS deducted (₹)', field, err('tdsAmount'))}
          />
          {tds ? (
            <Controller
              control={control}
              name="form16bStatus"
              render={({ field }) => (
                <Select
                  label="Form 16B"
                  allowDeselect={false}
                  data={FORM_16B_STATUSES.map((s) => ({ value: s, label: FORM_16B_STATUS_LABELS[s] }))}
                  value={field.value ?? 'pending'}
                  onChange={(v) => field.onChange(v ?? 'pending')}
                  error={err('form16bStatus')}
                />
              )}
            />
          ) : null}
        </SimpleGrid>
        <Textarea label="Note" {...register('note')} error={err('note')} autosize minRows={2} />
        {failure ? <Alert color="red">{failure}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Record payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
