import { Button, Group, NumberInput, Select } from '@mantine/core';
import { FACING_LABELS, FACINGS, type Facing } from '../../../../domain/inventory/statuses';
import { UNIT_TYPES, type UnitType } from '../../../../domain/inventory/unit-types';

export interface GridFilterValues {
  tower?: string | undefined;
  type?: UnitType | undefined;
  facing?: Facing | undefined;
  floorFrom?: number | undefined;
  floorTo?: number | undefined;
  priceFrom?: number | undefined;
  priceTo?: number | undefined;
}

interface AvailabilityFiltersProps {
  filters: GridFilterValues;
  towers: { _id: string; name: string }[];
  onChange: (patch: GridFilterValues, options?: { replace?: boolean }) => void;
  filtered: boolean;
  onClear: () => void;
}

const LAKH = 1_00_000;
/** The price boxes are in lakhs, as a buyer says them; the address and the API keep rupees. */
const toLakhs = (rupees: number | undefined) => (rupees === undefined ? '' : rupees / LAKH);
const fromLakhs = (value: number | string) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value * LAKH) : undefined;
const whole = (value: number | string) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** Tower, type, facing, floor range and all-in price range above the grid; all kept in the address. */
export function AvailabilityFilters({ filters, towers, onChange, filtered, onClear }: AvailabilityFiltersProps) {
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      {towers.length > 1 ? (
        <Select
          label="Tower"
          placeholder="All towers"
          data={towers.map((t) => ({ value: t._id, label: `Tower ${t.name}` }))}
          value={filters.tower ?? null}
          onChange={(v) => onChange({ tower: v ?? undefined })}
          clearable
          w={130}
        />
      ) : null}
      <Select
        label="Type"
        placeholder="Any type"
        data={[...UNIT_TYPES]}
        value={filters.type ?? null}
        onChange={(v) => onChange({ type: (v as UnitType | null) ?? undefined })}
        clearable
        w={120}
      />
      <Select
        label="Facing"
        placeholder="Any facing"
        data={FACINGS.map((f) => ({ value: f, label: FACING_LABELS[f] }))}
        value={filters.facing ?? null}
        onChange={(v) => onChange({ facing: (v as Facing | null) ?? undefined })}
        clearable
        w={130}
      />
      <NumberInput
        label="Floor from"
        value={filters.floorFrom ?? ''}
        onChange={(v) => onChange({ floorFrom: whole(v) }, { replace: true })}
        allowDecimal={false}
        min={-10}
        max={200}
        w={96}
      />
      <NumberInput
        label="Floor to"
        value={filters.floorTo ?? ''}
        onChange={(v) => onChange({ floorTo: whole(v) }, { replace: true })}
        allowDecimal={false}
        min={-10}
        max={200}
        w={96}
      />
      <NumberInput
        label="All-in from (₹ L)"
        value={toLakhs(filters.priceFrom)}
        onChange={(v) => onChange({ priceFrom: fromLakhs(v) }, { replace: true })}
        min={0}
        decimalScale={2}
        thousandSeparator=","
        w={130}
      />
      <NumberInput
        label="All-in to (₹ L)"
        value={toLakhs(filters.priceTo)}
        onChange={(v) => onChange({ priceTo: fromLakhs(v) }, { replace: true })}
        min={0}
        decimalScale={2}
        thousandSeparator=","
        w={140}
      />
      {filtered ? (
        <Button variant="subtle" onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </Group>
  );
}
