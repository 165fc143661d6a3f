import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  CONTACT_KIND_LABELS,
  CONTACT_KINDS,
  type ContactKind,
  type CustomerContact,
  customerContactInputSchema,
  RELATIONS,
} from '../../../../domain/schemas/customer-contact';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
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
  const { reset: resetMutation } = mutation;
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactForm, unknown, z.output<typeof customerContactInputSchema>>({
    resolver: zodResolver(customerContactInputSchema),
    defaultValues: toValues(entityId, contact, defaultKind),
  });

  useEffect(() => {
    if (!opened) return;
    reset(toValues(entityId, contact, defaultKind));
    resetMutation();
  }, [opened, entityId, contact, defaultKind, reset, resetMutation]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await mutation.mutateAsync({ id: contact?._id ?? null, input: values });
      notifySuccess(contact ? `${saved.name} was saved.` : `${saved.name} was added.`);
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
    <Modal opened={opened} onClose={onClose} title={contact ? `Edit ${contact.name}` : 'Add Contact'} size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {mutation.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(mutation.error)}
            </Alert>
          ) : null}
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
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {contact ? 'Save changes' : 'Add Contact'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
