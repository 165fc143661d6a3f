import { Group, Select, Text } from '@mantine/core';
import { todayInIndia } from '../../domain/india-date';
import { PERIOD_LABELS, PERIOD_PRESETS, type PeriodPreset, periodText } from '../../domain/reports/period';
import { resolvePeriod } from '../../domain/schemas/report';
import { DateField } from './date-field';

export interface PeriodValue {
  period: PeriodPreset;
  from?: string | undefined;
  to?: string | undefined;
}

interface PeriodPickerProps {
  value: PeriodValue;
  /** A patch for the URL: choosing a preset clears the custom dates. */
  onChange: (patch: PeriodValue) => void;
}

const options = PERIOD_PRESETS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }));

/**
 * The period of a dashboard, chart or report, in India days: a preset or a custom range. The days
 * it means are written beside it, so "This month" on the 1st reads as one day, not a month.
 */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  const custom = value.period === 'custom';
  const complete = !custom || (value.from && value.to && value.from <= value.to);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Period"
        data={options}
        value={value.period}
        allowDeselect={false}
        w={190}
        onChange={(next) => {
          const period = (next ?? '30d') as PeriodPreset;
          if (period === 'custom') {
            const shown = resolvePeriod(value, todayInIndia());
            onChange({ period, from: value.from ?? shown.from, to: value.to ?? shown.to });
          } else onChange({ period, from: undefined, to: undefined });
        }}
      />
      {custom ? (
        <>
          <DateField
            label="From"
            w={150}
            value={value.from ?? ''}
            maxDate={value.to}
            onChange={(from) => onChange({ ...value, from: from || undefined })}
          />
          <DateField
            label="To"
            w={150}
            value={value.to ?? ''}
            minDate={value.from}
            onChange={(to) => onChange({ ...value, to: to || undefined })}
          />
        </>
      ) : null}
      <Text size="sm" c="dimmed" pb={8} aria-label="Days counted">
        {complete ? periodText(resolvePeriod(value, todayInIndia())) : 'Choose both dates'}
      </Text>
    </Group>
  );
}
