import { ActionIcon, Autocomplete, Group, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { type Control, Controller, type FieldErrors, type UseFormRegister, type useFieldArray } from 'react-hook-form';
import {
  MILESTONE_TRIGGER_LABELS,
  MILESTONE_TRIGGERS,
  type MilestoneTrigger,
} from '../../../../domain/collections/lists';
import { USUAL_STAGES } from '../../../../domain/collections/payment-plan';
import type { PaymentPlanInput } from '../../../../domain/schemas/payment-plan';
import { DateField } from '../../../ui/date-field';

type Path =
  | `milestones.${number}.percent`
  | `milestones.${number}.parkingPercent`
  | `milestones.${number}.locationPercent`
  | `milestones.${number}.dueAfterDays`;

function Percent({
  control,
  name,
  label,
  w = COLUMN.percent,
  decimals = 2,
}: {
  control: Control<PaymentPlanInput>;
  name: Path;
  label: string;
  w?: number;
  decimals?: number;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          aria-label={label}
          w={w}
          decimalScale={decimals}
          allowDecimal={decimals > 0}
          allowNegative={false}
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

interface MilestoneRowsProps {
  control: Control<PaymentPlanInput>;
  register: UseFormRegister<PaymentPlanInput>;
  errors: FieldErrors<PaymentPlanInput>;
  fields: ReturnType<typeof useFieldArray<PaymentPlanInput, 'milestones'>>;
  /** Triggers of each row, watched so the row shows the one field its trigger needs. */
  triggers: (MilestoneTrigger | undefined)[];
  parkingByMilestone: boolean;
  locationByMilestone: boolean;
}

const COLUMN = { due: 180, when: 160, percent: 92 } as const;

/** The titles over the milestone rows (each input also names its row for a screen reader). */
export function MilestoneHeader({ parking, location }: { parking: boolean; location: boolean }) {
  const title = (text: string, w?: number, flex = false) => (
    <Text size="sm" fw={600} w={w} style={flex ? { flex: 1, minWidth: 160 } : undefined} aria-hidden>
      {text}
    </Text>
  );
  return (
    <Group gap="xs" wrap="nowrap">
      <span style={{ width: 22 }} />
      {title('Milestone', undefined, true)}
      {title('Falls due', COLUMN.due)}
      {title('Stage, date or days', COLUMN.when)}
      {title('%', COLUMN.percent)}
      {parking ? title('Parking %', COLUMN.percent) : null}
      {location ? title('Location %', COLUMN.percent) : null}
      <span style={{ width: 84 }} />
    </Group>
  );
}

/** The plan's milestones, one row each: move up and down, remove. */
export function MilestoneRows(props: MilestoneRowsProps) {
  const { control, register, errors, fields, triggers, parkingByMilestone, locationByMilestone } = props;
  const count = fields.fields.length;
  return fields.fields.map((f, i) => {
    const trigger = triggers[i] ?? 'booking';
    const rowErrors = errors.milestones?.[i];
    return (
      <Group key={f.id} align="flex-start" gap="xs" wrap="nowrap" role="group" aria-label={`Milestone ${i + 1}`}>
        <Text w={22} mt={8} size="sm" c="dimmed" ta="right">
          {i + 1}.
        </Text>
        <TextInput
          aria-label={`Milestone ${i + 1}`}
          placeholder="On completion of plinth"
          style={{ flex: 1, minWidth: 160 }}
          error={rowErrors?.name?.message}
          {...register(`milestones.${i}.name`)}
        />
        <Controller
          control={control}
          name={`milestones.${i}.trigger`}
          render={({ field }) => (
            <Select
              aria-label={`Milestone ${i + 1} falls due`}
              w={COLUMN.due}
              data={MILESTONE_TRIGGERS.map((t) => ({ value: t, label: MILESTONE_TRIGGER_LABELS[t] }))}
              value={field.value}
              onChange={(v) => field.onChange(v ?? 'booking')}
              allowDeselect={false}
              error={rowErrors?.trigger?.message}
            />
          )}
        />
        <div style={{ width: COLUMN.when }}>
          {trigger === 'stage' ? (
            <Controller
              control={control}
              name={`milestones.${i}.stage`}
              render={({ field }) => (
                <Autocomplete
                  aria-label={`Milestone ${i + 1} stage`}
                  placeholder="Plinth"
                  data={[...USUAL_STAGES]}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={rowErrors?.stage?.message}
                />
              )}
            />
          ) : trigger === 'date' ? (
            <Controller
              control={control}
              name={`milestones.${i}.dueOn`}
              render={({ field }) => (
                <DateField
                  label={null}
                  aria-label={`Milestone ${i + 1} due on`}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={rowErrors?.dueOn?.message}
                />
              )}
            />
          ) : trigger === 'days_after_booking' ? (
            <Percent
              control={control}
              name={`milestones.${i}.dueAfterDays`}
              label={`Milestone ${i + 1} days after booking`}
              w={COLUMN.when}
              decimals={0}
            />
          ) : null}
        </div>
        <Percent control={control} name={`milestones.${i}.percent`} label={`Milestone ${i + 1} %`} />
        {parkingByMilestone ? (
          <Percent control={control} name={`milestones.${i}.parkingPercent`} label={`Milestone ${i + 1} parking %`} />
        ) : null}
        {locationByMilestone ? (
          <Percent control={control} name={`milestones.${i}.locationPercent`} label={`Milestone ${i + 1} location %`} />
        ) : null}
        <Group gap={2} mt={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={`Move milestone ${i + 1} up`}
            disabled={i === 0}
            onClick={() => fields.move(i, i - 1)}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`Move milestone ${i + 1} down`}
            disabled={i === count - 1}
            onClick={() => fields.move(i, i + 1)}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove milestone ${i + 1}`}
            disabled={count === 1}
            onClick={() => fields.remove(i)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
    );
  });
}
