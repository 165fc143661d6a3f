import { Badge, Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Conversation } from '../../../../domain/schemas/whatsapp';
import { formatMobile } from '../../../lib/format';
import { useNow } from '../conversation/use-now';
import { listTime } from '../conversation/whatsapp-time';

function Row({ c, selected, onSelect, now }: { c: Conversation; selected: boolean; onSelect: () => void; now: Date }) {
  const unread = c.unread > 0;
  const preview = `${c.lastMessage.direction === 'out' ? 'You: ' : ''}${c.lastMessage.preview}`;
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      aria-label={`${c.leadName}${unread ? `, ${c.unread} unread` : ''}`}
      data-testid="wa-conversation"
      p="sm"
      style={{
        display: 'block',
        width: '100%',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        background: selected ? 'var(--mantine-color-green-0)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={unread ? 700 : 500} truncate="end" style={{ minWidth: 0 }}>
          {c.leadName}
        </Text>
        <Text size="xs" c={unread ? 'green.8' : 'dimmed'} style={{ flexShrink: 0 }}>
          {listTime(c.lastMessage.at, now)}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed" truncate="end" style={{ minWidth: 0 }}>
          {formatMobile(c.mobile)}
          {c.assignee ? ` · ${c.assignee.name}` : ''}
        </Text>
        {unread ? (
          <Badge color="green" variant="filled" size="sm" circle={c.unread < 10} aria-label={`${c.unread} unread`}>
            {c.unread > 99 ? '99+' : c.unread}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" truncate="end" c={unread ? undefined : 'dimmed'}>
        {preview}
      </Text>
      <Group gap={6} mt={4}>
        {c.needsReply ? (
          <Badge size="xs" color="orange" variant="light">
            Needs reply
          </Badge>
        ) : null}
        <Badge size="xs" color={c.window.open ? 'green' : 'gray'} variant="dot">
          {c.window.open ? 'Window open' : 'Window closed'}
        </Badge>
      </Group>
    </UnstyledButton>
  );
}

/** The inbox's conversations, newest first as the server sends them. */
export function ConversationList({
  items,
  selected,
  onSelect,
}: {
  items: Conversation[];
  selected: string | undefined;
  onSelect: (leadId: string) => void;
}) {
  const now = useNow();
  return (
    <Stack gap={0} role="list" aria-label="Conversations">
      {items.map((c) => (
        <Box key={c.leadId} role="listitem">
          <Row c={c} selected={c.leadId === selected} onSelect={() => onSelect(c.leadId)} now={now} />
        </Box>
      ))}
    </Stack>
  );
}
