import { Autocomplete, NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { GST_RATES, MATERIAL_UNITS, type Material, materialInputSchema } from '../../../../domain/schemas/material';
import { useModalForm } from '../../../lib/use-modal-form';
import { FormModal } from '../../../ui/form-modal';
import { useSaveMaterial } from '../api/save-material';

type MaterialForm = z.input<typeof materialInputSchema>;
const fieldNames = ['name', 'unit', 'hsn', 'rate', 'gst', 'description'] as const;

const toValues = (m: Material | null): MaterialForm => ({
  name: m?.name ?? '',
  unit: m?.unit ?? '',
  hsn: m?.hsn ?? '',
  rate: m?.rate ?? (undefined as unknown as number),
  gst: m?.gst ?? 18,
  description: m?.description ?? '',
});

export function MaterialFormModal({
  opened,
  material,
  onClose,
}: {
  opened: boolean;
  material: Material | null;
  onClose: () => void;
}) {
  const mutation = useSaveMaterial();
  const { form, modalProps } = useModalForm(materialInputSchema, {
    opened,
    onClose,
    addLabel: 'Add Material',
    mutation,
    record: material,
    toValues,
    onOpen: mutation.reset,
    save: (input, current) => mutation.mutateAsync({ id: current?._id ?? null, input }),
    fieldNames,
  });
  const { register, control } = form;
  const { errors } = form.formState;

  return (
    <FormModal {...modalProps} size="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Material name"
          withAsterisk
          data-autofocus
          error={errors.name?.message}
          {...register('name')}
        />
        <Controller
          control={control}
          name="unit"
          render={({ field }) => (
            <Autocomplete
              label="Unit"
              withAsterisk
              data={[...MATERIAL_UNITS]}
              value={field.value}
              onChange={field.onChange}
              error={errors.unit?.message}
            />
          )}
        />
        <TextInput
          label="HSN"
          inputMode="numeric"
          placeholder="2523"
          error={errors.hsn?.message}
          {...register('hsn')}
        />
        <Controller
          control={control}
          name="rate"
          render={({ field }) => (
            <NumberInput
              label="Default rate (₹, before GST)"
              withAsterisk
              min={0}
              decimalScale={2}
              thousandSeparator=","
              thousandsGroupStyle="lakh"
              value={field.value ?? ''}
              onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
              error={errors.rate?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="gst"
          render={({ field }) => (
            <Select
              label="GST rate"
              withAsterisk
              allowDeselect={false}
              data={GST_RATES.map((r) => ({ value: String(r), label: `${r} %` }))}
              value={String(field.value)}
              onChange={(v) => field.onChange(Number(v ?? 18))}
              error={errors.gst?.message}
            />
          )}
        />
      </SimpleGrid>
      <Textarea
        label="Description"
        autosize
        minRows={2}
        error={errors.description?.message}
        {...register('description')}
      />
    </FormModal>
  );
}
