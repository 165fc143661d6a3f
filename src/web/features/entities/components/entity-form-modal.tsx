import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
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
import {
  ENTITY_TYPE_LABELS,
  ENTITY_TYPES,
  type Entity,
  type EntityType,
  entityInputSchema,
} from '../../../../domain/schemas/entity';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useSaveEntity } from '../api/save-entity';

type EntityForm = z.input<typeof entityInputSchema>;
const fieldNames = [
  'type',
  'name',
  'mobile',
  'email',
  'pan',
  'gstin',
  'address',
  'project',
  'wing',
  'flatNo',
  'floor',
  'carpetArea',
  'agreementValue',
] as const;

function toValues(entity: Entity | null, type: EntityType): EntityForm {
  return {
    type: entity?.type ?? type,
    name: entity?.name ?? '',
    mobile: entity?.mobile ?? '',
    email: entity?.email ?? '',
    pan: entity?.pan ?? '',
    gstin: entity?.gstin ?? '',
    address: entity?.address ?? '',
    project: entity?.project ?? '',
    wing: entity?.wing ?? '',
    flatNo: entity?.flatNo ?? '',
    floor: entity?.floor ?? '',
    carpetArea: entity?.carpetArea ?? null,
    agreementValue: entity?.agreementValue ?? null,
  };
}

const typeOptions = ENTITY_TYPES.map((t) => ({ value: t, label: ENTITY_TYPE_LABELS[t] }));

interface EntityFormModalProps {
  opened: boolean;
  /** null adds an entity of `defaultType`. */
  entity: Entity | null;
  defaultType: EntityType;
  onClose: () => void;
  onSaved?: (entity: Entity) => void;
}

export function EntityFormModal({ opened, entity, defaultType, onClose, onSaved }: EntityFormModalProps) {
  const mutation = useSaveEntity();
  const { reset: resetMutation } = mutation;
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors },
  } = useForm<EntityForm, unknown, z.output<typeof entityInputSchema>>({
    resolver: zodResolver(entityInputSchema),
    defaultValues: toValues(entity, defaultType),
  });
  const isBuyer = watch('type') === 'customer';

  useEffect(() => {
    if (!opened) return;
    reset(toValues(entity, defaultType));
    resetMutation();
  }, [opened, entity, defaultType, reset, resetMutation]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await mutation.mutateAsync({ id: entity?._id ?? null, input: values });
      notifySuccess(entity ? `${saved.name} was saved.` : `${saved.name} was added.`);
      onSaved?.(saved);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      for (const [path, message] of Object.entries(error.fields ?? {})) {
        const field = fieldNames.find((name) => name === path);
        if (field) setError(field, { message });
      }
    }
  });

  const money = (value: number | string) => (value === '' ? null : Number(value));

  return (
    <Modal opened={opened} onClose={onClose} title={entity ? `Edit ${entity.name}` : 'Add Entity'} size="xl">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {mutation.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(mutation.error)}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={control}
              name="type"
              render={({ field }) => (
                <Select
                  label="Type"
                  withAsterisk
                  data={typeOptions}
                  allowDeselect={false}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? 'customer')}
                  error={errors.type?.message}
                />
              )}
            />
            <TextInput label="Name" withAsterisk data-autofocus error={errors.name?.message} {...register('name')} />
            <TextInput
              label="Mobile"
              inputMode="tel"
              placeholder="98220 12345"
              error={errors.mobile?.message}
              {...register('mobile')}
            />
            <TextInput label="Email" type="email" error={errors.email?.message} {...register('email')} />
            <TextInput
              label="PAN"
              placeholder="ABCDE1234F"
              styles={{ input: { textTransform: 'uppercase' } }}
              error={errors.pan?.message}
              {...register('pan')}
            />
            <TextInput
              label="GSTIN"
              placeholder="27ABCDE1234F1Z5"
              styles={{ input: { textTransform: 'uppercase' } }}
              error={errors.gstin?.message}
              {...register('gstin')}
            />
          </SimpleGrid>
          <Textarea label="Address" autosize minRows={2} error={errors.address?.message} {...register('address')} />
          {isBuyer ? (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="Project" withAsterisk error={errors.project?.message} {...register('project')} />
              <TextInput label="Wing" error={errors.wing?.message} {...register('wing')} />
              <TextInput label="Flat number" withAsterisk error={errors.flatNo?.message} {...register('flatNo')} />
              <TextInput label="Floor" error={errors.floor?.message} {...register('floor')} />
              <Controller
                control={control}
                name="carpetArea"
                render={({ field }) => (
                  <NumberInput
                    label="Carpet area (sq ft)"
                    min={0}
                    decimalScale={2}
                    thousandSeparator=","
                    value={field.value ?? ''}
                    onChange={(v) => field.onChange(money(v))}
                    error={errors.carpetArea?.message}
                  />
                )}
              />
            </SimpleGrid>
          ) : null}
          <Controller
            control={control}
            name="agreementValue"
            render={({ field }) => (
              <NumberInput
                label={isBuyer ? 'Agreement value (₹)' : 'Agreement / contract value (₹)'}
                description="The balance due is worked out against this amount."
                min={0}
                decimalScale={2}
                thousandSeparator=","
                thousandsGroupStyle="lakh"
                prefix="₹"
                value={field.value ?? ''}
                onChange={(v) => field.onChange(money(v))}
                error={errors.agreementValue?.message}
                w={{ base: '100%', sm: 320 }}
              />
            )}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {entity ? 'Save changes' : 'Add Entity'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
