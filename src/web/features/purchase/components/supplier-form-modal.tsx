import { Divider, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { GST_STATE_NAMES } from '../../../../domain/gst-states';
import { type Supplier, supplierInputSchema } from '../../../../domain/schemas/supplier';
import { useModalForm } from '../../../lib/use-modal-form';
import { FormModal } from '../../../ui/form-modal';
import { useSaveSupplier } from '../api/save-supplier';

type SupplierForm = z.input<typeof supplierInputSchema>;
const fieldNames = [
  'name',
  'contactPerson',
  'mobile',
  'email',
  'gstin',
  'address',
  'state',
  'bankName',
  'accNo',
  'ifsc',
  'bankBranch',
] as const;

const toValues = (s: Supplier | null): SupplierForm => ({
  name: s?.name ?? '',
  contactPerson: s?.contactPerson ?? '',
  mobile: s?.mobile ?? '',
  email: s?.email ?? '',
  gstin: s?.gstin ?? '',
  address: s?.address ?? '',
  state: s?.state ?? '',
  bankName: s?.bankName ?? '',
  accNo: s?.accNo ?? '',
  ifsc: s?.ifsc ?? '',
  bankBranch: s?.bankBranch ?? '',
});

export function SupplierFormModal({
  opened,
  supplier,
  onClose,
}: {
  opened: boolean;
  supplier: Supplier | null;
  onClose: () => void;
}) {
  const mutation = useSaveSupplier();
  const { form, modalProps } = useModalForm(supplierInputSchema, {
    opened,
    onClose,
    addLabel: 'Add Supplier',
    mutation,
    record: supplier,
    toValues,
    onOpen: mutation.reset,
    save: (input, current) => mutation.mutateAsync({ id: current?._id ?? null, input }),
    fieldNames,
  });
  const { register, control } = form;
  const { errors } = form.formState;

  const upper = { input: { textTransform: 'uppercase' as const } };
  return (
    <FormModal {...modalProps} size="xl">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Supplier name"
          withAsterisk
          data-autofocus
          error={errors.name?.message}
          {...register('name')}
        />
        <TextInput label="Contact person" error={errors.contactPerson?.message} {...register('contactPerson')} />
        <TextInput label="Mobile" withAsterisk inputMode="tel" error={errors.mobile?.message} {...register('mobile')} />
        <TextInput label="Email" type="email" error={errors.email?.message} {...register('email')} />
        <TextInput
          label="GSTIN"
          styles={upper}
          placeholder="27ABCDE1234F1Z5"
          error={errors.gstin?.message}
          {...register('gstin')}
        />
        <Controller
          control={control}
          name="state"
          render={({ field }) => (
            <Select
              label="State"
              description="Same state as the company: CGST + SGST; otherwise IGST."
              withAsterisk
              searchable
              data={[...GST_STATE_NAMES]}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              error={errors.state?.message}
            />
          )}
        />
      </SimpleGrid>
      <Textarea label="Address" autosize minRows={2} error={errors.address?.message} {...register('address')} />
      <Divider label="Bank details" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Bank name" error={errors.bankName?.message} {...register('bankName')} />
        <TextInput label="Account number" inputMode="numeric" error={errors.accNo?.message} {...register('accNo')} />
        <TextInput label="IFSC" styles={upper} error={errors.ifsc?.message} {...register('ifsc')} />
        <TextInput label="Bank branch" error={errors.bankBranch?.message} {...register('bankBranch')} />
      </SimpleGrid>
    </FormModal>
  );
}
