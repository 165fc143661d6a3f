import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { GST_STATE_NAMES } from '../../../../domain/gst-states';
import { type Supplier, supplierInputSchema } from '../../../../domain/schemas/supplier';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
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
  const { reset: resetMutation } = mutation;
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SupplierForm, unknown, z.output<typeof supplierInputSchema>>({
    resolver: zodResolver(supplierInputSchema),
    defaultValues: toValues(supplier),
  });

  useEffect(() => {
    if (!opened) return;
    reset(toValues(supplier));
    resetMutation();
  }, [opened, supplier, reset, resetMutation]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await mutation.mutateAsync({ id: supplier?._id ?? null, input: values });
      notifySuccess(supplier ? `${saved.name} was saved.` : `${saved.name} was added.`);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      for (const [path, message] of Object.entries(error.fields ?? {})) {
        const field = fieldNames.find((name) => name === path);
        if (field) setError(field, { message });
      }
    }
  });

  const upper = { input: { textTransform: 'uppercase' as const } };
  return (
    <Modal opened={opened} onClose={onClose} title={supplier ? `Edit ${supplier.name}` : 'Add Supplier'} size="xl">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {mutation.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(mutation.error)}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Supplier name"
              withAsterisk
              data-autofocus
              error={errors.name?.message}
              {...register('name')}
            />
            <TextInput label="Contact person" error={errors.contactPerson?.message} {...register('contactPerson')} />
            <TextInput
              label="Mobile"
              withAsterisk
              inputMode="tel"
              error={errors.mobile?.message}
              {...register('mobile')}
            />
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
            <TextInput
              label="Account number"
              inputMode="numeric"
              error={errors.accNo?.message}
              {...register('accNo')}
            />
            <TextInput label="IFSC" styles={upper} error={errors.ifsc?.message} {...register('ifsc')} />
            <TextInput label="Bank branch" error={errors.bankBranch?.message} {...register('bankBranch')} />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {supplier ? 'Save changes' : 'Add Supplier'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
