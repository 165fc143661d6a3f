import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { TowerInput, TowerSummary } from '../../../../domain/schemas/project';
import { towerInputSchema } from '../../../../domain/schemas/project';
import { type Unit, type UnitInput, unitBlockSchema, unitInputSchema } from '../../../../domain/schemas/unit';
import { useCreateOrUpdate } from '../../../lib/use-create-or-update';
import { useModalForm } from '../../../lib/use-modal-form';
import { FormModal } from '../../../ui/form-modal';
import { useCreateTower, useUpdateTower } from '../api/projects';
import { useBlockUnit, useCreateUnit, useUpdateUnit } from '../api/units';
import { UnitSpecFields } from './unit-spec-fields';

const unitFields = [
  'towerId',
  'number',
  'floor',
  'type',
  'carpetSqm',
  'balconySqm',
  'saleableSqm',
  'facing',
  'parkingSlots',
  'locations',
] as const;

interface UnitFormModalProps {
  projectId: string;
  towers: TowerSummary[];
  locationKeys: readonly string[];
  opened: boolean;
  /** null adds a unit. */
  unit: Unit | null;
  onClose: () => void;
}

const unitValues =
  (towers: TowerSummary[]) =>
  (unit: Unit | null): UnitInput =>
    unit
      ? { ...unit, facing: unit.facing ?? '' }
      : {
          towerId: towers[0]?._id ?? '',
          number: '',
          floor: towers[0]?.floorFrom ?? 1,
          type: '2BHK',
          carpetSqm: undefined as unknown as number,
          balconySqm: 0,
          saleableSqm: undefined as unknown as number,
          facing: '',
          parkingSlots: 0,
          locations: [],
        };

export function UnitFormModal({ projectId, towers, locationKeys, opened, unit, onClose }: UnitFormModalProps) {
  const { mutation, resetBoth, save } = useCreateOrUpdate(useCreateUnit(projectId), useUpdateUnit(), unit !== null);
  const { form, modalProps } = useModalForm(unitInputSchema, {
    opened,
    onClose,
    addLabel: 'Add unit',
    title: unit ? `Edit unit ${unit.number}` : 'Add unit',
    mutation,
    record: unit,
    toValues: unitValues(towers),
    onOpen: resetBoth,
    save,
    fieldNames: unitFields,
    conflictField: 'number',
    success: (saved) => `Unit ${saved.number} was ${unit ? 'saved' : 'added'}.`,
  });
  const { register, control } = form;
  const { errors } = form.formState;
  return (
    <FormModal {...modalProps} size="xl">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Controller
          control={control}
          name="towerId"
          render={({ field }) => (
            <Select
              label="Tower"
              withAsterisk
              data={towers.map((t) => ({ value: t._id, label: t.name }))}
              value={(field.value as string) || null}
              onChange={(v) => field.onChange(v ?? '')}
              error={errors.towerId?.message}
              allowDeselect={false}
            />
          )}
        />
        <TextInput label="Unit number" withAsterisk error={errors.number?.message} {...register('number')} />
        <Controller
          control={control}
          name="floor"
          render={({ field }) => (
            <NumberInput
              label="Floor"
              description="0 is the ground floor"
              withAsterisk
              allowDecimal={false}
              value={field.value ?? ''}
              onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
              error={errors.floor?.message}
            />
          )}
        />
      </SimpleGrid>
      <UnitSpecFields control={control} prefix="" errors={errors} locationKeys={locationKeys} />
    </FormModal>
  );
}

const blockFormSchema = unitBlockSchema;

export function BlockUnitModal({ unit, onClose }: { unit: Unit | null; onClose: () => void }) {
  const block = useBlockUnit();
  const { form, modalProps } = useModalForm(blockFormSchema, {
    opened: unit !== null,
    onClose,
    addLabel: 'Block unit',
    title: `Block unit ${unit?.number ?? ''}`,
    submitLabel: 'Block unit',
    mutation: block,
    record: unit,
    toValues: () => ({ reason: '' }),
    onOpen: block.reset,
    save: (values) => block.mutateAsync({ id: unit!._id, reason: values.reason }),
    fieldNames: ['reason'],
    success: (saved) => `Unit ${saved.number} is blocked; it is off the market until unblocked.`,
  });
  return (
    <FormModal {...modalProps}>
      <Textarea
        label="Reason"
        description="Why management keeps it off the market (landowner's share, a site office…)"
        withAsterisk
        autosize
        minRows={2}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
    </FormModal>
  );
}

interface TowerFormModalProps {
  projectId: string;
  opened: boolean;
  tower: TowerSummary | null;
  onClose: () => void;
}

const towerValues = (tower: TowerSummary | null): TowerInput => ({
  name: tower?.name ?? '',
  floorFrom: tower?.floorFrom ?? 0,
  floorTo: tower?.floorTo ?? 10,
});

export function TowerFormModal({ projectId, opened, tower, onClose }: TowerFormModalProps) {
  const { mutation, resetBoth, save } = useCreateOrUpdate(useCreateTower(projectId), useUpdateTower(), tower !== null);
  const { form, modalProps } = useModalForm(towerInputSchema, {
    opened,
    onClose,
    addLabel: 'Add tower',
    mutation,
    record: tower,
    toValues: towerValues,
    onOpen: resetBoth,
    save,
    fieldNames: ['name', 'floorFrom', 'floorTo'],
    conflictField: 'name',
  });
  const { control, register } = form;
  const { errors } = form.formState;
  const floor = (name: 'floorFrom' | 'floorTo', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          allowDecimal={false}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
          error={errors[name]?.message}
        />
      )}
    />
  );
  return (
    <FormModal {...modalProps}>
      <TextInput
        label="Tower or wing"
        withAsterisk
        placeholder="A"
        error={errors.name?.message}
        {...register('name')}
      />
      <SimpleGrid cols={2}>
        {floor('floorFrom', 'Lowest floor (0 = ground)')}
        {floor('floorTo', 'Highest floor')}
      </SimpleGrid>
    </FormModal>
  );
}
