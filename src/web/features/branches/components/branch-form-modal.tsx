import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { type Branch, branchInputSchema } from '../../../../domain/schemas/branch';
import { useCreateOrUpdate } from '../../../lib/use-create-or-update';
import { useModalForm } from '../../../lib/use-modal-form';
import { FormModal } from '../../../ui/form-modal';
import { useCreateBranch } from '../api/create-branch';
import { useUpdateBranch } from '../api/update-branch';

type BranchForm = z.input<typeof branchInputSchema>;
const fieldNames = ['name', 'code', 'address', 'city', 'state', 'phone'] as const;

function toValues(branch: Branch | null): BranchForm {
  return {
    name: branch?.name ?? '',
    code: branch?.code ?? '',
    address: branch?.address ?? '',
    city: branch?.city ?? '',
    state: branch?.state ?? '',
    phone: branch?.phone ?? '',
  };
}

interface BranchFormModalProps {
  opened: boolean;
  /** null adds a branch. */
  branch: Branch | null;
  onClose: () => void;
}

export function BranchFormModal({ opened, branch, onClose }: BranchFormModalProps) {
  const editing = branch !== null;
  const { mutation, resetBoth, save } = useCreateOrUpdate(useCreateBranch(), useUpdateBranch(), editing);
  const { form, modalProps } = useModalForm(branchInputSchema, {
    opened,
    onClose,
    addLabel: 'Add Branch',
    mutation,
    record: branch,
    toValues,
    onOpen: resetBoth,
    save,
    fieldNames,
    conflictField: 'name',
  });
  const { register } = form;
  const { errors } = form.formState;

  return (
    <FormModal {...modalProps} size="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Branch name"
          withAsterisk
          autoFocus
          error={errors.name?.message}
          style={{ gridColumn: 'span 2' }}
          {...register('name')}
        />
        <TextInput label="Code" placeholder="PUN-01" error={errors.code?.message} {...register('code')} />
      </SimpleGrid>
      <Textarea label="Address" autosize minRows={2} error={errors.address?.message} {...register('address')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="City" error={errors.city?.message} {...register('city')} />
        <TextInput label="State" error={errors.state?.message} {...register('state')} />
        <TextInput label="Phone" type="tel" error={errors.phone?.message} {...register('phone')} />
      </SimpleGrid>
    </FormModal>
  );
}
