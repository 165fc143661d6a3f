import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type Source, sourceInputSchema } from '../../../../domain/schemas/source';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useCreateSource } from '../api/create-source';
import { useUpdateSource } from '../api/update-source';

type SourceForm = z.input<typeof sourceInputSchema>;

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
  const createMutation = useCreateSource();
  const updateMutation = useUpdateSource();
  const { reset: resetCreate } = createMutation;
  const { reset: resetUpdate } = updateMutation;
  const mutation = editing ? updateMutation : createMutation;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SourceForm, unknown, z.output<typeof sourceInputSchema>>({
    resolver: zodResolver(sourceInputSchema),
    defaultValues: toValues(source),
  });

  useEffect(() => {
    if (!opened) return;
    reset(toValues(source));
    resetCreate();
    resetUpdate();
  }, [opened, source, reset, resetCreate, resetUpdate]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = source
        ? await updateMutation.mutateAsync({ id: source._id, input: values })
        : await createMutation.mutateAsync(values);
      notifySuccess(source ? `${saved.name} was saved.` : `${saved.name} was added.`);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields?.name) setError('name', { message: error.fields.name });
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={editing ? `Edit ${source.name}` : 'Add Source'}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {mutation.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(mutation.error)}
            </Alert>
          ) : null}
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
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {editing ? 'Save changes' : 'Add Source'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
