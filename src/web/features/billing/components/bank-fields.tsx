import { Fieldset, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client';
import { banksQueryOptions } from '../../../lib/shared-queries';
import type { QuotationFormValues } from './form-model';

interface BankFieldsProps {
  register: UseFormRegister<QuotationFormValues>;
  setValue: UseFormSetValue<QuotationFormValues>;
}

/**
 * The bank printed on the quotation. Picking one of the company's banks copies its details into
 * the quotation, so a later change or deletion of that bank leaves this quotation as it was.
 */
export function BankFields({ register, setValue }: BankFieldsProps) {
  const banks = useQuery(banksQueryOptions());
  const options = (banks.data ?? []).map((b) => ({ value: b._id, label: `${b.name} · ${b.accNo}` }));

  const pick = (id: string | null) => {
    const bank = banks.data?.find((b) => b._id === id);
    if (!bank) return;
    const opts = { shouldDirty: true };
    setValue('bank.name', bank.name, opts);
    setValue('bank.accNo', bank.accNo, opts);
    setValue('bank.ifsc', bank.ifsc, opts);
    setValue('bank.branch', bank.branch ?? '', opts);
    setValue('bank.message', bank.message ?? '', opts);
    setValue('bank.terms', bank.terms ?? '', opts);
  };

  return (
    <Fieldset legend="Bank Details">
      <Select
        label="Fill from a company bank"
        placeholder={banks.data?.length === 0 ? 'No banks saved yet (add them under Banks)' : 'Choose a bank'}
        data={options}
        value={null}
        onChange={pick}
        disabled={!banks.data?.length}
        mb="sm"
        w={{ base: '100%', sm: 420 }}
      />
      {banks.isError ? (
        <Text size="xs" c="red" mb="sm" role="alert">
          Could not load the company’s banks: {errorMessage(banks.error)} You can still type the details.
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <TextInput label="Bank Name" {...register('bank.name')} />
        <TextInput label="Account Number" {...register('bank.accNo')} />
        <TextInput label="IFSC" {...register('bank.ifsc')} />
        <TextInput label="Branch" {...register('bank.branch')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        <Textarea label="Description" autosize minRows={2} {...register('bank.message')} />
        <Textarea label="Terms and Conditions" autosize minRows={2} {...register('bank.terms')} />
      </SimpleGrid>
    </Fieldset>
  );
}
