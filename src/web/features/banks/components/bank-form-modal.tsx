import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { type Bank, bankInputSchema } from '../../../../domain/schemas/bank';
import { useCreateOrUpdate } from '../../../lib/use-create-or-update';
import { useModalForm } from '../../../lib/use-modal-form';
import { FormModal } from '../../../ui/form-modal';
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
  const { mutation, resetBoth, save } = useCreateOrUpdate(useCreateBank(), useUpdateBank(), editing);
  const { form, modalProps } = useModalForm(bankInputSchema, {
    opened,
    onClose,
    addLabel: 'Add Bank',
    mutation,
    record: bank,
    toValues,
    onOpen: resetBoth,
    save,
    fieldNames,
  });
  const { register } = form;
  const { errors } = form.formState;

  return (
    <FormModal {...modalProps} size="lg">
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
    </FormModal>
  );
}
