import { Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { ApiError, errorMessage } from '../lib/api-client';
import { StatusMessage } from './status-message';

interface ErrorStateProps {
  title?: string;
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
}

/** Asking again cannot change these answers: the record is not there, or not this person's to see. */
const FINAL_STATUSES = new Set([403, 404]);

/**
 * A failed load, said plainly, with a way to try again (never a silently empty list) — except when
 * trying again cannot help.
 */
export function ErrorState({ title = 'Could not load this page', error, onRetry, retrying }: ErrorStateProps) {
  const final = error instanceof ApiError && FINAL_STATUSES.has(error.status);
  return (
    <StatusMessage
      role="alert"
      color="red"
      icon={<IconAlertTriangle size={26} />}
      title={title}
      description={errorMessage(error)}
    >
      {onRetry && !final ? (
        <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      ) : null}
    </StatusMessage>
  );
}
