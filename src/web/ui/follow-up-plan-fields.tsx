import { Select, SimpleGrid } from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { addDays, todayInIndia } from '../../domain/india-date';
import { FOLLOW_UP_TYPE_LABELS, FOLLOW_UP_TYPES, type FollowUpType } from '../../domain/schemas/follow-up';
import { IndiaDateTimeInput } from './india-date-time-field';

/** A planned follow-up's time when none is typed: late morning, India time. */
export const NEXT_DEFAULT_TIME = '11:00';

/** Tomorrow 11:00 in India: the usual next call. */
export const defaultNext = (assignedTo: string | null, type: FollowUpType = 'call') => ({
  type,
  dueAt: `${addDays(todayInIndia(), 1)}T${NEXT_DEFAULT_TIME}`,
  assignedTo: assignedTo ?? '',
});

const typeOptions = FOLLOW_UP_TYPES.map((t) => ({ value: t, label: FOLLOW_UP_TYPE_LABELS[t] }));

interface FollowUpPlanFieldsProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** Where the plan sits in the form: at the top (Schedule follow-up) or under `next` (Log outcome). */
  names: { type: Path<T>; assignedTo: Path<T>; dueAt: Path<T> };
  labels: { type: string; date: string };
  assignees: { value: string; label: string }[];
  /** An error about the plan as a whole, shown under its date when the date has none. */
  planError?: string | undefined;
}

/**
 * A follow-up to book: its type, who follows up (the lead's assignee when left empty) and when, in
 * India time. Log outcome books one as the call's next step, Schedule follow-up on its own.
 */
export function FollowUpPlanFields<T extends FieldValues, TOut>(props: FollowUpPlanFieldsProps<T, TOut>) {
  const { control, names, labels, assignees, planError } = props;
  const type = useController({ control, name: names.type });
  const by = useController({ control, name: names.assignedTo });
  const byValue = by.field.value as string | { _id: string } | null | undefined;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={labels.type}
          data={typeOptions}
          value={(type.field.value as string | undefined) ?? 'call'}
          onChange={(v) => type.field.onChange(v ?? 'call')}
          allowDeselect={false}
          error={type.fieldState.error?.message}
        />
        <Select
          label="Follow-up by"
          placeholder="The lead's assignee"
          data={assignees}
          value={(typeof byValue === 'string' ? byValue : byValue?._id) || null}
          onChange={(v) => by.field.onChange(v ?? '')}
          clearable
          searchable
          error={by.fieldState.error?.message}
        />
      </SimpleGrid>
      <IndiaDateTimeInput
        control={control}
        name={names.dueAt}
        dateLabel={labels.date}
        timeLabel="Time (India)"
        defaultTime={NEXT_DEFAULT_TIME}
        withAsterisk
        fallbackError={planError}
      />
    </>
  );
}
