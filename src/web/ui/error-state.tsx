import { Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { errorMessage } from '../lib/api-client';
import { StatusMessage } from './status-message';

interface ErrorStateProps {
  title?: string;
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A failed load, said plainly, with a way to try again (never a silently empty list). */
export function ErrorState({ title = 'Could not load this page', error, onRetry, retrying }: ErrorStateProps) {
  return (
    <StatusMessage
      role="alert"
      color="red"
      icon={<IconAlertTriangle size={26} />}
      title={title}
      description={errorMessage(error)}
    >
      {onRetry ? (
        <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      ) : null}
    </StatusMessage>
  );
}
