import { ActionIcon, Autocomplete, Group, NumberInput, Select, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconLock, IconTrash } from '@tabler/icons-react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type FieldValues,
  type UseFormRegister,
  type useFieldArray,
} from 'react-hook-form';
import {
  MILESTONE_TRIGGER_LABELS,
  MILESTONE_TRIGGERS,
  type MilestoneTrigger,
} from '../../../../domain/collections/lists';
import { USUAL_STAGES } from '../../../../domain/collections/payment-plan';
import type { MilestoneInput } from '../../../../domain/schemas/payment-plan';
import { DateField } from '../../../ui/date-field';

/**
 * The rows are drawn for a plan's `milestones` and for a booking's `instalments` (the same fields,
 * decision 192), so the form is typed loosely here and each caller passes its list's name.
 */
type RowsForm = FieldValues;
export type RowFields = ReturnType<typeof useFieldArray<RowsForm>>;

function Percent({
  control,
  name,
  label,
  w = COLUMN.percent,
  decimals = 2,
  disabled,
}: {
  control: Control<RowsForm>;
  name: string;
  label: string;
  w?: number;
  decimals?: number;
  disabled?: boolean;
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
          disabled={disabled}
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
  /** The list's field in the form: a plan's `milestones` or a booking's `instalments`. */
  listName: 'milestones' | 'instalments';
  /** How a row is named to a screen reader: "Milestone 2", "Instalment 2". */
  noun?: 'Milestone' | 'Instalment';
  control: Control<RowsForm>;
  register: UseFormRegister<RowsForm>;
  errors: FieldErrors<RowsForm>;
  fields: RowFields;
  /** Triggers of each row, watched so the row shows the one field its trigger needs. */
  triggers: (MilestoneTrigger | undefined)[];
  parkingByMilestone: boolean;
  locationByMilestone: boolean;
  /** Each row's amount in words ("₹1,20,000.00"), when the rows are a booking's. */
  amounts?: (string | null)[];
  /** Why a row may no longer change its share or when it falls due (a demand raised), else null. */
  lockedBecause?: (index: number) => string | null;
}

const COLUMN = { due: 180, when: 160, percent: 92, amount: 130 } as const;

/** The titles over the milestone rows (each input also names its row for a screen reader). */
export function MilestoneHeader({
  parking,
  location,
  noun = 'Milestone',
  amount = false,
}: {
  parking: boolean;
  location: boolean;
  noun?: 'Milestone' | 'Instalment';
  amount?: boolean;
}) {
  const title = (text: string, w?: number, flex = false) => (
    <Text size="sm" fw={600} w={w} style={flex ? { flex: 1, minWidth: 160 } : undefined} aria-hidden>
      {text}
    </Text>
  );
  return (
    <Group gap="xs" wrap="nowrap">
      <span style={{ width: 22 }} />
      {title(noun, undefined, true)}
      {title('Falls due', COLUMN.due)}
      {title('Stage, date or days', COLUMN.when)}
      {title('%', COLUMN.percent)}
      {parking ? title('Parking %', COLUMN.percent) : null}
      {location ? title('Location %', COLUMN.percent) : null}
      {amount ? title('Amount', COLUMN.amount) : null}
      <span style={{ width: 84 }} />
    </Group>
  );
}

/** The plan's milestones, one row each: move up and down, remove. */
export function MilestoneRows(props: MilestoneRowsProps) {
  const { control, register, errors, fields, triggers, parkingByMilestone, locationByMilestone } = props;
  const { listName, noun = 'Milestone', amounts, lockedBecause } = props;
  const count = fields.fields.length;
  const listErrors = errors[listName] as FieldErrors<MilestoneInput>[] | undefined;
  return fields.fields.map((f, i) => {
    const trigger = triggers[i] ?? 'booking';
    const rowErrors = listErrors?.[i];
    const row = `${listName}.${i}`;
    const label = `${noun} ${i + 1}`;
    const locked = lockedBecause?.(i) ?? null;
    return (
      <Group key={f.id} align="flex-start" gap="xs" wrap="nowrap" role="group" aria-label={label}>
        <Text w={22} mt={8} size="sm" c="dimmed" ta="right">
          {i + 1}.
        </Text>
        <TextInput
          aria-label={label}
          placeholder="On completion of plinth"
          style={{ flex: 1, minWidth: 160 }}
          error={rowErrors?.name?.message}
          leftSection={
            locked ? (
              <Tooltip label={locked}>
                <IconLock size={14} aria-label={locked} />
              </Tooltip>
            ) : null
          }
          {...register(`${row}.name`)}
        />
        <Controller
          control={control}
          name={`${row}.trigger`}
          render={({ field }) => (
            <Select
              aria-label={`${label} falls due`}
              disabled={locked !== null}
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
              name={`${row}.stage`}
              render={({ field }) => (
                <Autocomplete
                  aria-label={`${label} stage`}
                  disabled={locked !== null}
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
              name={`${row}.dueOn`}
              render={({ field }) => (
                <DateField
                  label={null}
                  aria-label={`${label} due on`}
                  disabled={locked !== null}
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
              name={`${row}.dueAfterDays`}
              label={`${label} days after booking`}
              w={COLUMN.when}
              decimals={0}
              disabled={locked !== null}
            />
          ) : null}
        </div>
        <Percent control={control} name={`${row}.percent`} label={`${label} %`} disabled={locked !== null} />
        {parkingByMilestone ? (
          <Percent
            control={control}
            name={`${row}.parkingPercent`}
            label={`${label} parking %`}
            disabled={locked !== null}
          />
        ) : null}
        {locationByMilestone ? (
          <Percent
            control={control}
            name={`${row}.locationPercent`}
            label={`${label} location %`}
            disabled={locked !== null}
          />
        ) : null}
        {amounts ? (
          <Text
            w={COLUMN.amount}
            mt={8}
            size="sm"
            ta="right"
            style={{ whiteSpace: 'nowrap' }}
            aria-label={`${label} amount`}
          >
            {amounts[i] ?? '—'}
          </Text>
        ) : null}
        <Group gap={2} mt={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={`Move ${label.toLowerCase()} up`}
            disabled={i === 0}
            onClick={() => fields.move(i, i - 1)}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`Move ${label.toLowerCase()} down`}
            disabled={i === count - 1}
            onClick={() => fields.move(i, i + 1)}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${label.toLowerCase()}`}
            disabled={count === 1 || locked !== null}
            onClick={() => fields.remove(i)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
    );
  });
}
