import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { PROJECT_STATUS_LABELS, PROJECT_STATUSES } from '../../../../domain/inventory/statuses';
import { type Project, type ProjectInput, projectInputSchema } from '../../../../domain/schemas/project';
import { errorMessage } from '../../../lib/api-client';
import { applyServerErrors, shownUnderFields } from '../../../lib/apply-server-errors';
import { branchesQueryOptions } from '../../../lib/shared-queries';
import { DateField } from '../../../ui/date-field';

/** The record a GET gave, as the form's values (documents included, so a save keeps them). */
export function projectValues(project: Project | null): ProjectInput {
  return {
    name: project?.name ?? '',
    reraNumber: project?.reraNumber ?? '',
    address: project?.address ?? '',
    city: project?.city ?? '',
    state: project?.state ?? 'Maharashtra',
    metro: project?.metro ?? false,
    branchId: project?.branchId ?? '',
    launchDate: project?.launchDate ?? '',
    possessionDate: project?.possessionDate ?? '',
    completionCertificateOn: project?.completionCertificateOn ?? '',
    status: project?.status ?? 'pre_launch',
    latitude: project?.latitude ?? '',
    longitude: project?.longitude ?? '',
    brochureDocumentId: project?.brochureDocumentId ?? '',
    floorPlanDocumentIds: project?.floorPlanDocumentIds ?? [],
  };
}

const fieldNames = [
  'name',
  'reraNumber',
  'address',
  'city',
  'state',
  'branchId',
  'launchDate',
  'possessionDate',
  'completionCertificateOn',
  'status',
  'latitude',
  'longitude',
] as const;

interface ProjectFormProps {
  project: Project | null;
  submitLabel: string;
  mutation: { error: unknown; isPending: boolean };
  onSave: (input: ProjectInput) => Promise<unknown>;
  readOnly?: boolean;
}

/** Every detail of a project: /projects/new and the setup page's Details tab. */
export function ProjectForm({ project, submitLabel, mutation, onSave, readOnly = false }: ProjectFormProps) {
  const branches = useQuery(branchesQueryOptions());
  const form = useForm<ProjectInput>({ resolver: zodResolver(projectInputSchema), values: projectValues(project) });
  const { register, control, formState, setError } = form;
  const { errors } = formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values as ProjectInput);
    } catch (error) {
      applyServerErrors(error, fieldNames, setError, 'name');
    }
  });
  const numberField = (name: 'latitude' | 'longitude', label: string, placeholder: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          placeholder={placeholder}
          decimalScale={6}
          hideControls
          value={field.value ?? ''}
          onChange={(v) => field.onChange(v === '' ? '' : Number(v))}
          onBlur={field.onBlur}
          error={errors[name]?.message}
          disabled={readOnly}
        />
      )}
    />
  );
  const dateField = (
    name: 'launchDate' | 'possessionDate' | 'completionCertificateOn',
    label: string,
    description?: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          label={label}
          description={description}
          value={(field.value as string | null) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errors[name]?.message}
          clearable
          disabled={readOnly}
        />
      )}
    />
  );
  const error = shownUnderFields(mutation.error, fieldNames, 'name') ? null : mutation.error;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={960}>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Project name"
            withAsterisk
            error={errors.name?.message}
            disabled={readOnly}
            style={{ gridColumn: 'span 2' }}
            {...register('name')}
          />
          <TextInput
            label="RERA registration number"
            placeholder="P51700012345"
            error={errors.reraNumber?.message}
            disabled={readOnly}
            {...register('reraNumber')}
          />
        </SimpleGrid>
        <Textarea
          label="Address"
          autosize
          minRows={2}
          error={errors.address?.message}
          disabled={readOnly}
          {...register('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 4 }}>
          <TextInput label="City" withAsterisk error={errors.city?.message} disabled={readOnly} {...register('city')} />
          <TextInput
            label="State"
            withAsterisk
            error={errors.state?.message}
            disabled={readOnly}
            {...register('state')}
          />
          <Controller
            control={control}
            name="metro"
            render={({ field }) => (
              <Switch
                mt={30}
                label="Metro city (GST: 60 m² affordable limit)"
                checked={!!field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                disabled={readOnly}
              />
            )}
          />
          <Controller
            control={control}
            name="branchId"
            render={({ field }) => (
              <Select
                label="Branch"
                placeholder={branches.isError ? 'Could not load' : 'None'}
                data={(branches.data ?? []).map((b) => ({ value: b._id, label: b.name }))}
                value={(field.value as string | null) || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={errors.branchId?.message}
                clearable
                searchable
                disabled={readOnly}
              />
            )}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 4 }}>
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <Select
                label="Status"
                data={PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] }))}
                value={field.value ?? 'pre_launch'}
                onChange={(v) => field.onChange(v ?? 'pre_launch')}
                allowDeselect={false}
                error={errors.status?.message}
                disabled={readOnly}
              />
            )}
          />
          {dateField('launchDate', 'Launch date')}
          {dateField('possessionDate', 'Promised possession')}
          {dateField('completionCertificateOn', 'Completion certificate', 'No GST on sales from this day')}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 4 }}>
          {numberField('latitude', 'Latitude', '19.230700')}
          {numberField('longitude', 'Longitude', '72.978100')}
        </SimpleGrid>
        {readOnly ? null : (
          <Group>
            <Button type="submit" loading={mutation.isPending}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
