import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { type Control, type FieldValues, type UseFormRegister, useFieldArray, useWatch } from 'react-hook-form';
import { formatInrPaise } from '../../../../domain/billing/indian-format';
import {
  agreementPartsOf,
  agreementValueProblem,
  instalmentAmounts,
  toBasisPoints,
} from '../../../../domain/collections/payment-plan';
import type { CostSheet } from '../../../../domain/inventory/cost-sheet';
import { toPaise } from '../../../../domain/money/paise';
import {
  type BookingSchedule,
  type BookingScheduleInput,
  bookingScheduleInputSchema,
} from '../../../../domain/schemas/booking-schedule';
import type { PaymentPlanInput } from '../../../../domain/schemas/payment-plan';
import { useModalForm } from '../../../lib/use-modal-form';
import { FormModal } from '../../../ui/form-modal';
import { MilestoneHeader, MilestoneRows, planTotals, type RowFields } from '../../payment-plans';
import { useSaveBookingSchedule } from '../api/bookings-api';

const fieldNames = ['parkingSplit', 'locationSplit', 'instalments'] as const;

type InstalmentRow = BookingScheduleInput['instalments'][number];

const blankInstalment = (): InstalmentRow => ({
  name: '',
  trigger: 'stage',
  stage: '',
  dueOn: null,
  dueAfterDays: null,
  percent: undefined as unknown as number,
  parkingPercent: null,
  locationPercent: null,
});

/** The GET's record as the PUT takes it (decision 063): the same rows, with their ids. */
function toValues(record: { schedule: BookingSchedule } | null): BookingScheduleInput {
  const s = record?.schedule;
  return {
    parkingSplit: s?.parkingSplit ?? 'pro_rata',
    locationSplit: s?.locationSplit ?? 'pro_rata',
    instalments: (s?.instalments ?? []).map((i) => ({
      _id: i._id,
      name: i.name,
      trigger: i.trigger,
      stage: i.stage,
      dueOn: i.dueOn,
      dueAfterDays: i.dueAfterDays,
      percent: i.percent,
      parkingPercent: i.parkingPercent,
      locationPercent: i.locationPercent,
    })),
  };
}

const pick = (v: Partial<BookingScheduleInput>) => ({ parkingSplit: v.parkingSplit, locationSplit: v.locationSplit });

const bp = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? toBasisPoints(v) : 0);

/**
 * Each row's amount as the server will store it: the domain's split of the frozen agreement value
 * for the shares typed so far, and a raised instalment's amount as its demand asked for it.
 */
function liveAmounts(values: Partial<BookingScheduleInput>, schedule: BookingSchedule, sheet: CostSheet): number[] {
  const rows = values.instalments ?? [];
  const splits = {
    parkingSplit: values.parkingSplit ?? schedule.parkingSplit,
    locationSplit: values.locationSplit ?? schedule.locationSplit,
  };
  const computed = instalmentAmounts(
    rows.map((r) => ({
      percentBp: bp(r?.percent),
      parkingBp: splits.parkingSplit === 'milestones' ? bp(r?.parkingPercent) : null,
      locationBp: splits.locationSplit === 'milestones' ? bp(r?.locationPercent) : null,
    })),
    splits,
    agreementPartsOf(sheet),
  );
  const raised = new Map(schedule.instalments.filter((i) => i.demand).map((i) => [i._id, toPaise(i.amount)]));
  return rows.map((r, k) => (r?._id ? raised.get(r._id) : undefined) ?? computed[k]!);
}

interface ScheduleEditModalProps {
  bookingId: string;
  bookingNo: string;
  costSheet: CostSheet;
  /** The schedule to edit; undefined while closed. */
  schedule: BookingSchedule | undefined;
  onClose: () => void;
}

/**
 * Edit a booking's own schedule (decision 192): the instalments' names, when each falls due and its
 * share, with the amounts and the totals against 100% and the agreement value as they are typed.
 * An instalment with a demand keeps its share and trigger (locked), as the server insists.
 */
export function ScheduleEditModal({ bookingId, bookingNo, costSheet, schedule, onClose }: ScheduleEditModalProps) {
  const save = useSaveBookingSchedule(bookingId);
  // Keyed by the booking so a background refetch does not refill what is being typed.
  const record = useMemo(() => (schedule ? { _id: bookingId, schedule } : null), [bookingId, schedule]);
  const { form, modalProps } = useModalForm(bookingScheduleInputSchema, {
    opened: schedule !== undefined,
    onClose,
    addLabel: 'Edit the payment schedule',
    title: `Payment schedule of ${bookingNo}`,
    submitLabel: 'Save schedule',
    mutation: save,
    record,
    toValues,
    onOpen: save.reset,
    save: (values) => save.mutateAsync(values),
    fieldNames,
    success: () => `The payment schedule of ${bookingNo} was saved.`,
  });
  const { control, register } = form;
  const { errors } = form.formState;
  const instalments = useFieldArray({ control, name: 'instalments' });
  const values = useWatch({ control }) as Partial<BookingScheduleInput>;
  const rows = values.instalments ?? [];
  const byMilestone = {
    parking: values.parkingSplit === 'milestones',
    location: values.locationSplit === 'milestones',
  };

  if (!schedule) return <FormModal {...modalProps}>{null}</FormModal>;
  const amounts = liveAmounts(values, schedule, costSheet);
  const agreementPaise = toPaise(schedule.agreementValue);
  const totals = planTotals(
    // The same row fields as a plan's milestones (one schema, decision 192).
    { milestones: rows as PaymentPlanInput['milestones'], ...pick(values) },
    'The instalments',
  );
  const amountProblem = agreementValueProblem(amounts, agreementPaise);
  // Shares that make 100% may still miss by a paisa when a raised instalment keeps the amount its
  // demand asked for (decision 192): said, but not as a refusal.
  const shareProblem = totals.some((t) => t.problem);
  const demandOf = new Map(schedule.instalments.filter((i) => i.demand).map((i) => [i._id, i.demand!]));
  const lockedBecause = (i: number) => {
    const demand = demandOf.get(rows[i]?._id ?? '');
    if (!demand) return null;
    const whose = demand.earlierBuyer ? `was the earlier buyer’s` : 'is raised';
    return `Demand ${demand.demandNo} ${whose}: its share and when it falls due stay as they are.`;
  };
  const listError = errors.instalments?.root?.message ?? errors.instalments?.message;

  return (
    <FormModal {...modalProps} size={1180}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Amounts are shares of the agreement value {formatInrPaise(agreementPaise)}, before GST. The change is recorded
          on the booking’s history.
        </Text>
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => instalments.append(blankInstalment())}
          >
            Add instalment
          </Button>
        </Group>
        <MilestoneHeader noun="Instalment" amount parking={byMilestone.parking} location={byMilestone.location} />
        <MilestoneRows
          listName="instalments"
          noun="Instalment"
          control={control as unknown as Control<FieldValues>}
          register={register as unknown as UseFormRegister<FieldValues>}
          errors={errors}
          fields={instalments as unknown as RowFields}
          triggers={rows.map((r) => r?.trigger)}
          parkingByMilestone={byMilestone.parking}
          locationByMilestone={byMilestone.location}
          amounts={amounts.map(formatInrPaise)}
          lockedBecause={lockedBecause}
        />
        <Stack gap={2} align="flex-end" aria-live="polite" data-testid="schedule-totals">
          {totals.map((t) => (
            <Text key={t.label} size="sm" fw={600} c={t.problem ? 'red' : 'teal'}>
              {t.problem ?? `${t.label}: ${t.text}`}
            </Text>
          ))}
          <Text size="sm" fw={600} c={amountProblem ? (shareProblem ? 'red' : 'orange') : 'teal'}>
            {amountProblem ?? `Amounts: ${formatInrPaise(agreementPaise)}, the agreement value`}
          </Text>
        </Stack>
        {listError && !totals.some((t) => t.problem === listError) ? (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        ) : null}
      </Stack>
    </FormModal>
  );
}
