import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Code,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type TelephonySettingsView, telephonySettingsInputSchema } from '../../../../domain/schemas/telephony';
import { errorMessage } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/apply-server-errors';
import { notifySuccess } from '../../../lib/notify';
import { CopyTextButton } from '../../../ui/copy-text-button';
import { TestResultAlert } from '../../../ui/test-result-alert';
import { useSaveTelephonySettings, useTestTelephony } from '../api/calls';
import { SecretField } from './secret-field';

type FormValues = z.input<typeof telephonySettingsInputSchema>;
const fieldNames = [
  'provider',
  'enabled',
  'accountSid',
  'apiBaseUrl',
  'apiKey',
  'callerId',
  'apiToken',
  'callbackSecret',
] as const;

function toValues(view: TelephonySettingsView): FormValues {
  const s = view.settings;
  return {
    provider: s?.provider ?? 'exotel',
    enabled: s?.enabled ?? false,
    accountSid: s?.accountSid ?? '',
    apiBaseUrl: s?.apiBaseUrl ?? 'https://api.exotel.com',
    apiKey: s?.apiKey ?? '',
    callerId: s?.callerId ?? '',
    apiToken: '',
    callbackSecret: '',
  };
}

/** The office line (Exotel-style click-to-call): account, caller id, and the two secrets, write-only. */
export function TelephonyForm({ view }: { view: TelephonySettingsView }) {
  const save = useSaveTelephonySettings();
  const test = useTestTelephony();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<FormValues, unknown, z.output<typeof telephonySettingsInputSchema>>({
    resolver: zodResolver(telephonySettingsInputSchema),
    defaultValues: toValues(view),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset(toValues(saved));
      test.reset();
      notifySuccess('Telephony settings saved.');
    } catch (error) {
      applyServerErrors(error, fieldNames, setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Telephony settings">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} fz="lg">
              Office line
            </Title>
            <Controller
              control={control}
              name="enabled"
              render={({ field }) => (
                <Switch
                  label="Click-to-call on"
                  checked={Boolean(field.value)}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                />
              )}
            />
          </Group>
          {save.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(save.error)}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Controller
              control={control}
              name="provider"
              render={({ field }) => (
                <Select
                  label="Provider"
                  withAsterisk
                  allowDeselect={false}
                  data={[{ value: 'exotel', label: 'Exotel' }]}
                  value={field.value ?? 'exotel'}
                  onChange={(v) => field.onChange(v ?? 'exotel')}
                  error={errors.provider?.message}
                />
              )}
            />
            <TextInput
              label="Account SID"
              withAsterisk
              {...register('accountSid')}
              error={errors.accountSid?.message}
            />
            <TextInput
              label="Caller id"
              withAsterisk
              description="The office number customers see"
              placeholder="080 4567 8900"
              {...register('callerId')}
              error={errors.callerId?.message}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="API base URL"
              withAsterisk
              placeholder="https://api.exotel.com"
              {...register('apiBaseUrl')}
              error={errors.apiBaseUrl?.message}
            />
            <TextInput
              label="API key"
              withAsterisk
              autoComplete="off"
              {...register('apiKey')}
              error={errors.apiKey?.message}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SecretField
              label="API token"
              status={view.apiToken}
              {...register('apiToken')}
              error={errors.apiToken?.message}
            />
            <SecretField
              label="Callback secret"
              status={view.callbackSecret}
              {...register('callbackSecret')}
              error={errors.callbackSecret?.message}
            />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Status callback address
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Code style={{ wordBreak: 'break-all' }}>{view.callbackUrl}</Code>
              <CopyTextButton value={view.callbackUrl} size="compact-xs" variant="light" />
            </Group>
            <Text size="xs" c="dimmed">
              Given to the provider with each call, with the callback secret; calls and recordings land in the call
              history when it reports back.
            </Text>
          </Stack>
          <TestResultAlert test={test} titles={{ ok: 'Connected', failed: 'Not connected' }}>
            {(result) => (
              <Text size="sm" style={{ wordBreak: 'break-word' }}>
                {result.message}
              </Text>
            )}
          </TestResultAlert>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {isDirty && view.settings ? 'Save your changes first: the test uses the saved settings.' : ' '}
            </Text>
            <Group gap="sm">
              <Button
                variant="light"
                onClick={() => test.mutate()}
                loading={test.isPending}
                disabled={!view.settings || isDirty}
              >
                TEST
              </Button>
              <Button type="submit" loading={save.isPending} disabled={!isDirty && view.settings !== null}>
                SAVE
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
