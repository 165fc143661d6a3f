import { useState } from 'react';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useSmtpSettings } from '../api/smtp';
import { RecentEmails } from '../components/recent-emails';
import { SmtpForm } from '../components/smtp-form';
import { TestEmailPanel } from '../components/test-email-panel';

/** /smtp (administrators): the mail server the app sends invitations and password links through. */
export function SmtpPage() {
  const settings = useSmtpSettings();
  const [dirty, setDirty] = useState(false);
  const blockedReason = !settings.data?.settings
    ? 'Save the SMTP settings first.'
    : dirty
      ? 'Save your changes first: the test uses the saved settings.'
      : null;
  return (
    <>
      <PageHeader
        title="SMTP"
        description="The mail server EstateDesk sends invitations and password reset links through."
      />
      {settings.isPending ? (
        <LoadingSpinner label="Loading the SMTP settings…" />
      ) : settings.isError ? (
        <ErrorState
          title="Could not load the SMTP settings"
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <>
          <SmtpForm key={settings.data.password.changedAt ?? 'new'} view={settings.data} onDirtyChange={setDirty} />
          <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
            <TestEmailPanel blockedReason={blockedReason} />
          </div>
          <RecentEmails />
        </>
      )}
    </>
  );
}
