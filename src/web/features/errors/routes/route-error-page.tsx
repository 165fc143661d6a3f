import { Button, Center, Code, Group, Stack } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconRefresh } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusMessage } from '../../../ui/status-message';

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Unknown error';
}

/** Last line of defence: a screen threw while rendering or a lazy chunk failed to load. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="100dvh" p="md">
      <StatusMessage
        titleOrder={1}
        size="lg"
        color="red"
        icon={<IconAlertTriangle size={32} />}
        title="Something went wrong"
        description="This screen could not be shown. Reloading usually fixes it; if it keeps happening, tell your administrator what you were doing."
      >
        <Stack align="center" gap="sm">
          <Code block maw={480} c="dimmed">
            {describeError(error)}
          </Code>
          <Group justify="center">
            <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
              Reload
            </Button>
            <Button variant="default" leftSection={<IconHome size={18} />} onClick={() => window.location.assign('/')}>
              Home
            </Button>
          </Group>
        </Stack>
      </StatusMessage>
    </Center>
  );
}
