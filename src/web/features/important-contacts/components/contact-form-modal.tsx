import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { todayInIndia } from '../../../../domain/india-date';
import {
  contactMobileForEdit,
  contactMobileInput,
  type ImportantContact,
  importantContactInputSchema,
} from '../../../../domain/schemas/important-contact';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
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

/** The contact form (spec §2.12, §4, §5): add or update; saving or closing resets it. */
export function ContactFormModal({ opened, contact, onClose }: ContactFormModalProps) {
  const editing = contact !== null;
  const mutation = useSaveContact();
  const { reset: resetMutation } = mutation;
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<ContactForm, unknown, z.output<typeof importantContactInputSchema>>({
    resolver: zodResolver(importantContactInputSchema),
    defaultValues: toValues(contact),
  });

  useEffect(() => {
    if (!opened) return;
    reset(toValues(contact));
    resetMutation();
  }, [opened, contact, reset, resetMutation]);

  const close = () => {
    reset(toValues(null));
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await mutation.mutateAsync({ id: contact?._id ?? null, input: values });
      notifySuccess(editing ? `${saved.name} was updated.` : `${saved.name} was added.`);
      close();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      for (const [path, message] of Object.entries(error.fields ?? {})) {
        const field = fieldNames.find((name) => name === path);
        if (field) setError(field, { message });
      }
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={editing ? 'Update Contact' : 'Add New Contact'} size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {mutation.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(mutation.error)}
            </Alert>
          ) : null}
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
            <TextInput label="Date" readOnly value={formatDate(`${watch('date')}T00:00:00`)} />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {editing ? 'Update Contact' : 'Save Contact'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
