import { Box, Button, Center, Divider, Stack, Text } from '@mantine/core';
import { Fragment, useEffect, useRef } from 'react';
import type { WhatsAppMessage } from '../../../../domain/schemas/whatsapp';
import { MessageBubble } from './message-bubble';
import { useNow } from './use-now';
import { dayLabel } from './whatsapp-time';

interface ConversationViewProps {
  messages: WhatsAppMessage[];
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  /** The scrolling box's height (none while empty): the lead page gives a fixed one, the inbox fills its column. */
  height: number | string;
}

/**
 * The messages oldest first with a line for each India day, scrolled to the newest when it first
 * shows and whenever a newer message arrives (a poll or a send), but not when earlier ones load.
 */
export function ConversationView({
  messages,
  hasEarlier,
  loadingEarlier,
  onLoadEarlier,
  height,
}: ConversationViewProps) {
  const now = useNow();
  const viewport = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes, not on every page loaded before it.
  useEffect(() => {
    const box = viewport.current;
    if (box) box.scrollTo({ top: box.scrollHeight });
  }, [newest]);

  return (
    <Box
      ref={viewport}
      h={messages.length ? height : undefined}
      aria-label="Messages"
      // A plain scrolling box: Mantine's ScrollArea lets a long unbroken word widen the bubbles sideways.
      style={{ overflowY: 'auto', overflowX: 'hidden' }}
    >
      <Stack gap={6} p="xs">
        {hasEarlier ? (
          <Center>
            <Button variant="default" size="xs" loading={loadingEarlier} onClick={onLoadEarlier}>
              Load earlier
            </Button>
          </Center>
        ) : null}
        {messages.length === 0 ? (
          <Box py="xl">
            <Text c="dimmed" ta="center" size="sm">
              No WhatsApp messages with this lead yet.
            </Text>
          </Box>
        ) : null}
        {messages.map((m, i) => {
          const day = dayLabel(m.at, now);
          const prev = messages[i - 1];
          return (
            <Fragment key={m.id}>
              {!prev || dayLabel(prev.at, now) !== day ? <Divider label={day} labelPosition="center" my={4} /> : null}
              <MessageBubble message={m} />
            </Fragment>
          );
        })}
      </Stack>
    </Box>
  );
}
