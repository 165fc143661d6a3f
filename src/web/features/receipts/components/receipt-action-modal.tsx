import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { todayInIndia } from '../../../../domain/india-date';
import { receiptBounceSchema } from '../../../../domain/schemas/collections';
import { chequeClearedSchema, form16bReceivedSchema } from '../../../../domain/schemas/receipts';
import { errorMessage } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/apply-server-errors';
import { formatRupees } from '../../../lib/format';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { notifySuccess } from '../../../lib/notify';
import { DateField } from '../../../ui/date-field';
import { type ReceiptAction, useReceiptAction } from '../api/receipts-api';

/** What the action is about: the receipt's number, amount, day and (for a cheque) its number. */
export interface ActionTarget {
  id: string;
  receiptNo: string;
  amount: number;
  receivedOn: string;
  reference: string | null;
  tdsAmount?: number;
}

const SCHEMAS = { clear: chequeClearedSchema, bounce: receiptBounceSchema, form16b: form16bReceivedSchema } as const;
const DATE_FIELD = { clear: 'clearedOn', bounce: 'bouncedOn', form16b: 'receivedOn' } as const;
const TITLES = { clear: 'Cheque cleared', bounce: 'Cheque bounced', form16b: 'Form 16B received' } as const;

type Values = Record<string, unknown>;

export function ReceiptActionModal({
  target,
  action,
  onClose,
}: {
  target: ActionTarget | null;
  action: ReceiptAction | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={target !== null && action !== null} onClose={onClose} title={action ? TITLES[action] : ''}>
      {target && action ? (
        <ActionForm key={`${target.id}${action}`} target={target} action={action} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function ActionForm({ target, action, onClose }: { target: ActionTarget; action: ReceiptAction; onClose: () => void }) {
  const mutation = useReceiptAction();
  const key = useIdempotencyKey();
  const [failure, setFailure] = useState<string | null>(null);
  const dateField = DATE_FIELD[action];
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Values>({
    resolver: zodResolver(SCHEMAS[action] as unknown as z.ZodType<Values, Values>),
    defaultValues: { [dateField]: todayInIndia(), charge: 0, reason: '', note: '' },
  });
  const err = (name: string) => (errors as Record<string, { message?: string } | undefined>)[name]?.message;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await mutation.mutateAsync({ id: target.id, action, input: values, headers: key.headers() });
      key.settle();
      notifySuccess(
        action === 'bounce'
          ? `Receipt ${target.receiptNo} reversed; a task to collect again is open for the booking's owner.`
          : action === 'clear'
            ? `Receipt ${target.receiptNo}: cheque cleared.`
            : `Form 16B for receipt ${target.receiptNo} marked received.`,
      );
      onClose();
    } catch (error) {
      key.settle(error);
      applyServerErrors(error, [dateField, 'charge', 'reason', 'note'] as Path<Values>[], setError);
      setFailure(errorMessage(error, 'Could not save'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          Receipt {target.receiptNo}
          {target.reference ? ` · ${target.reference}` : ''} ·{' '}
          {action === 'form16b' ? `TDS ${formatRupees(target.tdsAmount ?? 0)}` : formatRupees(target.amount)}
        </Text>
        {action === 'bounce' ? (
          <Text size="sm" c="dimmed">
            The receipt is reversed and the booking's later payments settle its oldest demands again.
          </Text>
        ) : null}
        <Controller
          control={control}
          name={dateField}
          render={({ field }) => (
            <DateField
              label={{ clear: 'Date cleared', bounce: 'Date bounced', form16b: 'Date received' }[action]}
              withAsterisk
              value={field.value as string}
              onChange={field.onChange}
              minDate={target.receivedOn}
              maxDate={todayInIndia()}
              error={err(dateField)}
            />
          )}
        />
        {action === 'bounce' ? (
          <>
            <Controller
              control={control}
              name="charge"
              render={({ field }) => (
                <NumberInput
                  label="Bounce charge (₹)"
                  min={0}
                  decimalScale={2}
                  thousandSeparator=","
                  thousandsGroupStyle="lakh"
                  value={(field.value as number | undefined) ?? ''}
                  onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
                  error={err('charge')}
                />
              )}
            />
            <Textarea label="Reason" {...register('reason')} error={err('reason')} autosize minRows={2} />
          </>
        ) : null}
        {action === 'form16b' ? <Textarea label="Note" {...register('note')} error={err('note')} autosize /> : null}
        {failure ? <Alert color="red">{failure}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" loading={mutation.isPending} color={action === 'bounce' ? 'red' : undefined}>
            {action === 'bounce' ? 'Mark bounced' : action === 'clear' ? 'Mark cleared' : 'Mark received'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
