import { Stack } from '@mantine/core';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useWhatsAppSettings } from '../api/whatsapp-settings';
import { TestPanel, WebhookPanel } from './whatsapp-connection-panels';
import { WhatsAppSettingsForm } from './whatsapp-settings-form';

/** /whatsapp-settings (administrators), beside the SMS gateway: the WhatsApp provider (decision 214). */
export function WhatsAppSettingsPage() {
  const settings = useWhatsAppSettings();
  return (
    <>
      <PageHeader
        title="WhatsApp Settings"
        description="The WhatsApp Business number the CRM sends from and receives on: Meta's Cloud API directly, or Gupshup."
      />
      {settings.isPending ? (
        <LoadingSpinner label="Loading the WhatsApp settings…" />
      ) : settings.isError ? (
        <ErrorState
          title="Could not load the WhatsApp settings"
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <Stack gap="md">
          <WhatsAppSettingsForm
            key={`${settings.data.accessToken.changedAt ?? 'new'}-${settings.data.settings?.tier ?? 'none'}`}
            view={settings.data}
          />
          <TestPanel view={settings.data} />
          <WebhookPanel view={settings.data} />
        </Stack>
      )}
    </>
  );
}
