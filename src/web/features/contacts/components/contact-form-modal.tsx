import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import {
  type Contact,
  type ContactInput,
  contactInputSchema,
  SALES_CONTACT_KINDS,
  salesContactKindLabels,
} from '../../../../domain/schemas/contact';
import { useModalForm } from '../../../lib/use-modal-form';
import { FormModal } from '../../../ui/form-modal';
import { useContactOptions } from '../api/get-contacts';
import { useSaveContact } from '../api/save-contact';

const fieldNames = [
  'name',
  'mobile',
  'alternateMobile',
  'email',
  'company',
  'kind',
  'city',
  'notes',
  'assignedTo',
] as const;

export const kindOptions = SALES_CONTACT_KINDS.map((k) => ({ value: k, label: salesContactKindLabels[k] }));

function toValues(contact: Contact | null): ContactInput {
  return {
    name: contact?.name ?? '',
    mobile: contact?.mobile ?? '',
    alternateMobile: contact?.alternateMobile ?? '',
    email: contact?.email ?? '',
    company: contact?.company ?? '',
    kind: contact?.kind ?? 'broker',
    city: contact?.city ?? '',
    notes: contact?.notes ?? '',
    assignedTo: contact?.assignedTo?._id ?? '',
  };
}

interface ContactFormModalProps {
  opened: boolean;
  contact: Contact | null;
  onClose: () => void;
}

export function ContactFormModal({ opened, contact, onClose }: ContactFormModalProps) {
  const mutation = useSaveContact();
  const options = useContactOptions();
  const { form, modalProps } = useModalForm(contactInputSchema, {
    opened,
    onClose,
    record: contact,
    addLabel: 'Add Contact',
    mutation,
    toValues,
    onOpen: mutation.reset,
    fieldNames,
    conflictField: 'mobile',
    save: (input, record) => mutation.mutateAsync({ id: record?._id ?? null, input }),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  // A deactivated member still holding this contact stays shown until someone else is chosen.
  const assignees = (options.data?.assignees ?? []).map((a) => ({ value: a._id, label: a.name }));
  const held = contact?.assignedTo;
  if (held && !assignees.some((a) => a.value === held._id)) assignees.push({ value: held._id, label: held.name });

  return (
    <FormModal {...modalProps} size="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" withAsterisk data-autofocus error={errors.name?.message} {...register('name')} />
        <TextInput
          label="Mobile"
          withAsterisk
          inputMode="tel"
          placeholder="98220 12345"
          error={errors.mobile?.message}
          {...register('mobile')}
        />
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <Select
              label="Kind"
              withAsterisk
              data={kindOptions}
              allowDeselect={false}
              value={field.value ?? 'broker'}
              onChange={(v) => field.onChange(v ?? 'broker')}
              error={errors.kind?.message}
            />
          )}
        />
        <TextInput label="Company" error={errors.company?.message} {...register('company')} />
        <TextInput
          label="Alternate mobile"
          inputMode="tel"
          error={errors.alternateMobile?.message}
          {...register('alternateMobile')}
        />
        <TextInput label="Email" type="email" error={errors.email?.message} {...register('email')} />
        <TextInput label="City" error={errors.city?.message} {...register('city')} />
        <Controller
          control={control}
          name="assignedTo"
          render={({ field }) => (
            <Select
              label="Assigned to"
              data={assignees}
              value={(typeof field.value === 'object' ? field.value?._id : field.value) || null}
              onChange={(v) => field.onChange(v ?? '')}
              clearable
              searchable
              nothingFoundMessage="Nothing found"
              error={errors.assignedTo?.message}
            />
          )}
        />
      </SimpleGrid>
      <Textarea label="Notes" autosize minRows={2} maxRows={6} error={errors.notes?.message} {...register('notes')} />
    </FormModal>
  );
}
