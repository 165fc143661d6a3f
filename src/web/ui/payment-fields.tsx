import { NumberInput, Select, TextInput } from '@mantine/core';
import { type Control, Controller, type FieldValues, useFormState, useWatch } from 'react-hook-form';
import {
  PAYMENT_MODE_LABELS,
  PAYMENT_MODES,
  type PaymentMode,
  referenceRequired,
} from '../../domain/schemas/entity-payment';
import { DateField } from './date-field';

interface PaymentCoreValues {
  amount: number;
  date: string;
  mode: PaymentMode;
  reference?: string | null;
}

/**
 * Amount, date, mode and the cheque/UTR reference: the part every payment form shares (a flat
 * buyer's payment, a supplier's bill). Drop it into the form's grid; the form keeps its own extra
 * fields. The reference's label and required marker follow the chosen mode.
 */
export function PaymentCoreFields<T extends FieldValues & PaymentCoreValues>({ control }: { control: Control<T> }) {
  // The fields are the same in every form that uses this; the cast only widens the form's own type.
  const c = control as unknown as Control<PaymentCoreValues>;
  const { errors } = useFormState({ control: c });
  const mode = useWatch({ control: c, name: 'mode' });
  return (
    <>
      <Controller
        control={c}
        name="amount"
        render={({ field }) => (
          <NumberInput
            label="Amount (₹)"
            withAsterisk
            data-autofocus
            min={0}
            decimalScale={2}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            value={field.value ?? ''}
            onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
            error={errors.amount?.message}
          />
        )}
      />
      <Controller
        control={c}
        name="date"
        render={({ field }) => (
          <DateField
            label="Date"
            withAsterisk
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.date?.message}
          />
        )}
      />
      <Controller
        control={c}
        name="mode"
        render={({ field }) => (
          <Select
            label="Mode"
            withAsterisk
            allowDeselect={false}
            data={PAYMENT_MODES.map((m) => ({ value: m, label: PAYMENT_MODE_LABELS[m] }))}
            value={field.value}
            onChange={(v) => field.onChange(v ?? 'cash')}
            error={errors.mode?.message}
          />
        )}
      />
      <Controller
        control={c}
        name="reference"
        render={({ field }) => (
          <TextInput
            label={mode === 'cheque' ? 'Cheque number' : 'Reference (UTR / transaction id)'}
            withAsterisk={referenceRequired(mode ?? 'cash')}
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.currentTarget.value)}
            onBlur={field.onBlur}
            error={errors.reference?.message}
          />
        )}
      />
    </>
  );
}
