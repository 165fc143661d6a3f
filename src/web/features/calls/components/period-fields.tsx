import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { addDays, todayInIndia } from '../../../../domain/india-date';
import { DateField } from '../../../ui/date-field';

/** A period of India days: the URL's, or the last 7 days to today (the stats endpoints' own default). */
export function periodOf(from: string | undefined, to: string | undefined): { from: string; to: string } {
  const end = to ?? todayInIndia();
  return { from: from ?? addDays(end, -6), to: end };
}

/** dd/mm/yyyy – dd/mm/yyyy */
export const periodText = (p: { from: string; to: string }) =>
  `${p.from.split('-').reverse().join('/')} to ${p.to.split('-').reverse().join('/')}`;

interface PeriodFieldsProps {
  period: { from: string; to: string };
  onChange: (patch: { from?: string | undefined; to?: string | undefined }) => void;
  children?: ReactNode;
}

/** From and To (India days, both included), with any other filters after them. */
export function PeriodFields({ period, onChange, children }: PeriodFieldsProps) {
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <DateField
        label="From"
        value={period.from}
        onChange={(v) => onChange({ from: v || undefined })}
        maxDate={period.to}
        w={140}
      />
      <DateField
        label="To"
        value={period.to}
        onChange={(v) => onChange({ to: v || undefined })}
        minDate={period.from}
        w={140}
      />
      {children}
    </Group>
  );
}
