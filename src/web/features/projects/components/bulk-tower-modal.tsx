import { Alert, Divider, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import type { TowerSummary } from '../../../../domain/schemas/project';
import {
  type BulkUnitsInput,
  bulkUnitsInputSchema,
  patternProblem,
  planBulkUnits,
  repeatedNumbers,
} from '../../../../domain/schemas/unit';
import { formatCount } from '../../../lib/format';
import { useModalForm } from '../../../lib/use-modal-form';
import { FormModal } from '../../../ui/form-modal';
import { useBulkUnits } from '../api/units';
import { UnitSpecFields } from './unit-spec-fields';

const NEW_TOWER = '__new__';

const position = () => ({
  type: '2BHK' as const,
  carpetSqm: undefined as unknown as number,
  balconySqm: 0,
  saleableSqm: undefined as unknown as number,
  facing: '' as const,
  parkingSlots: 1,
  locations: [] as string[],
});

const initial = (): BulkUnitsInput => ({
  towerId: '',
  towerName: '',
  floorFrom: 1,
  floorTo: 20,
  pattern: '{floor}{pos:02}',
  groundPattern: 'G{pos:02}',
  positions: [position(), position()],
});

interface BulkTowerModalProps {
  projectId: string;
  towers: TowerSummary[];
  locationKeys: readonly string[];
  opened: boolean;
  onClose: () => void;
}

/** One form for a tower of floors from–to × units per floor, with a live count and numbering preview. */
export function BulkTowerModal({ projectId, towers, locationKeys, opened, onClose }: BulkTowerModalProps) {
  const bulk = useBulkUnits(projectId);
  const { form, modalProps } = useModalForm(bulkUnitsInputSchema, {
    opened,
    onClose,
    addLabel: 'Create units',
    title: 'Tower by the bulk form',
    mutation: bulk,
    record: null,
    toValues: initial,
    onOpen: bulk.reset,
    save: (values) => bulk.mutateAsync(values),
    fieldNames: ['towerName', 'floorFrom', 'floorTo', 'pattern', 'groundPattern'],
    success: (saved) => `${formatCount(saved.created)} units were created in ${saved.tower.name}.`,
  });
  const { control, register, setValue } = form;
  const { errors } = form.formState;
  const { fields, append, remove } = useFieldArray({ control, name: 'positions' });
  const watched = useWatch({ control });
  const towerId = watched.towerId || NEW_TOWER;
  const floorFrom = Number(watched.floorFrom);
  const floorTo = Number(watched.floorTo);
  const pattern = watched.pattern ?? '';
  const groundPattern = watched.groundPattern ?? '';
  const usable =
    Number.isInteger(floorFrom) &&
    Number.isInteger(floorTo) &&
    floorFrom <= floorTo &&
    floorTo - floorFrom < 211 &&
    !patternProblem(pattern, true) &&
    !patternProblem(groundPattern, false);
  const plan = usable ? planBulkUnits({ floorFrom, floorTo, pattern, groundPattern, positions: fields }) : [];
  const repeated = repeatedNumbers(plan);

  const setPerFloor = (n: number) => {
    if (!Number.isInteger(n) || n < 1 || n > 40) return;
    if (n > fields.length) {
      const last = form.getValues(`positions.${fields.length - 1}`) ?? position();
      append(Array.from({ length: n - fields.length }, () => ({ ...last })));
    } else if (n < fields.length) remove(Array.from({ length: fields.length - n }, (_, i) => n + i));
  };

  return (
    <FormModal {...modalProps} size={1100}>
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        <Select
          label="Tower"
          data={[{ value: NEW_TOWER, label: 'A new tower' }, ...towers.map((t) => ({ value: t._id, label: t.name }))]}
          value={towerId}
          onChange={(v) => setValue('towerId', v === NEW_TOWER || !v ? '' : v)}
          allowDeselect={false}
        />
        {towerId === NEW_TOWER ? (
          <TextInput
            label="New tower's name"
            withAsterisk
            placeholder="A"
            error={errors.towerName?.message}
            {...register('towerName')}
          />
        ) : (
          <div />
        )}
        {(['floorFrom', 'floorTo'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <NumberInput
                label={name === 'floorFrom' ? 'From floor' : 'To floor'}
                allowDecimal={false}
                value={field.value ?? ''}
                onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
                error={errors[name]?.message}
              />
            )}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        <NumberInput
          label="Units per floor"
          min={1}
          max={40}
          allowDecimal={false}
          value={fields.length}
          onChange={(v) => setPerFloor(Number(v))}
        />
        <TextInput
          label="Numbering pattern"
          description="{floor}{pos:02} → 1201"
          error={errors.pattern?.message}
          {...register('pattern')}
        />
        <TextInput
          label="Ground floor pattern"
          description="G{pos:02} → G01"
          error={errors.groundPattern?.message}
          {...register('groundPattern')}
        />
        <Paper withBorder p="xs" radius="sm" aria-label="Preview">
          <Text size="sm" fw={600}>
            {usable ? `${formatCount(plan.length)} units` : 'Check the floors and patterns'}
          </Text>
          {plan.length > 0 ? (
            <Text size="xs" c="dimmed">
              {plan
                .slice(0, 3)
                .map((p) => p.number)
                .join(', ')}
              {plan.length > 3 ? ` … ${plan.at(-1)?.number}` : ''}
            </Text>
          ) : null}
        </Paper>
      </SimpleGrid>
      {repeated.length > 0 ? (
        <Alert color="orange" variant="light">
          The pattern numbers units alike ({repeated.slice(0, 5).join(', ')}); use {'{pos:02}'} or {'{floor:02}'}.
        </Alert>
      ) : null}
      <Stack gap="sm">
        {fields.map((field, index) => (
          <Paper key={field.id} withBorder p="sm" radius="sm">
            <Title order={4} fz="sm" mb={4}>
              Position {index + 1}
              {plan.length > 0
                ? ` (${plan
                    .filter((p) => p.position === index)
                    .slice(0, 2)
                    .map((p) => p.number)
                    .join(', ')}…)`
                : ''}
            </Title>
            <UnitSpecFields
              control={control}
              prefix={`positions.${index}.`}
              errors={errors.positions?.[index] as never}
              locationKeys={locationKeys}
              compact
            />
          </Paper>
        ))}
      </Stack>
      <Divider />
    </FormModal>
  );
}
