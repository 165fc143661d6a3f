import {
  ActionIcon,
  Button,
  Grid,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type Control, Controller, type FieldPath, useFieldArray, useWatch } from 'react-hook-form';
import type { CostSheetPriceList } from '../../../../domain/inventory/cost-sheet';
import type { StampDutyRate } from '../../../../domain/inventory/stamp-duty';
import {
  OTHER_CHARGE_BASES,
  OTHER_CHARGE_BASIS_LABELS,
  type PriceList,
  type PriceListInput,
  priceListInputSchema,
} from '../../../../domain/schemas/price-list';
import type { Project } from '../../../../domain/schemas/project';
import type { Unit } from '../../../../domain/schemas/unit';
import { useModalForm } from '../../../lib/use-modal-form';
import { DateField } from '../../../ui/date-field';
import { FormModal } from '../../../ui/form-modal';
import { useCreatePriceList, useUpdatePriceList } from '../api/price-lists';
import { CostSheetPreview } from './cost-sheet-preview';

const fieldNames = [
  'effectiveFrom',
  'rateBasis',
  'baseRatePerSqft',
  'floorRiseAboveFloor',
  'floorRisePerSqft',
  'parkingPerSlot',
  'note',
] as const;

export interface PriceListFormState {
  /** The version edited, or null for a new one. */
  editing: PriceList | null;
  /** A new version starts from these values (the latest version, with a new date). */
  start: PriceListInput;
}

interface PriceListFormModalProps {
  project: Project;
  units: Unit[];
  stampDuty: StampDutyRate | null;
  state: PriceListFormState | null;
  onClose: () => void;
}

function NumberField({
  control,
  name,
  label,
  decimals = 2,
  required = false,
}: {
  control: Control<PriceListInput>;
  name: FieldPath<PriceListInput>;
  label: string;
  decimals?: number;
  required?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          withAsterisk={required}
          decimalScale={decimals}
          allowDecimal={decimals > 0}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          hideControls
          value={(field.value as number | null | undefined) ?? ''}
          onChange={(v) => field.onChange(v === '' ? null : Number(v))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** What the engine reads from the form, or null while a rate is missing. */
function engineList(values: Partial<PriceListInput>): CostSheetPriceList | null {
  const parsed = priceListInputSchema.safeParse(values);
  if (!parsed.success) return null;
  const v = parsed.data;
  return {
    rateBasis: v.rateBasis,
    baseRatePerSqft: v.baseRatePerSqft,
    floorRise:
      v.floorRiseAboveFloor === null || v.floorRisePerSqft === null
        ? null
        : { aboveFloor: v.floorRiseAboveFloor, ratePerSqftPerFloor: v.floorRisePerSqft },
    locationCharges: v.locationCharges,
    parkingPerSlot: v.parkingPerSlot,
    otherCharges: v.otherCharges,
  };
}

/** A price-list version, with a live cost sheet of one unit beside it. */
export function PriceListFormModal({ project, units, stampDuty, state, onClose }: PriceListFormModalProps) {
  const create = useCreatePriceList(project._id);
  const update = useUpdatePriceList();
  const editing = state?.editing ?? null;
  const mutation = editing ? update : create;
  const { form, modalProps } = useModalForm(priceListInputSchema, {
    opened: state !== null,
    onClose,
    addLabel: 'Add price list',
    title: editing ? `Price list from ${editing.effectiveFrom}` : 'New price-list version',
    submitLabel: editing ? 'Save changes' : 'Add price list',
    mutation,
    record: state,
    toValues: (s) => s?.start ?? ({} as PriceListInput),
    onOpen: () => {
      create.reset();
      update.reset();
    },
    save: (values) => (editing ? update.mutateAsync({ id: editing._id, input: values }) : create.mutateAsync(values)),
    fieldNames,
    conflictField: 'effectiveFrom',
    success: (saved) => `The price list from ${saved.effectiveFrom} was ${editing ? 'saved' : 'added'}.`,
  });
  const { control, register } = form;
  const { errors } = form.formState;
  const locations = useFieldArray({ control, name: 'locationCharges' });
  const others = useFieldArray({ control, name: 'otherCharges' });
  const values = useWatch({ control }) as Partial<PriceListInput>;

  return (
    <FormModal {...modalProps} size={1200}>
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Controller
                control={control}
                name="effectiveFrom"
                render={({ field }) => (
                  <DateField
                    label="Effective from"
                    withAsterisk
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.effectiveFrom?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="rateBasis"
                render={({ field }) => (
                  <Select
                    label="Rates apply to"
                    data={[
                      { value: 'carpet', label: 'RERA carpet area' },
                      { value: 'saleable', label: 'Saleable area' },
                    ]}
                    value={field.value ?? 'carpet'}
                    onChange={(v) => field.onChange(v ?? 'carpet')}
                    allowDeselect={false}
                  />
                )}
              />
              <NumberField control={control} name="baseRatePerSqft" label="Base rate (₹ per sq ft)" required />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberField control={control} name="floorRiseAboveFloor" label="Floor rise above floor" decimals={0} />
              <NumberField control={control} name="floorRisePerSqft" label="Floor rise (₹/sq ft per floor)" />
              <NumberField control={control} name="parkingPerSlot" label="Parking (₹ per slot)" />
            </SimpleGrid>

            <Group justify="space-between" mt="xs">
              <Text fw={600} size="sm">
                Preferential location charges
              </Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} />}
                onClick={() => locations.append({ key: '', label: '', ratePerSqft: 0, lumpSum: null })}
              >
                Add location
              </Button>
            </Group>
            {locations.fields.map((f, i) => (
              <Group key={f.id} align="flex-start" gap="xs" wrap="nowrap">
                <TextInput
                  label="Key"
                  placeholder="corner"
                  w={130}
                  error={errors.locationCharges?.[i]?.key?.message}
                  {...register(`locationCharges.${i}.key`)}
                />
                <TextInput
                  label="Label"
                  placeholder="Corner flat"
                  style={{ flex: 1 }}
                  error={errors.locationCharges?.[i]?.label?.message}
                  {...register(`locationCharges.${i}.label`)}
                />
                <NumberField control={control} name={`locationCharges.${i}.ratePerSqft`} label="₹ per sq ft" />
                <NumberField control={control} name={`locationCharges.${i}.lumpSum`} label="or lump sum ₹" />
                <ActionIcon
                  mt={26}
                  variant="subtle"
                  color="red"
                  aria-label="Remove location"
                  onClick={() => locations.remove(i)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}

            <Group justify="space-between" mt="xs">
              <Text fw={600} size="sm">
                Other charges
              </Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} />}
                onClick={() =>
                  others.append({ key: '', label: '', basis: 'lumpSum', value: 0, months: null, gstPercent: 18 })
                }
              >
                Add charge
              </Button>
            </Group>
            {others.fields.map((f, i) => (
              <Group key={f.id} align="flex-start" gap="xs" wrap="nowrap">
                <TextInput
                  label="Key"
                  placeholder="club"
                  w={110}
                  error={errors.otherCharges?.[i]?.key?.message}
                  {...register(`otherCharges.${i}.key`)}
                />
                <TextInput
                  label="Label"
                  placeholder="Club membership"
                  style={{ flex: 1 }}
                  error={errors.otherCharges?.[i]?.label?.message}
                  {...register(`otherCharges.${i}.label`)}
                />
                <Controller
                  control={control}
                  name={`otherCharges.${i}.basis`}
                  render={({ field }) => (
                    <Select
                      label="Basis"
                      w={150}
                      data={OTHER_CHARGE_BASES.map((b) => ({ value: b, label: OTHER_CHARGE_BASIS_LABELS[b] }))}
                      value={field.value}
                      onChange={(v) => field.onChange(v ?? 'lumpSum')}
                      allowDeselect={false}
                    />
                  )}
                />
                <NumberField control={control} name={`otherCharges.${i}.value`} label="₹" />
                <NumberField control={control} name={`otherCharges.${i}.months`} label="Months" decimals={0} />
                <NumberField control={control} name={`otherCharges.${i}.gstPercent`} label="GST %" />
                <ActionIcon
                  mt={26}
                  variant="subtle"
                  color="red"
                  aria-label="Remove charge"
                  onClick={() => others.remove(i)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Textarea label="Note" autosize minRows={1} error={errors.note?.message} {...register('note')} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CostSheetPreview
            project={project}
            units={units}
            stampDuty={stampDuty}
            priceList={engineList(values)}
            saleDate={values.effectiveFrom || '2026-01-01'}
          />
        </Grid.Col>
      </Grid>
    </FormModal>
  );
}
