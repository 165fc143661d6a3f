import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type Bank, bankInputSchema } from '../../../../domain/schemas/bank';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useCreateBank } from '../api/create-bank';
import { useUpdateBank } from '../api/update-bank';

type BankForm = z.input<typeof bankInputSchema>;
const fieldNames = ['name', 'accountHolder', 'accNo', 'ifsc', 'branch', 'message', 'terms'] as const;

function toValues(bank: Bank | null): BankForm {
  return {
    name: bank?.name ?? '',
    accountHolder: bank?.accountHolder ?? '',
    accNo: bank?.accNo ?? '',
    ifsc: bank?.ifsc ?? '',
    branch: bank?.branch ?? '',
    message: bank?.message ?? '',
    terms: bank?.terms ?? '',
  };
}

interface BankFormModalProps {
  opened: boolean;
  /** null adds a bank. */
  bank: Bank | null;
  onClose: () => void;
}

export function BankFormModal({ opened, bank, onClose }: BankFormModalProps) {
  const editing = bank !== null;
  const createMutation = useCreateBank();
  const updateMutation = useUpdateBank();
  const { reset: resetCreate } = createMutation;
  const { reset: resetUpdate } = updateMutation;
  const mutation = editing ? updateMutation : createMutation;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<BankForm, unknown, z.output<typeof bankInputSchema>>({
    resolver: zodResolver(bankInputSchema),
    defaultValues: toValues(bank),
  });

  useEffect(() => {
    if (!opened) return;
    reset(toValues(bank));
    resetCreate();
    resetUpdate();
  }, [opened, bank, reset, resetCreate, resetUpdate]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = bank
        ? await updateMutation.mutateAsync({ id: bank._id, input: values })
        : await createMutation.mutateAsync(values);
      notifySuccess(bank ? `${saved.name} was saved.` : `${saved.name} was added.`);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      for (const [path, message] of Object.entries(error.fields ?? {})) {
        const field = fieldNames.find((name) => name === path);
        if (field) setError(field, { message });
      }
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={editing ? `Edit ${bank.name}` : 'Add Bank'} size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {mutation.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(mutation.error)}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Bank name" withAsterisk autoFocus error={errors.name?.message} {...register('name')} />
            <TextInput
              label="Account holder"
              withAsterisk
              error={errors.accountHolder?.message}
              {...register('accountHolder')}
            />
            <TextInput
              label="Account number"
              withAsterisk
              inputMode="numeric"
              error={errors.accNo?.message}
              {...register('accNo')}
            />
            <TextInput
              label="IFSC"
              withAsterisk
              placeholder="SBIN0001234"
              styles={{ input: { textTransform: 'uppercase' } }}
              error={errors.ifsc?.message}
              {...register('ifsc')}
            />
          </SimpleGrid>
          <TextInput label="Branch" placeholder="Baner, Pune" error={errors.branch?.message} {...register('branch')} />
          <Textarea
            label="Description"
            description="Printed on quotations above the bank details."
            autosize
            minRows={2}
            error={errors.message?.message}
            {...register('message')}
          />
          <Textarea
            label="Terms and conditions"
            description="Printed at the foot of quotations that use this bank."
            autosize
            minRows={3}
            maxRows={10}
            error={errors.terms?.message}
            {...register('terms')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {editing ? 'Save changes' : 'Add Bank'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
