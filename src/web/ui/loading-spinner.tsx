import { Center, Loader, Stack, Text } from '@mantine/core';

/** Spinner for a section of a page while its data loads. */
export function LoadingSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py={64} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="md" />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

/** Spinner filling the window: app start (session check) and lazy screens before the shell exists. */
export function FullPageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
