import { Group } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { DateField } from './date-field';

interface IndiaDateTimeFieldProps {
  /** India wall-clock time, `YYYY-MM-DDTHH:mm`, or '' — what indiaDateTimeSchema reads. */
  value: string;
  onChange: (value: string) => void;
  dateLabel: string;
  timeLabel: string;
  defaultTime: string;
  error?: ReactNode;
  withAsterisk?: boolean;
}

/**
 * A date and a time typed as India's clock reads them. The value carries no zone and the server
 * reads it as IST, so a browser in Los Angeles books 10:30 in Pune, not 10:30 in California.
 */
export function IndiaDateTimeField(props: IndiaDateTimeFieldProps) {
  const { value, onChange, dateLabel, timeLabel, defaultTime, error, withAsterisk } = props;
  const date = value.slice(0, 10);
  const time = value.slice(11, 16);
  return (
    <Group grow align="flex-start">
      <DateField
        label={dateLabel}
        withAsterisk={withAsterisk}
        value={date}
        onChange={(d) => onChange(d ? `${d}T${time || defaultTime}` : '')}
        error={error}
      />
      <TimeInput
        label={timeLabel}
        withAsterisk={withAsterisk}
        value={time}
        onChange={(e) => onChange(date ? `${date}T${e.currentTarget.value || defaultTime}` : '')}
      />
    </Group>
  );
}

interface IndiaDateTimeInputProps<T extends FieldValues, TOut>
  extends Omit<IndiaDateTimeFieldProps, 'value' | 'onChange' | 'error'> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  /** Shown when the field itself has no error (e.g. one about the group it belongs to). */
  fallbackError?: ReactNode;
}

/** The same field bound to a react-hook-form field, with that field's error under it. */
export function IndiaDateTimeInput<T extends FieldValues, TOut>(props: IndiaDateTimeInputProps<T, TOut>) {
  const { control, name, fallbackError, ...labels } = props;
  const { field, fieldState } = useController({ control, name });
  return (
    <IndiaDateTimeField
      {...labels}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      error={fieldState.error?.message ?? fallbackError}
    />
  );
}
