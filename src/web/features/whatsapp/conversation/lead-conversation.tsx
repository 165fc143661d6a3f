import { Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { formatMobile } from '../../../lib/format';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { useLeadWhatsApp, useMarkWhatsAppRead } from '../api/whatsapp';
import { Composer } from './composer';
import { ConversationView } from './conversation-view';
import { OptInCard } from './opt-in-card';

/** A lead's conversation as loaded so far, oldest first, and the state of its first (newest) page. */
function useConversation(leadId: string) {
  const query = useLeadWhatsApp(leadId);
  const messages = useMemo(
    () => (query.data ? [...query.data.pages].reverse().flatMap((p) => p.messages) : []),
    [query.data],
  );
  return { query, messages, state: query.data?.pages[0] };
}

/**
 * The conversation with the composer under it: on the lead page and in the inbox. Opening it marks
 * the buyer's messages read (and again when a poll brings new ones while it is open).
 */
export function LeadConversation({
  leadId,
  leadName,
  height,
  header,
}: {
  leadId: string;
  leadName: string;
  height: number | string;
  /** Above the messages: the inbox puts the lead's name and link there. */
  header?: ReactNode;
}) {
  const { query, messages, state } = useConversation(leadId);
  const read = useMarkWhatsAppRead(leadId);
  const unread = state?.unread ?? 0;
  const newest = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per newest message while something is unread.
  useEffect(() => {
    if (unread > 0 && !read.isPending) read.mutate();
  }, [unread, newest]);

  if (query.isPending) return <LoadingSpinner label="Loading the conversation…" />;
  if (query.isError)
    return (
      <ErrorState
        title="Could not load the WhatsApp conversation"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return (
    <Stack gap="xs">
      {header}
      <ConversationView
        messages={messages}
        hasEarlier={query.hasNextPage}
        loadingEarlier={query.isFetchingNextPage}
        onLoadEarlier={() => void query.fetchNextPage()}
        height={height}
      />
      <Divider />
      {state ? <Composer state={state} leadName={leadName} /> : null}
    </Stack>
  );
}

/** The lead page's WhatsApp panel: the conversation and the composer. */
export function LeadWhatsAppPanel({ lead }: { lead: { _id: string; name: string; mobile?: string | null } }) {
  const { state } = useConversation(lead._id);
  return (
    <Paper withBorder radius="md" p="md" aria-label="WhatsApp">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <IconBrandWhatsapp size={20} color="var(--mantine-color-green-7)" />
          <Title order={2} fz="lg">
            WhatsApp
          </Title>
          {state?.mobile ? (
            <Text size="sm" c="dimmed" truncate="end">
              {formatMobile(state.mobile)}
            </Text>
          ) : null}
        </Group>
        {state && state.unread > 0 ? (
          <Badge color="green" variant="filled">
            {state.unread} new
          </Badge>
        ) : null}
      </Group>
      <LeadConversation leadId={lead._id} leadName={lead.name} height={420} />
    </Paper>
  );
}

/** The lead page's opt-in card, from the same conversation query. */
export function LeadWhatsAppOptIn({ leadId, disabled }: { leadId: string; disabled?: boolean }) {
  // The panel beside it says when the conversation could not be loaded.
  const { state } = useConversation(leadId);
  if (!state) return null;
  return <OptInCard leadId={leadId} consent={state.consent} disabled={disabled} />;
}
