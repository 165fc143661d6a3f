import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { BackupWarning } from '../../../ui/backup-warning';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useBackupOverview } from '../api/backups';
import { BackupList } from '../components/backup-list';
import { BackupSettingsForm } from '../components/backup-settings-form';
import { RunNowPanel } from '../components/run-now-panel';
import { SecretsKeyNotice } from '../components/secrets-key-notice';

/** /backups (administrators): the last backups, Run now, download, the schedule and retention. */
export function BackupsPage() {
  const overview = useBackupOverview();
  return (
    <>
      <PageHeader
        title="Backups"
        description="Daily archives of the database and every uploaded file, to restore with npm run restore."
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={overview.isFetching && !overview.isPending}
            onClick={() => void overview.refetch()}
          >
            Refresh
          </Button>
        }
      />
      {overview.isPending ? (
        <LoadingSpinner label="Loading the backups…" />
      ) : overview.isError ? (
        <ErrorState
          title="Could not load the backups"
          error={overview.error}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : (
        <Stack gap="md">
          <BackupWarning status={overview.data.status} />
          <RunNowPanel runningJobId={overview.data.runningJobId} />
          <section aria-labelledby="backup-list-heading">
            <Title order={2} fz="lg" mb="xs" id="backup-list-heading">
              Last backups
            </Title>
            {overview.data.folderProblem ? (
              <Alert color="red" variant="light" role="alert" mb="sm" icon={<IconAlertTriangle size={18} />}>
                {overview.data.folderProblem}
              </Alert>
            ) : null}
            <BackupList rows={overview.data.backups} />
          </section>
          <BackupSettingsForm key={JSON.stringify(overview.data.settings)} overview={overview.data} />
          <SecretsKeyNotice secretsKey={overview.data.secretsKey} />
        </Stack>
      )}
    </>
  );
}
