import { Button, Center, Group } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { getMe } from '../../features/auth/api/get-me';
import { ApiError, errorMessage } from '../../lib/api-client';
import { confirmSession, endSession, useSession } from '../../lib/session-store';
import { FullPageSpinner } from '../../ui/loading-spinner';
import { StatusMessage } from '../../ui/status-message';

/**
 * On start a session saved in localStorage is used only after GET /api/auth/me confirms it.
 * Until then the whole window shows a spinner; a rejected token ends the session.
 */
export function SessionGate() {
  const session = useSession();
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const checking = session.status === 'checking';

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the check after Retry.
  useEffect(() => {
    if (!checking) return;
    const controller = new AbortController();
    getMe(controller.signal)
      .then(({ user }) => confirmSession(user))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) endSession();
        else setFailure(error);
      });
    return () => controller.abort();
  }, [checking, attempt]);

  const retry = useCallback(() => {
    setFailure(null);
    setAttempt((n) => n + 1);
  }, []);

  if (checking && failure) {
    return (
      <Center mih="100dvh" p="md">
        <StatusMessage
          titleOrder={1}
          size="lg"
          color="red"
          icon={<IconPlugConnectedX size={32} />}
          title="Could not check your session"
          description={errorMessage(failure)}
        >
          <Group justify="center">
            <Button leftSection={<IconRefresh size={18} />} onClick={retry}>
              Retry
            </Button>
            <Button variant="default" onClick={() => endSession('logout')}>
              Log in again
            </Button>
          </Group>
        </StatusMessage>
      </Center>
    );
  }
  if (checking) return <FullPageSpinner label="Checking your session…" />;
  return <Outlet />;
}
