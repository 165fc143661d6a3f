import { ActionIcon, Alert, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import type { AudienceBody } from '../api/messaging';
import { preflightKeys } from '../api/preflight';
import { PreviewResult } from './template-preview';

/**
 * In the confirmation: what the first recipients (by name) will get, rendered by the server as the
 * sender renders it, one at a time.
 */
export function RecipientPreview({ body, total }: { body: AudienceBody; total: number | undefined }) {
  const preview = useQuery(preflightKeys.preview(body));
  const [index, setIndex] = useState(0);
  const items = preview.data?.items ?? [];
  const item = items[Math.min(index, items.length - 1)];
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Message preview">
      {preview.isPending ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            Filling the message with the first recipients' details…
          </Text>
        </Group>
      ) : preview.isError ? (
        <Alert color="red" variant="light" p="xs" role="alert">
          The preview could not be made: {errorMessage(preview.error)}
        </Alert>
      ) : item ? (
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                What {item.lead.name} gets
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {item.lead.address} · recipient {index + 1} of{' '}
                {total !== undefined && total > items.length
                  ? `${formatCount(total)} (the first ${items.length} can be previewed)`
                  : items.length}
              </Text>
            </div>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="default"
                aria-label="Previous recipient"
                disabled={index === 0}
                onClick={() => setIndex((i) => Math.max(0, i - 1))}
              >
                <IconChevronLeft size={16} />
              </ActionIcon>
              <ActionIcon
                variant="default"
                aria-label="Next recipient"
                disabled={index >= items.length - 1}
                onClick={() => setIndex((i) => Math.min(items.length - 1, i + 1))}
              >
                <IconChevronRight size={16} />
              </ActionIcon>
            </Group>
          </Group>
          <PreviewResult preview={item.preview} />
        </Stack>
      ) : null}
    </Paper>
  );
}
