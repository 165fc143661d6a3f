import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type Branch, branchInputSchema } from '../../../../domain/schemas/branch';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
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
  const createMutation = useCreateBranch();
  const updateMutation = useUpdateBranch();
  const { reset: resetCreate } = createMutation;
  const { reset: resetUpdate } = updateMutation;
  const mutation = editing ? updateMutation : createMutation;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<BranchForm, unknown, z.output<typeof branchInputSchema>>({
    resolver: zodResolver(branchInputSchema),
    defaultValues: toValues(branch),
  });

  useEffect(() => {
    if (!opened) return;
    reset(toValues(branch));
    resetCreate();
    resetUpdate();
  }, [opened, branch, reset, resetCreate, resetUpdate]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = branch
        ? await updateMutation.mutateAsync({ id: branch._id, input: values })
        : await createMutation.mutateAsync(values);
      notifySuccess(branch ? `${saved.name} was saved.` : `${saved.name} was added.`);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      for (const [path, message] of Object.entries(error.fields ?? {})) {
        const field = fieldNames.find((name) => name === path);
        if (field) setError(field, { message });
      }
      if (error.status === 409 && !error.fields) setError('name', { message: error.message });
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={editing ? `Edit ${branch.name}` : 'Add Branch'} size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {mutation.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(mutation.error)}
            </Alert>
          ) : null}
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
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {editing ? 'Save changes' : 'Add Branch'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
