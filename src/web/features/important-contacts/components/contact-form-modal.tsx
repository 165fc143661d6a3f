import { SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { todayInIndia } from '../../../../domain/india-date';
import {
  contactMobileForEdit,
  contactMobileInput,
  type ImportantContact,
  importantContactInputSchema,
} from '../../../../domain/schemas/important-contact';
import { formatDate } from '../../../lib/format';
import { useModalForm } from '../../../lib/use-modal-form';
import { FormModal } from '../../../ui/form-modal';
import { useSaveContact } from '../api/save-contact';

type ContactForm = z.input<typeof importantContactInputSchema>;
const fieldNames = ['name', 'mobile', 'email', 'pan', 'profession'] as const;

function toValues(contact: ImportantContact | null): ContactForm {
  return {
    name: contact?.name ?? '',
    mobile: contact ? contactMobileForEdit(contact.mobile) : '',
    email: contact?.email ?? '',
    pan: contact?.pan ?? '',
    profession: contact?.profession ?? '',
    date: contact?.date ?? todayInIndia(),
  };
}

interface ContactFormModalProps {
  opened: boolean;
  /** null adds a contact. */
  contact: ImportantContact | null;
  onClose: () => void;
}

/** The contact form: add or update; saving or closing resets it. */
export function ContactFormModal({ opened, contact, onClose }: ContactFormModalProps) {
  const mutation = useSaveContact();
  const { form, modalProps } = useModalForm(importantContactInputSchema, {
    opened,
    onClose,
    record: contact,
    addLabel: 'Add New Contact',
    title: contact ? 'Update Contact' : 'Add New Contact',
    submitLabel: contact ? 'Update Contact' : 'Save Contact',
    mutation,
    toValues,
    onOpen: mutation.reset,
    save: (input, current) => mutation.mutateAsync({ id: current?._id ?? null, input }),
    success: (saved) => `${saved.name} was ${contact ? 'updated' : 'added'}.`,
    fieldNames,
  });
  const { register, control } = form;
  const { errors } = form.formState;
  const date = useWatch({ control, name: 'date' });

  return (
    <FormModal {...modalProps} size="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" withAsterisk autoFocus error={errors.name?.message} {...register('name')} />
        <Controller
          control={control}
          name="mobile"
          render={({ field }) => (
            <TextInput
              label="Mobile"
              withAsterisk
              type="tel"
              inputMode="numeric"
              leftSection={<span aria-hidden>+91</span>}
              leftSectionWidth={44}
              placeholder="10-digit number"
              maxLength={10}
              error={errors.mobile?.message}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(contactMobileInput(event.currentTarget.value))}
            />
          )}
        />
        <TextInput label="Email" withAsterisk type="email" error={errors.email?.message} {...register('email')} />
        <Controller
          control={control}
          name="pan"
          render={({ field }) => (
            <TextInput
              label="PAN"
              placeholder="ABCDE1234F"
              maxLength={10}
              error={errors.pan?.message}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.currentTarget.value.toUpperCase())}
            />
          )}
        />
        <TextInput
          label="Profession"
          withAsterisk
          placeholder="Lawyer, Architect, Bank officer…"
          error={errors.profession?.message}
          {...register('profession')}
        />
        <TextInput label="Date" readOnly value={formatDate(`${date}T00:00:00`)} />
      </SimpleGrid>
    </FormModal>
  );
}
