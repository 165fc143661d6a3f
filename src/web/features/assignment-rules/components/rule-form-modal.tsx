import { MultiSelect, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { type AssignmentRule, assignmentRuleInputSchema } from '../../../../domain/schemas/assignment-rule';
import { useCreateOrUpdate } from '../../../lib/use-create-or-update';
import { useModalForm } from '../../../lib/use-modal-form';
import { FormModal } from '../../../ui/form-modal';
import { useCreateRule, useRuleOptions, useUpdateRule } from '../api/assignment-rules';

type RuleForm = z.input<typeof assignmentRuleInputSchema>;
const fieldNames = ['name', 'source', 'branch', 'members'] as const;

const toValues = (rule: AssignmentRule | null): RuleForm => ({
  name: rule?.name ?? '',
  source: rule?.source?._id ?? '',
  branch: rule?.branch?._id ?? '',
  project: rule?.project ?? '',
  dailyCap: rule?.dailyCap ?? '',
  members: rule?.members.map((m) => m._id) ?? [],
});

interface RuleFormModalProps {
  opened: boolean;
  rule: AssignmentRule | null;
  onClose: () => void;
}

export function RuleFormModal({ opened, rule, onClose }: RuleFormModalProps) {
  const options = useRuleOptions();
  const { mutation, resetBoth, save } = useCreateOrUpdate(useCreateRule(), useUpdateRule(), rule !== null);
  const { form, modalProps } = useModalForm(assignmentRuleInputSchema, {
    opened,
    onClose,
    addLabel: 'Add Rule',
    mutation,
    record: rule,
    toValues,
    onOpen: resetBoth,
    save,
    fieldNames,
  });
  const { register, control } = form;
  const { errors } = form.formState;
  const pick = (list: { _id: string; name: string }[] | undefined) =>
    (list ?? []).map((o) => ({ value: o._id, label: o.name }));
  // A deactivated member stays listed so the rule can be saved as it is; the rules skip them.
  const memberData = [
    ...pick(options.data?.assignees),
    ...(rule?.members ?? [])
      .filter((m) => !options.data?.assignees.some((a) => a._id === m._id))
      .map((m) => ({ value: m._id, label: `${m.name} (deactivated)` })),
  ];
  const refSelect = (name: 'source' | 'branch', label: string, data: { value: string; label: string }[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          placeholder="Any"
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
    <FormModal {...modalProps} size="lg">
      <TextInput label="Rule name" withAsterisk data-autofocus error={errors.name?.message} {...register('name')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {refSelect('source', 'Source', pick(options.data?.sources))}
        {refSelect('branch', 'Branch', pick(options.data?.branches))}
        <TextInput label="Project" placeholder="Any" error={errors.project?.message} {...register('project')} />
      </SimpleGrid>
      <Controller
        control={control}
        name="members"
        render={({ field }) => (
          <MultiSelect
            label="Members, in turn"
            withAsterisk
            description="New leads go to each in turn; deactivated members are skipped."
            data={memberData}
            value={(field.value ?? []).map((v) => (typeof v === 'string' ? v : v._id))}
            onChange={field.onChange}
            searchable
            nothingFoundMessage="Nothing found"
            error={errors.members?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="dailyCap"
        render={({ field }) => (
          <NumberInput
            label="Daily cap per member"
            description="Leads one member may get from this rule per day (India time). Empty: no cap."
            min={1}
            max={1000}
            allowDecimal={false}
            value={field.value === null || field.value === undefined ? '' : (field.value as number | string)}
            onChange={(v) => field.onChange(v)}
            error={errors.dailyCap?.message}
          />
        )}
      />
    </FormModal>
  );
}
