import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import {
  CONTACT_KIND_LABELS,
  CONTACT_KINDS,
  type ContactKind,
  type CustomerContact,
  customerContactInputSchema,
  RELATIONS,
} from '../../../../domain/schemas/customer-contact';
import { useModalForm } from '../../../lib/use-modal-form';
import { FormModal } from '../../../ui/form-modal';
import { useSaveContact } from '../api/save-contact';

type ContactForm = z.input<typeof customerContactInputSchema>;
const fieldNames = ['kind', 'name', 'relation', 'mobile', 'email', 'pan', 'address'] as const;

const toValues = (entityId: string, contact: CustomerContact | null, kind: ContactKind): ContactForm => ({
  entityId,
  kind: contact?.kind ?? kind,
  name: contact?.name ?? '',
  relation: contact?.relation ?? 'Spouse',
  mobile: contact?.mobile ?? '',
  email: contact?.email ?? '',
  pan: contact?.pan ?? '',
  address: contact?.address ?? '',
});

interface ContactFormModalProps {
  entityId: string;
  opened: boolean;
  contact: CustomerContact | null;
  defaultKind: ContactKind;
  onClose: () => void;
}

export function ContactFormModal({ entityId, opened, contact, defaultKind, onClose }: ContactFormModalProps) {
  const mutation = useSaveContact();
  const valuesFor = useCallback(
    (c: CustomerContact | null) => toValues(entityId, c, defaultKind),
    [entityId, defaultKind],
  );
  const { form, modalProps } = useModalForm(customerContactInputSchema, {
    opened,
    onClose,
    record: contact,
    addLabel: 'Add Contact',
    mutation,
    toValues: valuesFor,
    onOpen: mutation.reset,
    save: (input, current) => mutation.mutateAsync({ id: current?._id ?? null, input }),
    fieldNames,
  });
  const { register, control } = form;
  const { errors } = form.formState;

  return (
    <FormModal {...modalProps} size="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <Select
              label="Kind"
              withAsterisk
              allowDeselect={false}
              data={CONTACT_KINDS.map((k) => ({ value: k, label: CONTACT_KIND_LABELS[k] }))}
              value={field.value}
              onChange={(v) => field.onChange(v ?? 'family')}
              error={errors.kind?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="relation"
          render={({ field }) => (
            <Select
              label="Relation"
              withAsterisk
              allowDeselect={false}
              data={[...RELATIONS]}
              value={field.value}
              onChange={(v) => field.onChange(v ?? 'Other')}
              error={errors.relation?.message}
            />
          )}
        />
        <TextInput label="Name" withAsterisk data-autofocus error={errors.name?.message} {...register('name')} />
        <TextInput label="Mobile" inputMode="tel" error={errors.mobile?.message} {...register('mobile')} />
        <TextInput label="Email" type="email" error={errors.email?.message} {...register('email')} />
        <TextInput
          label="PAN"
          styles={{ input: { textTransform: 'uppercase' } }}
          error={errors.pan?.message}
          {...register('pan')}
        />
      </SimpleGrid>
      <Textarea label="Address" autosize minRows={2} error={errors.address?.message} {...register('address')} />
    </FormModal>
  );
}
