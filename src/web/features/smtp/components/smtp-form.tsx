import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  SMTP_SECURITY,
  type SmtpSettingsView,
  smtpSecurityLabels,
  smtpSettingsInputSchema,
} from '../../../../domain/schemas/smtp';
import { errorMessage } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/apply-server-errors';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useSaveSmtpSettings } from '../api/smtp';

type FormValues = z.input<typeof smtpSettingsInputSchema>;
const fieldNames = ['host', 'port', 'security', 'user', 'password', 'fromName', 'fromAddress', 'replyTo'] as const;

function toValues(view: SmtpSettingsView): FormValues {
  const s = view.settings;
  return {
    host: s?.host ?? '',
    port: s?.port ?? 587,
    security: s?.security ?? 'starttls',
    user: s?.user ?? '',
    password: '',
    fromName: s?.fromName ?? '',
    fromAddress: s?.fromAddress ?? '',
    replyTo: s?.replyTo ?? '',
  };
}

/** The SMTP settings. The password is write-only: the screen only says whether one is stored. */
export function SmtpForm({ view, onDirtyChange }: { view: SmtpSettingsView; onDirtyChange: (dirty: boolean) => void }) {
  const save = useSaveSmtpSettings();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<FormValues, unknown, z.output<typeof smtpSettingsInputSchema>>({
    resolver: zodResolver(smtpSettingsInputSchema),
    defaultValues: toValues(view),
  });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset(toValues(saved));
      notifySuccess('SMTP settings saved.');
    } catch (error) {
      applyServerErrors(error, fieldNames, setError);
    }
  });

  const password = view.password;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="SMTP settings">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          {save.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(save.error)}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="Host"
              withAsterisk
              placeholder="smtp.example.in"
              {...register('host')}
              error={errors.host?.message}
            />
            <TextInput
              label="Port"
              withAsterisk
              inputMode="numeric"
              {...register('port')}
              error={errors.port?.message}
            />
            <Controller
              control={control}
              name="security"
              render={({ field }) => (
                <Select
                  label="Security"
                  withAsterisk
                  allowDeselect={false}
                  data={SMTP_SECURITY.map((value) => ({ value, label: smtpSecurityLabels[value] }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  error={errors.security?.message}
                />
              )}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="User" autoComplete="off" {...register('user')} error={errors.user?.message} />
            <PasswordInput
              label={
                <Group gap={6} component="span">
                  Password
                  <Badge size="xs" variant="light" color={password.set ? 'green' : 'gray'}>
                    {password.set ? 'set' : 'not set'}
                  </Badge>
                </Group>
              }
              description={
                password.set
                  ? `Stored encrypted, changed ${formatDateTime(password.changedAt)}. Leave empty to keep it; type a new one to replace it.`
                  : 'Stored encrypted; never shown again.'
              }
              autoComplete="new-password"
              {...register('password')}
              error={errors.password?.message}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="From name" withAsterisk {...register('fromName')} error={errors.fromName?.message} />
            <TextInput
              label="From address"
              withAsterisk
              type="email"
              {...register('fromAddress')}
              error={errors.fromAddress?.message}
            />
            <TextInput label="Reply-to" type="email" {...register('replyTo')} error={errors.replyTo?.message} />
          </SimpleGrid>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {view.settings
                ? 'Invitations and password links are emailed with these settings.'
                : 'Email is not set up yet.'}
            </Text>
            <Button type="submit" loading={save.isPending} disabled={!isDirty && view.settings !== null}>
              SAVE
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
