import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import {
  WHATSAPP_PROVIDER_LABELS,
  WHATSAPP_PROVIDERS,
  WHATSAPP_TIER_LABELS,
  WHATSAPP_TIERS,
  type WhatsAppProvider,
  type WhatsAppSettingsInput,
  type WhatsAppSettingsView,
  type WhatsAppTier,
  whatsappSettingsInputSchema,
} from '../../../../domain/schemas/whatsapp-settings';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useSaveWhatsAppSettings } from '../api/whatsapp-settings';

type Values = {
  enabled: boolean;
  provider: WhatsAppProvider;
  phoneNumberId: string;
  businessAccountId: string;
  apiBaseUrl: string;
  apiVersion: string;
  gupshupAppName: string;
  gupshupSourceNumber: string;
  gupshupApiUrl: string;
  tierSource: 'provider' | 'manual';
  tier: WhatsAppTier;
  ratePerSecond: number | string;
  accessToken: string;
  appSecret: string;
};

const toValues = (view: WhatsAppSettingsView): Values => {
  const s = view.settings;
  return {
    enabled: s?.enabled ?? false,
    provider: s?.provider ?? 'cloud',
    phoneNumberId: s?.phoneNumberId ?? '',
    businessAccountId: s?.businessAccountId ?? '',
    apiBaseUrl: s?.apiBaseUrl ?? 'https://graph.facebook.com',
    apiVersion: s?.apiVersion ?? 'v21.0',
    gupshupAppName: s?.gupshupAppName ?? '',
    gupshupSourceNumber: s?.gupshupSourceNumber ?? '',
    gupshupApiUrl: s?.gupshupApiUrl ?? 'https://api.gupshup.io',
    tierSource: s?.tierSource ?? 'provider',
    tier: s?.tier ?? '250',
    ratePerSecond: s?.ratePerSecond ?? 80,
    accessToken: '',
    appSecret: '',
  };
};

function SecretLabel({ label, state }: { label: string; state: WhatsAppSettingsView['accessToken'] }) {
  return (
    <Group gap={6} component="span">
      {label}
      <Badge size="xs" variant="light" color={state.set ? 'green' : 'gray'}>
        {state.set ? 'set' : 'not set'}
      </Badge>
    </Group>
  );
}

const secretHelp = (state: WhatsAppSettingsView['accessToken'], what: string) =>
  state.set
    ? `Stored encrypted, changed ${formatDateTime(state.changedAt)}. Leave empty to keep it.`
    : `${what} Stored encrypted; never shown again.`;

/** The provider, its ids and secrets, the messaging limit and the send rate. */
export function WhatsAppSettingsForm({ view }: { view: WhatsAppSettingsView }) {
  const save = useSaveWhatsAppSettings();
  const [values, setValues] = useState<Values>(() => toValues(view));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const cloud = values.provider === 'cloud';

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { accessToken, appSecret, ...settings } = values;
    const input = { settings, accessToken, appSecret } as WhatsAppSettingsInput;
    const parsed = whatsappSettingsInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      // Issues of the settings object are named by their field; the secrets by theirs.
      for (const issue of parsed.error.issues) found[String(issue.path.at(-1))] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(input);
      setValues(toValues(saved));
      notifySuccess('WhatsApp settings saved.');
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.split('.').at(-1) ?? k, v])));
      }
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="WhatsApp settings">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          {save.isError && !(save.error instanceof ApiError && save.error.fields) ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(save.error)}
            </Alert>
          ) : null}
          <Switch
            label="Send and receive WhatsApp messages through this provider"
            checked={values.enabled}
            onChange={(e) => set('enabled', e.currentTarget.checked)}
          />
          <div>
            <Text size="sm" fw={500} mb={4}>
              Provider
            </Text>
            <SegmentedControl
              aria-label="Provider"
              value={values.provider}
              onChange={(v) => set('provider', v as WhatsAppProvider)}
              data={WHATSAPP_PROVIDERS.map((p) => ({ value: p, label: WHATSAPP_PROVIDER_LABELS[p] }))}
            />
          </div>
          {cloud ? (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Phone number id"
                  withAsterisk
                  inputMode="numeric"
                  description="Meta's console: WhatsApp › API Setup, under the number."
                  value={values.phoneNumberId}
                  onChange={(e) => set('phoneNumberId', e.currentTarget.value)}
                  error={errors.phoneNumberId}
                />
                <TextInput
                  label="WhatsApp Business Account id"
                  withAsterisk
                  inputMode="numeric"
                  description="Shown beside the phone number id; the templates belong to it."
                  value={values.businessAccountId}
                  onChange={(e) => set('businessAccountId', e.currentTarget.value)}
                  error={errors.businessAccountId}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="API address"
                  value={values.apiBaseUrl}
                  onChange={(e) => set('apiBaseUrl', e.currentTarget.value)}
                  error={errors.apiBaseUrl}
                  description="Meta's Graph API unless told otherwise."
                />
                <TextInput
                  label="API version"
                  value={values.apiVersion}
                  onChange={(e) => set('apiVersion', e.currentTarget.value)}
                  error={errors.apiVersion}
                />
              </SimpleGrid>
            </>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label="Gupshup app name"
                withAsterisk
                value={values.gupshupAppName}
                onChange={(e) => set('gupshupAppName', e.currentTarget.value)}
                error={errors.gupshupAppName}
              />
              <TextInput
                label="Source number"
                withAsterisk
                inputMode="numeric"
                description="The WhatsApp number, with 91."
                value={values.gupshupSourceNumber}
                onChange={(e) => set('gupshupSourceNumber', e.currentTarget.value)}
                error={errors.gupshupSourceNumber}
              />
              <TextInput
                label="Gupshup API address"
                value={values.gupshupApiUrl}
                onChange={(e) => set('gupshupApiUrl', e.currentTarget.value)}
                error={errors.gupshupApiUrl}
              />
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Messaging limit from"
              allowDeselect={false}
              data={[
                { value: 'provider', label: cloud ? 'Meta (read by Test)' : 'The provider (read by Test)' },
                { value: 'manual', label: 'Set here' },
              ]}
              value={values.tierSource}
              onChange={(v) => v && set('tierSource', v as Values['tierSource'])}
              description="New people a day outside the 24-hour window."
            />
            <Select
              label="Messaging limit"
              allowDeselect={false}
              disabled={values.tierSource === 'provider'}
              data={WHATSAPP_TIERS.map((t) => ({ value: t, label: WHATSAPP_TIER_LABELS[t] }))}
              value={values.tier}
              onChange={(v) => v && set('tier', v as WhatsAppTier)}
              error={errors.tier}
              description={values.tierSource === 'provider' ? 'Updated by each Test.' : 'As the provider shows it.'}
            />
            <NumberInput
              label="Messages per second"
              min={1}
              max={1000}
              allowDecimal={false}
              value={values.ratePerSecond}
              onChange={(v) => set('ratePerSecond', v)}
              error={errors.ratePerSecond}
              description="Meta allows 80 by default."
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              label={<SecretLabel label={cloud ? 'Access token' : 'API key'} state={view.accessToken} />}
              description={secretHelp(
                view.accessToken,
                cloud
                  ? 'A permanent system user token with whatsapp_business_messaging.'
                  : 'From the Gupshup dashboard.',
              )}
              autoComplete="new-password"
              value={values.accessToken}
              onChange={(e) => set('accessToken', e.currentTarget.value)}
              error={errors.accessToken}
            />
            {cloud ? (
              <PasswordInput
                label={<SecretLabel label="App secret" state={view.appSecret} />}
                description={secretHelp(view.appSecret, 'Signs every webhook Meta sends us.')}
                autoComplete="new-password"
                value={values.appSecret}
                onChange={(e) => set('appSecret', e.currentTarget.value)}
                error={errors.appSecret}
              />
            ) : null}
          </SimpleGrid>
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
