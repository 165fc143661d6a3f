// With the date input, not in the entry: the signed-out screens have no dates (decision 070).
import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { type CSSProperties, type FocusEventHandler, type ReactNode, type Ref, useState } from 'react';

dayjs.extend(customParseFormat);

/** What staff may type: day first, with or without leading zeros, or an ISO date pasted in. */
const TYPED_FORMATS = ['DD/MM/YYYY', 'D/M/YYYY', 'DD-MM-YYYY', 'D-M-YYYY', 'DD.MM.YYYY', 'YYYY-MM-DD'];

/**
 * Day-first parser for typed dates. Strict, so a half-typed '05/11/20' is not taken for the year 20,
 * and an impossible date such as 31/02/2026 is refused rather than rolled over into March.
 */
export function parseDayFirst(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const parsed = dayjs(trimmed, TYPED_FORMATS, true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

export interface DateFieldProps {
  label: ReactNode;
  /** '' for no date, otherwise 'YYYY-MM-DD' — the same string the API takes. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  error?: ReactNode;
  description?: ReactNode;
  withAsterisk?: boolean;
  /** The field's name for a screen reader where a row of fields shares one visible title. */
  'aria-label'?: string;
  /** Filters can be emptied again; required form fields cannot. */
  clearable?: boolean;
  disabled?: boolean;
  /** 'YYYY-MM-DD' bounds for the calendar and for typed dates. */
  minDate?: string;
  maxDate?: string;
  w?: number | string;
  style?: CSSProperties;
}

/**
 * The one date input of the app: shows and accepts dd/mm/yyyy whatever the browser's language
 * (a native date input follows the browser, so en-US staff saw mm/dd/yyyy), with a calendar.
 */
export function DateField({ label, value, onChange, clearable = false, minDate, maxDate, ...rest }: DateFieldProps) {
  const named = typeof label === 'string' ? label : rest['aria-label'];
  const clearLabel = named ? `Clear ${named}` : 'Clear date';
  // Escape with the calendar open closes the calendar only, not the modal the field sits in
  // (Mantine modals skip an Escape whose target carries this attribute, as Select does).
  const [calendarOpen, setCalendarOpen] = useState(false);
  return (
    <DateInput
      {...rest}
      data-mantine-stop-propagation={calendarOpen || undefined}
      popoverProps={{ onOpen: () => setCalendarOpen(true), onClose: () => setCalendarOpen(false) }}
      label={label}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      valueFormat="DD/MM/YYYY"
      dateParser={parseDayFirst}
      placeholder="dd/mm/yyyy"
      clearable={clearable}
      clearButtonProps={{ 'aria-label': clearLabel }}
      minDate={minDate}
      maxDate={maxDate}
      leftSection={<IconCalendar size={16} aria-hidden />}
      leftSectionPointerEvents="none"
    />
  );
}
