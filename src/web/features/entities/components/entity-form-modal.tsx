import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  ENTITY_TYPE_LABELS,
  ENTITY_TYPES,
  type Entity,
  type EntityType,
  entityInputSchema,
} from '../../../../domain/schemas/entity';
import { useModalForm } from '../../../lib/use-modal-form';
import { FormModal } from '../../../ui/form-modal';
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
  const valuesFor = useCallback((e: Entity | null) => toValues(e, defaultType), [defaultType]);
  const { form, modalProps } = useModalForm(entityInputSchema, {
    opened,
    onClose,
    record: entity,
    addLabel: 'Add Entity',
    mutation,
    toValues: valuesFor,
    onOpen: mutation.reset,
    save: (input, current) => mutation.mutateAsync({ id: current?._id ?? null, input }),
    onSaved,
    fieldNames,
  });
  const { register, control } = form;
  const { errors } = form.formState;
  const isBuyer = useWatch({ control, name: 'type' }) === 'customer';

  const money = (value: number | string) => (value === '' ? null : Number(value));

  return (
    <FormModal {...modalProps} size="xl">
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
    </FormModal>
  );
}
