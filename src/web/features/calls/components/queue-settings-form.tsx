import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type CallQueueSettings, callQueueSettingsSchema } from '../../../../domain/schemas/call';
import { applyServerErrors } from '../../../lib/apply-server-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSaveCallQueueSettings } from '../api/calls';

type FormValues = z.input<typeof callQueueSettingsSchema>;
const fieldNames = ['retryAfterHours', 'maxTriesPerDay'] as const;

/** When a lead that did not answer comes back into the call queue, and how often a day. */
export function QueueSettingsForm({ settings }: { settings: CallQueueSettings }) {
  const save = useSaveCallQueueSettings();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<FormValues, unknown, CallQueueSettings>({
    resolver: zodResolver(callQueueSettingsSchema),
    defaultValues: settings,
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      reset(await save.mutateAsync(values));
      notifySuccess('Call queue settings saved.');
    } catch (error) {
      applyServerErrors(error, fieldNames, setError);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Call queue settings">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Call queue
          </Title>
          <Text size="sm" c="dimmed">
            A lead that did not answer comes back into its member's queue after this many hours, at most this many times
            a day.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} maw={520}>
            <TextInput
              label="Retry after (hours)"
              inputMode="numeric"
              {...register('retryAfterHours')}
              error={errors.retryAfterHours?.message}
            />
            <TextInput
              label="Tries a day"
              inputMode="numeric"
              {...register('maxTriesPerDay')}
              error={errors.maxTriesPerDay?.message}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!isDirty}>
              SAVE
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
