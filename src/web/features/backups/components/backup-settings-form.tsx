import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconAlertCircle } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type BackupOverview, backupSettingsSchema } from '../../../../domain/schemas/backups';
import { errorMessage } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/apply-server-errors';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useSaveBackupSettings } from '../api/backups';

type FormValues = z.input<typeof backupSettingsSchema>;
const fieldNames = ['dailyAt', 'keepLast', 'keepMonthly', 'copyDir'] as const;

const toValues = (s: BackupOverview['settings']): FormValues => ({ ...s, copyDir: s.copyDir ?? '' });

/** The daily time, retention and the second folder; saving a new time moves the next run. */
export function BackupSettingsForm({ overview }: { overview: BackupOverview }) {
  const save = useSaveBackupSettings();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<FormValues, unknown, z.output<typeof backupSettingsSchema>>({
    resolver: zodResolver(backupSettingsSchema),
    defaultValues: toValues(overview.settings),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset(toValues(saved.settings));
      notifySuccess(`Backup settings saved. Next backup: ${formatDateTime(saved.nextRunAt)}.`);
    } catch (error) {
      applyServerErrors(error, fieldNames, setError);
    }
  });

  const number = (name: 'keepLast' | 'keepMonthly', label: string, description: string, min: number, max: number) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          description={description}
          min={min}
          max={max}
          allowDecimal={false}
          value={field.value as number}
          onChange={(v) => field.onChange(v === '' ? undefined : v)}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Backup schedule and retention">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Schedule and retention
          </Title>
          {save.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(save.error)}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TimeInput
              label="Daily at (India time)"
              description={`Next backup: ${formatDateTime(overview.nextRunAt)}`}
              withAsterisk
              {...register('dailyAt')}
              error={errors.dailyAt?.message}
            />
            {number('keepLast', 'Keep the last', 'Newest backups kept, whatever their date.', 1, 365)}
            {number(
              'keepMonthly',
              'Monthly backups kept',
              'The first backup of each month, for this many months.',
              0,
              120,
            )}
          </SimpleGrid>
          <TextInput
            label="Second folder"
            placeholder={overview.copyDirFromServer ?? '/mnt/usb-backup'}
            description={
              overview.copyDirFromServer
                ? `Each backup is also copied here. Empty: ${overview.copyDirFromServer} (BACKUP_COPY_DIR).`
                : 'Each backup is also copied here: a network drive or a USB disk mounted on the server. Empty: no copy.'
            }
            {...register('copyDir')}
            error={errors.copyDir?.message}
          />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              Backups are written to {overview.folder}.
            </Text>
            <Button type="submit" loading={save.isPending} disabled={!isDirty}>
              SAVE
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
