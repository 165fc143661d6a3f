import { Alert, Anchor } from '@mantine/core';
import { IconDatabaseExclamation } from '@tabler/icons-react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../domain/paths';
import { type BackupStatus, backupWarning } from '../../domain/schemas/backups';
import { formatDateTime } from '../lib/format';

/**
 * The backup warning of the dashboard and /backups: the last backup failed, the last good one is
 * more than 36 hours old (or there is none), or its copy to the second folder failed.
 */
export function BackupWarning({
  status,
  linkToBackups,
}: {
  status: BackupStatus | undefined;
  linkToBackups?: boolean;
}) {
  const sentence = status ? backupWarning(status) : null;
  if (!status || !sentence) return null;
  return (
    <Alert
      color={status.lastFailure || status.stale ? 'red' : 'orange'}
      variant="light"
      icon={<IconDatabaseExclamation size={20} />}
      title={status.lastFailure ? 'Backup failed' : status.stale ? 'Backups need attention' : 'Backup copy failed'}
      role="alert"
    >
      {sentence}
      {status.lastGoodAt ? ` Last good backup: ${formatDateTime(status.lastGoodAt)}.` : ''}
      {linkToBackups ? (
        <>
          {' '}
          <Anchor component={RouterLink} to={paths.backups()} size="sm">
            Open Backups
          </Anchor>
        </>
      ) : null}
    </Alert>
  );
}
