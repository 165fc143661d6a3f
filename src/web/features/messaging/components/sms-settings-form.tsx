import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import {
  SMS_GATEWAY_FORMATS,
  type SmsSettingsInput,
  type SmsSettingsView,
  smsSettingsInputSchema,
} from '../../../../domain/schemas/sms-settings';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { CopyTextButton } from '../../../ui/copy-text-button';
import { useSaveSmsSettings } from '../api/messaging';

type Values = {
  enabled: boolean;
  gatewayUrl: string;
  entityId: string;
  senderIds: string[];
  format: 'json' | 'form';
  costPerSegment: number | string;
  ratePerSecond: number | string;
  dedupesClientRef: boolean;
  apiKey: string;
  dlrSecret: string;
};

const toValues = (view: SmsSettingsView): Values => ({
  enabled: view.settings?.enabled ?? false,
  gatewayUrl: view.settings?.gatewayUrl ?? '',
  entityId: view.settings?.entityId ?? '',
  senderIds: view.settings?.senderIds ?? [],
  format: view.settings?.format ?? 'json',
  costPerSegment: view.settings?.costPerSegment ?? 0.2,
  ratePerSecond: view.settings?.ratePerSecond ?? 20,
  dedupesClientRef: view.settings?.dedupesClientRef ?? false,
  apiKey: '',
  dlrSecret: '',
});

const formatLabels = { json: 'JSON body', form: 'Form POST (x-www-form-urlencoded)' } as const;

function SecretLabel({ label, state }: { label: string; state: SmsSettingsView['apiKey'] }) {
  return (
    <Group gap={6} component="span">
      {label}
      <Badge size="xs" variant="light" color={state.set ? 'green' : 'gray'}>
        {state.set ? 'set' : 'not set'}
      </Badge>
    </Group>
  );
}

const secretHelp = (state: SmsSettingsView['apiKey']) =>
  state.set
    ? `Stored encrypted, changed ${formatDateTime(state.changedAt)}. Leave empty to keep it.`
    : 'Stored encrypted; never shown again.';

/** The SMS gateway: where SMS go, with which DLT entity, at what rate and cost. */
export function SmsSettingsForm({ view }: { view: SmsSettingsView }) {
  const save = useSaveSmsSettings();
  const [values, setValues] = useState<Values>(() => toValues(view));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input: SmsSettingsInput = {
      ...values,
      costPerSegment: values.costPerSegment,
      ratePerSecond: values.ratePerSecond,
    };
    const parsed = smsSettingsInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(input);
      setValues(toValues(saved));
      notifySuccess('SMS gateway settings saved.');
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="SMS gateway settings">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          {save.isError && !(save.error instanceof ApiError && save.error.fields) ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(save.error)}
            </Alert>
          ) : null}
          <Switch
            label="Send SMS through this gateway"
            checked={values.enabled}
            onChange={(e) => set('enabled', e.currentTarget.checked)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Gateway URL"
              withAsterisk
              placeholder="https://api.gateway.in/v1/sms/send"
              value={values.gatewayUrl}
              onChange={(e) => set('gatewayUrl', e.currentTarget.value)}
              error={errors.gatewayUrl}
            />
            <Select
              label="Request format"
              withAsterisk
              allowDeselect={false}
              data={SMS_GATEWAY_FORMATS.map((f) => ({ value: f, label: formatLabels[f] }))}
              value={values.format}
              onChange={(v) => v && set('format', v as Values['format'])}
              error={errors.format}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Principal entity id (DLT)"
              withAsterisk
              inputMode="numeric"
              description="The 19-digit id of the company on the DLT portal."
              value={values.entityId}
              onChange={(e) => set('entityId', e.currentTarget.value)}
              error={errors.entityId}
            />
            <TagsInput
              label="Headers (sender ids)"
              description="Registered on DLT; press Enter after each."
              value={values.senderIds}
              onChange={(v) => set('senderIds', v)}
              error={errors.senderIds}
              clearable
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label="Cost per SMS part (₹)"
              min={0}
              max={100}
              decimalScale={4}
              step={0.01}
              value={values.costPerSegment}
              onChange={(v) => set('costPerSegment', v)}
              error={errors.costPerSegment}
              description="For the estimate shown before a send."
            />
            <NumberInput
              label="Messages per second"
              min={1}
              max={1000}
              allowDecimal={false}
              value={values.ratePerSecond}
              onChange={(v) => set('ratePerSecond', v)}
              error={errors.ratePerSecond}
              description="What the gateway accepts from us; sending never goes faster."
            />
          </SimpleGrid>
          <Checkbox
            label="The gateway ignores a repeated client_ref (it answers with the first message instead of sending again)"
            description="Tick only if the provider confirms this in writing. Then SMS that were with the gateway when the server stopped are sent again on restart; otherwise they are held as unknown for a person to decide."
            checked={values.dedupesClientRef}
            onChange={(e) => set('dedupesClientRef', e.currentTarget.checked)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              label={<SecretLabel label="API key" state={view.apiKey} />}
              description={secretHelp(view.apiKey)}
              autoComplete="new-password"
              value={values.apiKey}
              onChange={(e) => set('apiKey', e.currentTarget.value)}
              error={errors.apiKey}
            />
            <PasswordInput
              label={<SecretLabel label="Delivery report secret" state={view.dlrSecret} />}
              description={secretHelp(view.dlrSecret)}
              autoComplete="new-password"
              value={values.dlrSecret}
              onChange={(e) => set('dlrSecret', e.currentTarget.value)}
              error={errors.dlrSecret}
            />
          </SimpleGrid>
          <Text size="sm">
            Delivery reports URL for the gateway (with the secret as <Code>?secret=</Code> or an{' '}
            <Code>X-DLR-Secret</Code> header):{' '}
            <Code style={{ wordBreak: 'break-all' }}>{new URL(view.dlrUrl, window.location.origin).href}</Code>{' '}
            <CopyTextButton
              value={new URL(view.dlrUrl, window.location.origin).href}
              size="compact-xs"
              variant="subtle"
            />
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              SAVE
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
