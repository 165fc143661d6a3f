import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { SAMPLE_VARIABLE_VALUES } from '../../../../domain/messaging/variables';
import {
  fillGreeting,
  type PhoneSettings,
  type PhoneSettingsView,
  phoneSettingsSchema,
} from '../../../../domain/schemas/phone-app';
import { applyServerErrors } from '../../../lib/apply-server-errors';
import { notifySuccess } from '../../../lib/notify';
import { CopyTextButton } from '../../../ui/copy-text-button';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { InstallSteps, PhoneAppQr } from '../../../ui/phone-app-install';
import { usePhoneSettings, useSavePhoneSettings } from '../api/phone-app-api';

/** The lead the preview is filled for: the SMS settings' sample values, so both previews agree. */
const SAMPLE = {
  name: SAMPLE_VARIABLE_VALUES.name,
  project: SAMPLE_VARIABLE_VALUES.project,
  executive: SAMPLE_VARIABLE_VALUES.executive,
  company: SAMPLE_VARIABLE_VALUES.company,
};

/** /phone-app (administrators): where the executives' phone app is, its QR code and its WhatsApp greeting. */
export function PhoneAppPage() {
  const settings = usePhoneSettings();
  return (
    <>
      <PageHeader
        title="Phone App"
        description="The app executives work from on their phones: its address, the QR code to open it, and the greeting its WhatsApp button writes."
      />
      {settings.isPending ? (
        <LoadingSpinner label="Loading the phone app settings…" />
      ) : settings.isError ? (
        <ErrorState
          title="Could not load the phone app settings"
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <Stack gap="md" maw={960}>
          <AppAddress appUrl={settings.data.appUrl} />
          <GreetingForm settings={settings.data} />
        </Stack>
      )}
    </>
  );
}

function AppAddress({ appUrl }: { appUrl: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group gap="xl" align="flex-start" wrap="wrap">
        <PhoneAppQr size={180} />
        <Stack gap="sm" style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Title order={2} fz="lg">
            Address
          </Title>
          <Group gap="sm" wrap="nowrap" align="center">
            <Anchor href={appUrl} target="_blank" rel="noopener" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {appUrl}
            </Anchor>
            <CopyTextButton value={appUrl} label="Copy address" size="compact-sm" variant="light" />
          </Group>
          <Text size="sm" c="dimmed">
            Executives sign in with their own EstateDesk account; managers and administrators may use it for the leads
            assigned to them. The address comes from the server's PUBLIC_URL setting.
          </Text>
          <InstallSteps />
        </Stack>
      </Group>
    </Paper>
  );
}

function GreetingForm({ settings }: { settings: PhoneSettingsView }) {
  const save = useSavePhoneSettings();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, errors },
  } = useForm<PhoneSettings>({
    resolver: zodResolver(phoneSettingsSchema),
    defaultValues: { whatsappGreeting: settings.whatsappGreeting },
  });
  const greeting = useWatch({ control, name: 'whatsappGreeting' }) ?? '';
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset({ whatsappGreeting: saved.whatsappGreeting });
      notifySuccess('WhatsApp greeting saved. Phones take it at their next refresh.');
    } catch (error) {
      applyServerErrors(error, ['whatsappGreeting'] as const, setError);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="WhatsApp greeting">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            WhatsApp greeting
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Textarea
              label="Greeting"
              description="{name} is the lead, {project} the project they asked about, {executive} the person sending it, {company} your company."
              autosize
              minRows={4}
              maxRows={10}
              error={errors.whatsappGreeting?.message}
              {...register('whatsappGreeting')}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Preview
              </Text>
              <Text size="xs" c="dimmed">
                For {SAMPLE.name}, {SAMPLE.project}, sent by {SAMPLE.executive}
              </Text>
              <Paper bg="green.0" p="sm" radius="md" aria-label="Greeting preview">
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {fillGreeting(greeting, SAMPLE) || '—'}
                </Text>
              </Paper>
            </Stack>
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
