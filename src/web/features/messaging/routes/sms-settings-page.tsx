import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useSmsSettings } from '../api/messaging';
import { NoticeSmsPanel } from '../components/notice-sms-panel';
import { SmsSettingsForm } from '../components/sms-settings-form';
import { TestSmsPanel } from '../components/test-sms-panel';

/** /sms-settings (administrators), beside SMTP: the SMS gateway and the company's DLT registration. */
export function SmsSettingsPage() {
  const settings = useSmsSettings();
  return (
    <>
      <PageHeader
        title="SMS Gateway"
        description="The gateway campaigns, single SMS and the demand and reminder SMS go through, with the company's DLT entity and headers."
      />
      {settings.isPending ? (
        <LoadingSpinner label="Loading the SMS gateway settings…" />
      ) : settings.isError ? (
        <ErrorState
          title="Could not load the SMS gateway settings"
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <>
          <SmsSettingsForm
            key={`${settings.data.apiKey.changedAt ?? 'new'}-${settings.data.settings ? 'saved' : 'none'}`}
            view={settings.data}
          />
          <TestSmsPanel blockedReason={settings.data.settings ? null : 'Save the SMS gateway settings first.'} />
          <NoticeSmsPanel senderIds={settings.data.settings?.senderIds ?? []} />
        </>
      )}
    </>
  );
}
