import { Switch, Textarea, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { type Source, sourceInputSchema } from '../../../../domain/schemas/source';
import { useCreateOrUpdate } from '../../../lib/use-create-or-update';
import { useModalForm } from '../../../lib/use-modal-form';
import { FormModal } from '../../../ui/form-modal';
import { useCreateSource } from '../api/create-source';
import { useUpdateSource } from '../api/update-source';

type SourceForm = z.input<typeof sourceInputSchema>;
// The server names only a duplicate name; other fields are checked by the form itself.
const fieldNames = ['name'] as const;

const toValues = (source: Source | null): SourceForm => ({
  name: source?.name ?? '',
  description: source?.description ?? '',
  active: source?.active ?? true,
});

interface SourceFormModalProps {
  opened: boolean;
  source: Source | null;
  onClose: () => void;
}

export function SourceFormModal({ opened, source, onClose }: SourceFormModalProps) {
  const editing = source !== null;
  const { mutation, resetBoth, save } = useCreateOrUpdate(useCreateSource(), useUpdateSource(), editing);
  const { form, modalProps } = useModalForm(sourceInputSchema, {
    opened,
    onClose,
    addLabel: 'Add Source',
    mutation,
    record: source,
    toValues,
    onOpen: resetBoth,
    save,
    fieldNames,
  });
  const { register } = form;
  const { errors } = form.formState;

  return (
    <FormModal {...modalProps}>
      <TextInput
        label="Source name"
        withAsterisk
        autoFocus
        placeholder="99acres, Hoarding, Walk-in…"
        error={errors.name?.message}
        {...register('name')}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        error={errors.description?.message}
        {...register('description')}
      />
      <Switch
        label="Active"
        description="Only active sources are offered when a lead is added."
        {...register('active')}
      />
    </FormModal>
  );
}
