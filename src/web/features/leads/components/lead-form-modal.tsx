import { Anchor, NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { istDate } from '../../../../domain/india-date';
import { UNIT_TYPES } from '../../../../domain/inventory/unit-types';
import { LEAD_KIND_LABELS, LEAD_KINDS } from '../../../../domain/leads/lead-kinds';
import { paths } from '../../../../domain/paths';
import { type Lead, type LeadCreateInput, leadCreateSchema } from '../../../../domain/schemas/lead';
import { ApiError } from '../../../lib/api-client';
import { useModalForm } from '../../../lib/use-modal-form';
import { DateField } from '../../../ui/date-field';
import { FormModal } from '../../../ui/form-modal';
import { useLeadOptions } from '../api/get-lead-options';
import { useSaveLead } from '../api/save-lead';
import { statusOptions } from './lead-status-select';

/** The dashboard's "industry" (decision 130); left empty, it is read from the requirement. */
const KIND_OPTIONS = LEAD_KINDS.map((k) => ({ value: k, label: LEAD_KIND_LABELS[k] }));

const fieldNames = [
  'name',
  'mobile',
  'alternateMobile',
  'email',
  'sourceId',
  'branchId',
  'assignedTo',
  'status',
  'project',
  'projectId',
  'budget',
  'requirement',
  'kind',
  'city',
  'notes',
  'nextFollowUpAt',
] as const;

/** An instant as its yyyy-mm-dd in India, for the date field. */
export function indiaDay(iso: string | null): string {
  return iso ? istDate(new Date(iso)) : '';
}

function toValues(lead: Lead | null): LeadCreateInput {
  return {
    name: lead?.name ?? '',
    mobile: lead?.mobile ?? '',
    alternateMobile: lead?.alternateMobile ?? '',
    email: lead?.email ?? '',
    sourceId: lead?.source?._id ?? '',
    branchId: lead?.branch?._id ?? '',
    assignedTo: lead?.assignedTo?._id ?? '',
    status: lead?.status ?? 'new',
    project: lead?.project ?? '',
    projectId: lead?.projectId ?? '',
    budget: lead?.budget ?? null,
    requirement: lead?.requirement ?? '',
    kind: lead?.kind ?? null,
    city: lead?.city ?? '',
    notes: lead?.notes ?? '',
    nextFollowUpAt: indiaDay(lead?.nextFollowUpAt ?? null),
  };
}

interface LeadFormModalProps {
  opened: boolean;
  lead: Lead | null;
  onClose: () => void;
}

export function LeadFormModal({ opened, lead, onClose }: LeadFormModalProps) {
  const mutation = useSaveLead();
  const options = useLeadOptions();
  const { reset: resetMutation } = mutation;
  const toFormValues = useCallback((record: Lead | null) => toValues(record), []);
  const { form, modalProps } = useModalForm(leadCreateSchema, {
    opened,
    onClose,
    record: lead,
    addLabel: 'Add Lead',
    mutation,
    toValues: toFormValues,
    onOpen: resetMutation,
    fieldNames,
    save: (values, record) => {
      // Keep the follow-up's time of day when its date was not changed.
      const day = values.nextFollowUpAt ? indiaDay(values.nextFollowUpAt.toISOString()) : '';
      const keepTime = record?.nextFollowUpAt && indiaDay(record.nextFollowUpAt) === day;
      const input = {
        ...values,
        nextFollowUpAt: keepTime ? record.nextFollowUpAt : (values.nextFollowUpAt?.toISOString() ?? null),
      };
      return mutation.mutateAsync({ id: record?._id ?? null, input });
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  // A duplicate mobile the user may open links to that lead; otherwise the message alone.
  const duplicate = mutation.error instanceof ApiError ? mutation.error.duplicateOf : undefined;
  const mobileError =
    duplicate && errors.mobile?.message ? (
      <>
        A lead with this mobile already exists.{' '}
        <Anchor component={Link} to={paths.leadDetails(duplicate._id)} onClick={onClose} size="xs" fw={600}>
          Open {duplicate.name}'s lead ({duplicate.owner ? `owner: ${duplicate.owner}` : 'not assigned'})
        </Anchor>
      </>
    ) : (
      errors.mobile?.message
    );
  // A requirement typed or imported before it was a unit type stays readable, and is kept unless changed.
  const requirementData: string[] = [...UNIT_TYPES];
  if (lead?.requirement && !requirementData.includes(lead.requirement)) requirementData.push(lead.requirement);
  const activeSources = (options.data?.sources ?? []).filter((s) => s.active || s._id === lead?.source?._id);
  const picker = (
    name: 'sourceId' | 'branchId' | 'assignedTo',
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          data={data}
          value={(typeof field.value === 'object' ? field.value?._id : field.value) || null}
          onChange={(v) => field.onChange(v ?? '')}
          clearable
          searchable
          nothingFoundMessage="Nothing found"
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <FormModal {...modalProps} size="xl">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" withAsterisk data-autofocus error={errors.name?.message} {...register('name')} />
        <TextInput
          label="Mobile"
          withAsterisk
          inputMode="tel"
          placeholder="98220 12345"
          error={mobileError}
          {...register('mobile')}
        />
        <TextInput
          label="Alternate mobile"
          inputMode="tel"
          error={errors.alternateMobile?.message}
          {...register('alternateMobile')}
        />
        <TextInput label="Email" type="email" error={errors.email?.message} {...register('email')} />
        {picker(
          'sourceId',
          'Source',
          activeSources.map((s) => ({ value: s._id, label: s.name })),
        )}
        {picker(
          'branchId',
          'Branch',
          (options.data?.branches ?? []).map((b) => ({ value: b._id, label: b.name })),
        )}
        {picker(
          'assignedTo',
          'Assigned to',
          (options.data?.assignees ?? []).map((a) => ({ value: a._id, label: a.name })),
        )}
        {lead ? null : (
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <Select
                label="Status"
                data={statusOptions}
                allowDeselect={false}
                value={field.value ?? 'new'}
                onChange={(v) => field.onChange(v ?? 'new')}
                error={errors.status?.message}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="projectId"
          render={({ field }) => (
            <Select
              label="Project"
              placeholder="Choose a project"
              data={(options.data?.projects ?? []).map((p) => ({ value: p._id, label: p.name }))}
              value={(typeof field.value === 'object' ? field.value?._id : field.value) || null}
              onChange={(v) => {
                field.onChange(v ?? '');
                // The text follows the choice; cleared, the lead keeps no project text either.
                form.setValue('project', (options.data?.projects ?? []).find((p) => p._id === v)?.name ?? '');
              }}
              clearable
              searchable
              nothingFoundMessage="No project by that name"
              description={
                lead?.project && !field.value ? `Given as "${lead.project}", which names no project yet` : undefined
              }
              error={errors.projectId?.message ?? errors.project?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="requirement"
          render={({ field }) => (
            <Select
              label="Requirement"
              placeholder="Unit type"
              data={requirementData}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              clearable
              error={errors.requirement?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <Select
              label="Kind of requirement"
              placeholder="From the requirement"
              data={KIND_OPTIONS}
              value={field.value ?? null}
              onChange={(v) => field.onChange(v ?? null)}
              clearable
              error={errors.kind?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="budget"
          render={({ field }) => (
            <NumberInput
              label="Budget (₹)"
              min={0}
              decimalScale={2}
              thousandSeparator=","
              thousandsGroupStyle="lakh"
              prefix="₹"
              value={field.value ?? ''}
              onChange={(v) => field.onChange(v === '' ? null : Number(v))}
              error={errors.budget?.message}
            />
          )}
        />
        <TextInput label="City" error={errors.city?.message} {...register('city')} />
        <Controller
          control={control}
          name="nextFollowUpAt"
          render={({ field }) => (
            <DateField
              label="Next follow-up"
              value={field.value ?? ''}
              onChange={field.onChange}
              clearable
              error={errors.nextFollowUpAt?.message}
            />
          )}
        />
      </SimpleGrid>
      <Textarea label="Notes" autosize minRows={2} maxRows={6} error={errors.notes?.message} {...register('notes')} />
    </FormModal>
  );
}
