import { Divider, FileInput, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type FieldErrors, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  CONTACT_MESSAGE,
  CUSTOMER_FILE_FIELDS,
  CUSTOMER_TYPES,
  type CustomerFileField,
  type CustomerProperty,
  customerContactInput,
  customerPropertyInputSchema,
  subTypesFor,
} from '../../../../domain/schemas/customer-property';
import { notifyError } from '../../../lib/notify';
import { useModalForm } from '../../../lib/use-modal-form';
import { FormModal } from '../../../ui/form-modal';
import { useSaveCustomer } from '../api/save-customer';

type CustomerForm = z.input<typeof customerPropertyInputSchema>;
const textFields = ['ownerName', 'address', 'contact', 'type', 'subType', 'projectName'] as const;

const fileLabels: Record<CustomerFileField, string> = {
  profile: 'Profile Picture',
  aadharCard: 'Aadhar Card',
  panCard: 'PAN Card',
  lightBill: 'Light Bill',
};
const kycAccept = 'application/pdf,image/jpeg,image/png,image/webp';
const fileAccept: Record<CustomerFileField, string> = {
  profile: 'image/jpeg,image/png,image/webp',
  aadharCard: kycAccept,
  panCard: kycAccept,
  lightBill: kycAccept,
};

type ChosenFiles = Record<CustomerFileField, File | null>;
const noFiles: ChosenFiles = { profile: null, aadharCard: null, panCard: null, lightBill: null };

function toValues(customer: CustomerProperty | null): CustomerForm {
  return {
    ownerName: customer?.ownerName ?? '',
    address: customer?.address ?? '',
    contact: customer?.contact ?? '91',
    // Initial type and sub-type of a new record.
    type: customer?.type ?? 'Residential',
    subType: customer?.subType ?? '1BHK',
    projectName: customer?.projectName ?? '',
  };
}

/** Only non-empty fields and chosen files are sent. */
function toFormData(values: z.output<typeof customerPropertyInputSchema>, files: ChosenFiles): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== '') form.append(name, value);
  for (const field of CUSTOMER_FILE_FIELDS) {
    const file = files[field];
    if (file) form.append(field, file);
  }
  return form;
}

interface CustomerFormModalProps {
  opened: boolean;
  customer: CustomerProperty | null;
  onClose: () => void;
}

export function CustomerFormModal({ opened, customer, onClose }: CustomerFormModalProps) {
  const mutation = useSaveCustomer();
  const [files, setFiles] = useState<ChosenFiles>(noFiles);
  const { form, modalProps } = useModalForm(customerPropertyInputSchema, {
    opened,
    onClose,
    record: customer,
    addLabel: 'Add Customer',
    title: customer ? 'Update Customer' : 'Add Customer',
    submitLabel: customer ? 'Update Customer' : 'Add Customer',
    mutation,
    toValues,
    onOpen: () => {
      setFiles(noFiles);
      mutation.reset();
    },
    save: (values, current) => mutation.mutateAsync({ id: current?._id ?? null, form: toFormData(values, files) }),
    success: (saved) => `${saved.ownerName} was ${customer ? 'updated' : 'added'}.`,
    // The spec's alert for a malformed contact, beside the message under the field.
    onInvalid: (invalid: FieldErrors<CustomerForm>) => {
      if (invalid.contact?.message === CONTACT_MESSAGE) notifyError(new Error(CONTACT_MESSAGE));
    },
    fieldNames: textFields,
  });
  const { register, control, setValue } = form;
  const { errors } = form.formState;
  const type = useWatch({ control, name: 'type' });

  return (
    <FormModal {...modalProps} size="xl">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Owner Name"
          withAsterisk
          autoFocus
          error={errors.ownerName?.message}
          {...register('ownerName')}
        />
        <Controller
          control={control}
          name="contact"
          render={({ field }) => (
            <TextInput
              label="Contact"
              withAsterisk
              type="tel"
              inputMode="numeric"
              description="91 followed by the 10-digit mobile number"
              maxLength={12}
              error={errors.contact?.message}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(customerContactInput(event.currentTarget.value))}
            />
          )}
        />
      </SimpleGrid>
      <Textarea
        label="Address"
        withAsterisk
        autosize
        minRows={2}
        error={errors.address?.message}
        {...register('address')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <Select
              label="Type"
              withAsterisk
              allowDeselect={false}
              data={[...CUSTOMER_TYPES]}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                // Sub-types follow the type.
                setValue('subType', subTypesFor(value)[0] ?? '', { shouldValidate: false });
              }}
              error={errors.type?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="subType"
          render={({ field }) => (
            <Select
              label="Sub Type"
              withAsterisk
              allowDeselect={false}
              data={[...subTypesFor(type)]}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              error={errors.subType?.message}
            />
          )}
        />
        <TextInput label="Project Name" withAsterisk error={errors.projectName?.message} {...register('projectName')} />
      </SimpleGrid>
      <Divider label="Documents" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {CUSTOMER_FILE_FIELDS.map((field) => {
          const current = customer?.documents[field];
          return (
            <FileInput
              key={field}
              label={fileLabels[field]}
              placeholder={current ? 'Keep the current file' : 'Choose a file'}
              description={
                current ? (
                  <Text span size="xs" c="dimmed">
                    Current: {current.name}. A new file replaces it.
                  </Text>
                ) : field === 'profile' ? (
                  'JPEG, PNG or WebP, up to 10 MB'
                ) : (
                  'PDF, JPEG, PNG or WebP, up to 10 MB'
                )
              }
              accept={fileAccept[field]}
              clearable
              leftSection={<IconPaperclip size={16} />}
              value={files[field]}
              onChange={(file) => setFiles((f) => ({ ...f, [field]: file }))}
            />
          );
        })}
      </SimpleGrid>
    </FormModal>
  );
}
