import { Stack } from '@mantine/core';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useCallQueueSettings, useTelephonySettings } from '../api/calls';
import { QueueSettingsForm } from '../components/queue-settings-form';
import { TelephonyForm } from '../components/telephony-form';

/** /telephony (administrators): the office line for click-to-call, and the call queue's retry rule. */
export function TelephonyPage() {
  const telephony = useTelephonySettings();
  const queue = useCallQueueSettings();
  return (
    <>
      <PageHeader
        title="Telephony"
        description="Click-to-call through the office line, and when leads that did not answer are called again."
      />
      <Stack gap="md">
        {telephony.isPending ? (
          <LoadingSpinner label="Loading the telephony settings…" />
        ) : telephony.isError ? (
          <ErrorState
            title="Could not load the telephony settings"
            error={telephony.error}
            onRetry={() => void telephony.refetch()}
            retrying={telephony.isFetching}
          />
        ) : (
          <TelephonyForm key={telephony.data.apiToken.changedAt ?? 'new'} view={telephony.data} />
        )}
        {queue.isPending ? (
          <LoadingSpinner label="Loading the call queue settings…" />
        ) : queue.isError ? (
          <ErrorState
            title="Could not load the call queue settings"
            error={queue.error}
            onRetry={() => void queue.refetch()}
            retrying={queue.isFetching}
          />
        ) : (
          <QueueSettingsForm settings={queue.data} />
        )}
      </Stack>
    </>
  );
}
