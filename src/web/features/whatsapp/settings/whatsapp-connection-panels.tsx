import { Alert, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconPlugConnectedX } from '@tabler/icons-react';
import { WHATSAPP_TIER_LABELS, type WhatsAppSettingsView } from '../../../../domain/schemas/whatsapp-settings';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { CopyTextButton } from '../../../ui/copy-text-button';
import { useTestWhatsApp } from '../api/whatsapp-settings';

/** What to paste into Meta's console (or Gupshup's): the callback address and the verify token. */
export function WebhookPanel({ view }: { view: WhatsAppSettingsView }) {
  const url = new URL(view.webhookUrl, window.location.origin).href;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={4}>Webhook</Title>
        <Text size="sm" c="dimmed">
          In Meta's console (WhatsApp › Configuration), set the callback URL and verify token below and subscribe to the{' '}
          <Code>messages</Code> and <Code>message_template_status_update</Code> fields.
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Text size="sm" w={120} style={{ flexShrink: 0 }}>
            Callback URL
          </Text>
          <Code style={{ wordBreak: 'break-all' }}>{url}</Code>
          <CopyTextButton value={url} size="compact-xs" variant="subtle" />
        </Group>
        <Group gap="xs" wrap="nowrap" align="center">
          <Text size="sm" w={120} style={{ flexShrink: 0 }}>
            Verify token
          </Text>
          {view.verifyToken ? (
            <>
              <Code style={{ wordBreak: 'break-all' }}>{view.verifyToken}</Code>
              <CopyTextButton value={view.verifyToken} size="compact-xs" variant="subtle" />
            </>
          ) : (
            <Text size="sm" c="red">
              Cannot be made: this server has no SECRETS_KEY.
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** Test: the provider asked for the number's name, quality and limit; the answer in plain words. */
export function TestPanel({ view }: { view: WhatsAppSettingsView }) {
  const test = useTestWhatsApp();
  const saved = !!view.settings;
  const result = test.data;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>Test the connection</Title>
          <Button variant="light" onClick={() => test.mutate()} loading={test.isPending} disabled={!saved}>
            TEST
          </Button>
        </Group>
        {!saved ? (
          <Text size="sm" c="dimmed">
            Save the settings first.
          </Text>
        ) : null}
        {result ? (
          <Alert
            role="status"
            color={result.ok ? 'green' : 'red'}
            variant="light"
            icon={result.ok ? <IconCircleCheck size={18} /> : <IconPlugConnectedX size={18} />}
            title={result.ok ? 'Connected' : 'Not connected'}
          >
            {result.message}
          </Alert>
        ) : null}
        {test.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(test.error)}
          </Alert>
        ) : null}
        {view.number ? (
          <Text size="sm" c="dimmed">
            Last checked {formatDateTime(view.number.checkedAt)}: {view.number.displayPhoneNumber ?? 'number not shown'}
            {view.number.verifiedName ? ` (${view.number.verifiedName})` : ''}
            {view.number.tier ? `, ${WHATSAPP_TIER_LABELS[view.number.tier]}` : ''}.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
