import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Autocomplete,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { GST_RATES, MATERIAL_UNITS, type Material, materialInputSchema } from '../../../../domain/schemas/material';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
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
  const { reset: resetMutation } = mutation;
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<MaterialForm, unknown, z.output<typeof materialInputSchema>>({
    resolver: zodResolver(materialInputSchema),
    defaultValues: toValues(material),
  });

  useEffect(() => {
    if (!opened) return;
    reset(toValues(material));
    resetMutation();
  }, [opened, material, reset, resetMutation]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await mutation.mutateAsync({ id: material?._id ?? null, input: values });
      notifySuccess(material ? `${saved.name} was saved.` : `${saved.name} was added.`);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      for (const [path, message] of Object.entries(error.fields ?? {})) {
        const field = fieldNames.find((name) => name === path);
        if (field) setError(field, { message });
      }
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={material ? `Edit ${material.name}` : 'Add Material'} size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {mutation.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(mutation.error)}
            </Alert>
          ) : null}
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
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {material ? 'Save changes' : 'Add Material'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
