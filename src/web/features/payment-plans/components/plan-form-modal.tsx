import { Alert, Button, Group, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  type Control,
  Controller,
  type FieldValues,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import {
  CHARGE_SPLITS,
  type ChargeSplit,
  PAYMENT_PLAN_KIND_LABELS,
  PAYMENT_PLAN_KINDS,
} from '../../../../domain/collections/lists';
import {
  type MilestoneInput,
  type PaymentPlan,
  type PaymentPlanInput,
  paymentPlanInputSchema,
} from '../../../../domain/schemas/payment-plan';
import { useCreateOrUpdate } from '../../../lib/use-create-or-update';
import { useModalForm } from '../../../lib/use-modal-form';
import { FormModal } from '../../../ui/form-modal';
import { useProjectOptions } from '../../projects';
import { useCreatePaymentPlan, useUpdatePaymentPlan } from '../api/payment-plans-api';
import { MilestoneHeader, MilestoneRows, type RowFields } from './milestone-rows';
import { planTotals } from './plan-totals';

const fieldNames = [
  'projectId',
  'name',
  'kind',
  'parkingSplit',
  'locationSplit',
  'note',
  'archived',
  'milestones',
] as const;

const SPLIT_LABELS: Record<ChargeSplit, string> = {
  pro_rata: 'With every instalment',
  milestones: 'By milestone (own shares)',
};

const blankMilestone = (): MilestoneInput => ({
  name: '',
  trigger: 'stage',
  stage: '',
  dueOn: null,
  dueAfterDays: null,
  percent: undefined as unknown as number,
  parkingPercent: null,
  locationPercent: null,
});

/** A new plan starts from the usual construction-linked shape; an edited one from itself. */
function toValues(plan: PaymentPlan | null, projectId: string | undefined): PaymentPlanInput {
  if (plan) return { ...plan };
  return {
    projectId: projectId ?? '',
    name: '',
    kind: 'construction_linked',
    parkingSplit: 'pro_rata',
    locationSplit: 'pro_rata',
    note: null,
    archived: false,
    milestones: [
      { ...blankMilestone(), name: 'On booking', trigger: 'booking', stage: null, percent: 10 },
      { ...blankMilestone(), name: 'On agreement', trigger: 'agreement', stage: null, percent: 10 },
      { ...blankMilestone(), name: 'On completion of plinth', stage: 'Plinth' },
      { ...blankMilestone(), name: 'On possession', stage: 'Possession' },
    ],
  };
}

interface PlanFormModalProps {
  /** The plan edited, `null` to add one, `undefined` while closed. */
  plan: PaymentPlan | null | undefined;
  /** The project a new plan starts in (the one the list is showing). */
  projectId: string | undefined;
  onClose: () => void;
}

export function PlanFormModal({ plan, projectId, onClose }: PlanFormModalProps) {
  const editing = plan ?? null;
  const { mutation, resetBoth, save } = useCreateOrUpdate(
    useCreatePaymentPlan(),
    useUpdatePaymentPlan(),
    editing !== null,
  );
  const projects = useProjectOptions();
  const { form, modalProps } = useModalForm(paymentPlanInputSchema, {
    opened: plan !== undefined,
    onClose,
    addLabel: 'Add a plan',
    title: editing ? `Edit ${editing.name}` : 'Add a payment plan',
    mutation,
    record: editing,
    toValues: (r) => toValues(r, projectId),
    onOpen: resetBoth,
    save,
    fieldNames,
    conflictField: 'name',
    success: (saved) => `The plan ${saved.name} was saved.`,
  });
  const { control, register } = form;
  const { errors } = form.formState;
  const milestones = useFieldArray({ control, name: 'milestones' });
  const values = useWatch({ control }) as Partial<PaymentPlanInput>;
  const totals = planTotals(values);
  const triggers = (values.milestones ?? []).map((m) => m?.trigger);
  const listError = errors.milestones?.root?.message ?? errors.milestones?.message;

  return (
    <FormModal {...modalProps} size={1120}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Controller
            control={control}
            name="projectId"
            render={({ field }) => (
              <Select
                label="Project"
                withAsterisk
                searchable
                disabled={editing !== null}
                data={(projects.data ?? []).map((p) => ({ value: p._id, label: p.name }))}
                value={typeof field.value === 'string' && field.value ? field.value : null}
                onChange={(v) => field.onChange(v ?? '')}
                error={errors.projectId?.message}
              />
            )}
          />
          <TextInput label="Plan name" withAsterisk error={errors.name?.message} {...register('name')} />
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <Select
                label="Kind"
                data={PAYMENT_PLAN_KINDS.map((k) => ({ value: k, label: PAYMENT_PLAN_KIND_LABELS[k] }))}
                value={field.value}
                onChange={(v) => field.onChange(v ?? 'construction_linked')}
                allowDeselect={false}
                error={errors.kind?.message}
              />
            )}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {(['parkingSplit', 'locationSplit'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <Select
                  label={name === 'parkingSplit' ? 'Parking is asked for' : 'Location charges are asked for'}
                  data={CHARGE_SPLITS.map((s) => ({ value: s, label: SPLIT_LABELS[s] }))}
                  value={field.value ?? 'pro_rata'}
                  onChange={(v) => field.onChange(v ?? 'pro_rata')}
                  allowDeselect={false}
                />
              )}
            />
          ))}
          {editing ? (
            <Controller
              control={control}
              name="archived"
              render={({ field }) => (
                <Switch
                  mt={30}
                  label="Archived (offered to no new booking)"
                  checked={Boolean(field.value)}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                />
              )}
            />
          ) : null}
        </SimpleGrid>

        <Group justify="space-between" mt="xs">
          <Text fw={600} size="sm">
            Milestones
          </Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => milestones.append(blankMilestone())}
          >
            Add milestone
          </Button>
        </Group>
        <MilestoneHeader
          parking={values.parkingSplit === 'milestones'}
          location={values.locationSplit === 'milestones'}
        />
        <MilestoneRows
          listName="milestones"
          control={control as unknown as Control<FieldValues>}
          register={register as unknown as UseFormRegister<FieldValues>}
          errors={errors}
          fields={milestones as unknown as RowFields}
          triggers={triggers}
          parkingByMilestone={values.parkingSplit === 'milestones'}
          locationByMilestone={values.locationSplit === 'milestones'}
        />
        <Group gap="lg" justify="flex-end" aria-live="polite">
          {totals.map((t) => (
            <Text key={t.label} size="sm" fw={600} c={t.problem ? 'red' : 'teal'} data-testid={`plan-total-${t.label}`}>
              {t.label}: {t.text}
              {t.problem ? ` — ${t.problem.split(': ')[1]}` : ''}
            </Text>
          ))}
        </Group>
        {listError && !totals.some((t) => t.problem === listError) ? (
          <Alert color="red" variant="light">
            {listError}
          </Alert>
        ) : null}
        <Textarea label="Note" autosize minRows={1} error={errors.note?.message} {...register('note')} />
      </Stack>
    </FormModal>
  );
}
