import { Checkbox, Fieldset, MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useCallback, useEffect, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ROLE_ADMIN, ROLE_EXECUTIVE, ROLE_MANAGER, type Role, roleTitles } from '../../../../domain/roles';
import {
  type Invite,
  type Member,
  type MemberCreateInput,
  type MemberUpdateInput,
  type memberCreatedSchema,
  memberCreateSchema,
  memberUpdateSchema,
} from '../../../../domain/schemas/team';
import { useModalForm } from '../../../lib/use-modal-form';
import { FormModal } from '../../../ui/form-modal';
import { useCreateMember } from '../api/create-member';
import { useBranchOptions } from '../api/get-branch-options';
import { useMembers } from '../api/get-members';
import { useUpdateMember } from '../api/update-member';

interface MemberFormValues {
  name: string;
  email: string;
  mobile: string;
  role: Role | null;
  branchId: string;
  reportsTo: string;
  status: 'active' | 'deactivated';
  /** A manager's widening (decision 156): more branches, or every branch. */
  leadBranchIds: string[];
  allLeadBranches: boolean;
}

const fieldNames = [
  'name',
  'email',
  'mobile',
  'role',
  'branchId',
  'reportsTo',
  'status',
  'leadBranchIds',
  'allLeadBranches',
] as const;

const roleOptions = [ROLE_EXECUTIVE, ROLE_MANAGER, ROLE_ADMIN].map((role) => ({
  value: String(role),
  label: roleTitles[role],
}));

/** Who a member of this role reports to: executives to managers, managers to administrators. */
function managerRoleFor(role: Role | null): Role | null {
  if (role === ROLE_EXECUTIVE) return ROLE_MANAGER;
  if (role === ROLE_MANAGER) return ROLE_ADMIN;
  return null;
}

function toValues(member: Member | null, defaultRole: Role): MemberFormValues {
  return {
    name: member?.name ?? '',
    email: member?.email ?? '',
    mobile: member?.mobile ?? '',
    role: member ? member.role : defaultRole,
    branchId: member?.branchId ?? '',
    reportsTo: member?.reportsTo ?? '',
    status: member?.status ?? 'active',
    leadBranchIds: member?.leadBranchIds ?? [],
    allLeadBranches: member?.allLeadBranches ?? false,
  };
}

interface MemberFormModalProps {
  opened: boolean;
  /** null adds a member; a member edits them. */
  member: Member | null;
  defaultRole: Role;
  onClose: () => void;
  onCreated: (member: Member, invite: Invite) => void;
}

export function MemberFormModal({ opened, member, defaultRole, onClose, onCreated }: MemberFormModalProps) {
  const editing = member !== null;
  const createMutation = useCreateMember();
  const updateMutation = useUpdateMember();
  const branches = useBranchOptions(opened);
  const members = useMembers();
  // One form for both payloads: the values are checked by the schema of the request they go into.
  const schema = (editing ? memberUpdateSchema : memberCreateSchema) as unknown as z.ZodType<
    MemberFormValues,
    MemberFormValues
  >;
  const valuesFor = useCallback((m: Member | null) => toValues(m, defaultRole), [defaultRole]);
  const { form, modalProps } = useModalForm(schema, {
    opened,
    onClose,
    record: member,
    addLabel: 'Add Member',
    mutation: editing ? updateMutation : createMutation,
    toValues: valuesFor,
    onOpen: () => {
      createMutation.reset();
      updateMutation.reset();
    },
    save: (values, current): Promise<Member | z.infer<typeof memberCreatedSchema>> =>
      current
        ? updateMutation.mutateAsync({ id: current._id, input: values as MemberUpdateInput })
        : createMutation.mutateAsync(values as MemberCreateInput),
    // A new member's invitation link opens instead of a toast.
    success: (saved) => ('invite' in saved ? null : `${saved.name}'s details were saved.`),
    onSaved: (saved) => {
      if ('invite' in saved) onCreated(saved.member, saved.invite);
    },
    fieldNames,
    conflictField: 'email',
  });
  const { register, control, setValue } = form;
  const errors = form.formState.errors;
  const role = useWatch({ control, name: 'role' });
  const reportsTo = useWatch({ control, name: 'reportsTo' });
  const allLeadBranches = useWatch({ control, name: 'allLeadBranches' });
  const ownBranch = useWatch({ control, name: 'branchId' });
  const extraBranchOptions = useMemo(
    () => (branches.data ?? []).filter((b) => b.value !== ownBranch),
    [branches.data, ownBranch],
  );

  const managerRole = managerRoleFor(role);
  const reportsToOptions = useMemo(
    () =>
      (members.data ?? [])
        .filter((m) => m.role === managerRole && m.status === 'active' && m._id !== member?._id)
        .map((m) => ({ value: m._id, label: m.name })),
    [members.data, managerRole, member?._id],
  );

  useEffect(() => {
    if (!members.data || !reportsTo) return;
    if (!reportsToOptions.some((option) => option.value === reportsTo)) setValue('reportsTo', '');
  }, [reportsTo, reportsToOptions, members.data, setValue]);

  const reportsToHint =
    managerRole === null
      ? 'Administrators do not report to anyone.'
      : managerRole === ROLE_MANAGER
        ? 'Executives report to an area business manager.'
        : 'Area business managers report to an administrator.';

  return (
    <FormModal {...modalProps} size="lg">
      <TextInput label="Name" withAsterisk autoFocus error={errors.name?.message} {...register('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Email" type="email" withAsterisk error={errors.email?.message} {...register('email')} />
        <TextInput
          label="Mobile"
          type="tel"
          withAsterisk
          placeholder="98765 43210"
          error={errors.mobile?.message}
          {...register('mobile')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <Select
              label="Role"
              withAsterisk={!editing}
              data={editing ? [...roleOptions, { value: '', label: 'No role (pending approval)' }] : roleOptions}
              value={field.value === null ? '' : String(field.value)}
              onChange={(value) => field.onChange(value === null || value === '' ? null : (Number(value) as Role))}
              allowDeselect={false}
              error={errors.role?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="branchId"
          render={({ field }) => (
            <Select
              label="Branch"
              placeholder={branches.data?.length === 0 ? 'No branches yet' : 'Choose a branch'}
              data={branches.data ?? []}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              clearable
              searchable
              nothingFoundMessage="No branch matches"
              error={branches.isError ? 'Could not load the branches.' : errors.branchId?.message}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="reportsTo"
        render={({ field }) => (
          <Select
            label="Reports To"
            description={reportsToHint}
            placeholder={managerRole === null ? 'Nobody' : 'Choose a person'}
            data={reportsToOptions}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            disabled={managerRole === null}
            clearable
            searchable
            nothingFoundMessage="Nobody matches"
            error={members.isError ? 'Could not load the team.' : errors.reportsTo?.message}
          />
        )}
      />
      {editing && role === ROLE_MANAGER ? (
        <Fieldset legend="Leads this manager works" variant="filled">
          <Controller
            control={control}
            name="allLeadBranches"
            render={({ field }) => (
              <Checkbox
                label="All branches"
                description="Every lead of the company, like an administrator."
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                error={errors.allLeadBranches?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="leadBranchIds"
            render={({ field }) => (
              <MultiSelect
                mt="sm"
                label="More branches"
                description="Besides the leads of their own branch and of the people who report to them."
                placeholder={field.value.length === 0 ? 'Only their own branch' : undefined}
                data={extraBranchOptions}
                value={field.value}
                onChange={field.onChange}
                disabled={allLeadBranches}
                clearable
                searchable
                nothingFoundMessage="No branch matches"
                error={branches.isError ? 'Could not load the branches.' : errors.leadBranchIds?.message}
              />
            )}
          />
        </Fieldset>
      ) : null}
      {editing ? (
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Select
              label="Status"
              data={[
                { value: 'active', label: 'Active' },
                { value: 'deactivated', label: 'Deactivated' },
              ]}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'active')}
              allowDeselect={false}
              error={errors.status?.message}
            />
          )}
        />
      ) : null}
    </FormModal>
  );
}
