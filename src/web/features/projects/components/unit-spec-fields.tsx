import { Group, MultiSelect, NumberInput, Select, SimpleGrid, Switch } from '@mantine/core';
import { useState } from 'react';
import { type Control, Controller, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { sqftToSqm, sqmToSqft } from '../../../../domain/inventory/area';
import { FACING_LABELS, FACINGS } from '../../../../domain/inventory/statuses';
import { UNIT_TYPES } from '../../../../domain/inventory/unit-types';

/** Type, areas, facing, parking and locations of one unit or one position of the bulk form. */
interface UnitSpecFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** Where the fields sit in the form: '' for a unit, 'positions.2.' for a position. */
  prefix: string;
  errors: FieldErrors | undefined;
  /** Location keys the price lists know, offered in the picker (others may be typed). */
  locationKeys: readonly string[];
  compact?: boolean;
}

export function UnitSpecFields<T extends FieldValues>({
  control,
  prefix,
  errors,
  locationKeys,
  compact = false,
}: UnitSpecFieldsProps<T>) {
  const [inSqft, setInSqft] = useState(false);
  const name = (field: string) => `${prefix}${field}` as Path<T>;
  const err = (field: string) => (errors?.[field] as { message?: string } | undefined)?.message;
  const area = (field: string, label: string) => (
    <Controller
      control={control}
      name={name(field)}
      render={({ field: f }) => {
        const sqm = typeof f.value === 'number' ? f.value : null;
        return (
          <NumberInput
            label={`${label} (${inSqft ? 'sq ft' : 'm²'})`}
            description={sqm === null ? undefined : inSqft ? `${sqm} m²` : `${sqmToSqft(sqm)} sq ft`}
            decimalScale={2}
            hideControls
            min={0}
            value={sqm === null ? '' : inSqft ? sqmToSqft(sqm) : sqm}
            onChange={(v) => {
              if (v === '' || typeof v !== 'number') return f.onChange(v === '' ? undefined : Number(v));
              f.onChange(inSqft ? sqftToSqm(v) : v);
            }}
            onBlur={f.onBlur}
            error={err(field)}
            withAsterisk={field !== 'balconySqm'}
          />
        );
      }}
    />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: compact ? 4 : 4 }} spacing="sm">
        <Controller
          control={control}
          name={name('type')}
          render={({ field }) => (
            <Select
              label="Type"
              withAsterisk
              data={[...UNIT_TYPES]}
              value={field.value ?? null}
              onChange={(v) => field.onChange(v ?? undefined)}
              error={err('type')}
              allowDeselect={false}
            />
          )}
        />
        {area('carpetSqm', 'RERA carpet')}
        {area('balconySqm', 'Balcony/terrace')}
        {area('saleableSqm', 'Saleable')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Controller
          control={control}
          name={name('facing')}
          render={({ field }) => (
            <Select
              label="Facing"
              placeholder="Not set"
              data={FACINGS.map((f) => ({ value: f, label: `${f} — ${FACING_LABELS[f]}` }))}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              clearable
              error={err('facing')}
            />
          )}
        />
        <Controller
          control={control}
          name={name('parkingSlots')}
          render={({ field }) => (
            <NumberInput
              label="Parking slots"
              min={0}
              max={20}
              allowDecimal={false}
              value={field.value ?? 0}
              onChange={(v) => field.onChange(v === '' ? 0 : Number(v))}
              error={err('parkingSlots')}
            />
          )}
        />
        <Controller
          control={control}
          name={name('locations')}
          render={({ field }) => (
            <MultiSelect
              label="Preferential locations"
              placeholder={locationKeys.length ? 'Choose' : 'No location charges yet'}
              data={[...new Set([...locationKeys, ...((field.value as string[]) ?? [])])]}
              value={(field.value as string[]) ?? []}
              onChange={field.onChange}
              searchable
              clearable
              error={err('locations')}
              style={{ gridColumn: 'span 2' }}
            />
          )}
        />
      </SimpleGrid>
      <Group>
        <Switch
          size="xs"
          label="Enter areas in sq ft"
          checked={inSqft}
          onChange={(e) => setInSqft(e.currentTarget.checked)}
        />
      </Group>
    </>
  );
}
