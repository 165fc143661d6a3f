import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { CallQueueItem } from '../../../../domain/schemas/call';
import { formatDateTime } from '../../../lib/format';
import { QueueReasonBadge } from './reason-badge';

interface QueueListProps {
  items: CallQueueItem[];
  currentId: string | null;
  /** Leads already dealt with (or skipped) in this sitting: shown faded, "Next" passes them by. */
  handled: ReadonlySet<string>;
  onOpen: (item: CallQueueItem) => void;
}

/** When the lead is due: the follow-up's time, the retry's, or how old a new lead is. */
export function dueText(item: CallQueueItem): string {
  if (item.reason === 'fresh') return `Added ${formatDateTime(item.createdAt)}`;
  return item.dueAt ? `Due ${formatDateTime(item.dueAt)}` : '';
}

/** The queue in the server's order; a click opens that lead instead of the next one. */
export function QueueList({ items, currentId, handled, onOpen }: QueueListProps) {
  return (
    <Paper withBorder radius="md">
      <Text fw={600} size="sm" px="sm" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        Up next
      </Text>
      {/* A plain scroller: Mantine's ScrollArea lays its content out as a table, which grows to a long name instead of cutting it. */}
      <div style={{ maxHeight: 'calc(100vh - 300px)', overflowY: 'auto' }}>
        <Stack gap={0} component="ol" aria-label="Call queue" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item, index) => {
            const current = item.leadId === currentId;
            return (
              <li key={item.leadId}>
                <UnstyledButton
                  onClick={() => onOpen(item)}
                  aria-current={current ? 'true' : undefined}
                  px="sm"
                  py={8}
                  w="100%"
                  style={{
                    display: 'block',
                    maxWidth: '100%',
                    borderBottom: '1px solid var(--mantine-color-gray-2)',
                    background: current ? 'var(--mantine-color-blue-0)' : undefined,
                    opacity: handled.has(item.leadId) && !current ? 0.5 : 1,
                  }}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} truncate="end">
                        {index + 1}. {item.name}
                      </Text>
                      <Text size="xs" c="dimmed" truncate="end">
                        {dueText(item)}
                        {item.assignedTo ? ` · ${item.assignedTo.name}` : ''}
                        {item.triesToday > 0
                          ? ` · ${item.triesToday} ${item.triesToday === 1 ? 'try' : 'tries'} today`
                          : ''}
                      </Text>
                    </Stack>
                    <QueueReasonBadge reason={item.reason} />
                  </Group>
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
      </div>
    </Paper>
  );
}
