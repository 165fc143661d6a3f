import {
  Anchor,
  Box,
  CloseButton,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconBrandWhatsapp, IconExternalLink, IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../../domain/paths';
import type { InboxScope } from '../../../../domain/schemas/whatsapp';
import { formatMobile } from '../../../lib/format';
import { useSession } from '../../../lib/session-store';
import { useListParams } from '../../../lib/use-list-params';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { ListPager } from '../../../ui/list-pager';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { useInbox } from '../api/whatsapp';
import { inboxScopes } from '../api/whatsapp-unread';
import { LeadConversation } from '../conversation/lead-conversation';
import { ConversationList } from './conversation-list';

const PAGE_SIZE = 30;
const SCOPE_LABELS: Record<InboxScope, string> = { mine: 'Mine', team: 'My team', all: 'All' };

/** What the address keeps: the tab, the search, Unread only, the page and the open conversation. */
const paramsFor = ({ scopes, start }: { scopes: InboxScope[]; start: InboxScope }) =>
  z.object({
    scope: z.enum(scopes as [InboxScope, ...InboxScope[]]).default(start),
    search: z.string().trim().max(100).optional(),
    unread: z.enum(['true']).optional(),
    page: z.coerce.number().int().min(1).default(1),
    lead: z.uuid().optional(),
  });

/** /whatsapp: the conversations of my leads, my team's or everyone's, newest first, and the open one beside them. */
export function WhatsAppInboxPage() {
  const role = useSession().user?.role;
  const { scopes } = inboxScopes(role);
  const schema = useMemo(() => paramsFor(inboxScopes(role)), [role]);
  const url = useListParams(schema);
  const { params, query } = url;
  const inbox = useInbox({ scope: query.scope, unread: query.unread === 'true', q: query.search, page: query.page });
  const items = inbox.data?.items ?? [];
  const open = items.find((c) => c.leadId === params.lead);
  const select = (leadId: string) => url.set({ lead: leadId, page: params.page });

  const list = inbox.isPending ? (
    <LoadingSpinner label="Loading the conversations…" />
  ) : inbox.isError ? (
    <ErrorState
      title="Could not load the inbox"
      error={inbox.error}
      onRetry={() => void inbox.refetch()}
      retrying={inbox.isFetching}
    />
  ) : items.length === 0 ? (
    <EmptyList
      title={url.filtered ? 'No conversation matches' : 'No WhatsApp conversations yet'}
      description={
        url.filtered
          ? 'Try another search, or show the read ones too.'
          : 'When a buyer writes on WhatsApp, or someone sends a template from a lead, the conversation shows here.'
      }
    />
  ) : (
    <ConversationList items={items} selected={params.lead} onSelect={select} />
  );

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={26} fw={700}>
            WhatsApp Inbox
          </Title>
          <Text c="dimmed" size="sm">
            {inbox.data
              ? `${inbox.data.total} conversation${inbox.data.total === 1 ? '' : 's'} · ${inbox.data.unreadConversations} unread`
              : 'Buyers’ messages and your replies, newest first.'}
          </Text>
        </Stack>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Paper withBorder radius="md">
            <Stack gap="xs" p="sm">
              {scopes.length > 1 ? (
                <SegmentedControl
                  aria-label="Whose conversations"
                  fullWidth
                  value={params.scope}
                  onChange={(v) => url.set({ scope: v as InboxScope, lead: params.lead })}
                  data={scopes.map((s) => ({ value: s, label: SCOPE_LABELS[s] }))}
                />
              ) : null}
              <TextInput
                aria-label="Search"
                placeholder="Search by name or mobile"
                value={url.search.value}
                onChange={(e) => url.search.onChange(e.currentTarget.value)}
                leftSection={<IconSearch size={16} />}
                rightSection={
                  url.search.value ? (
                    <CloseButton aria-label="Clear search" size="sm" onClick={() => url.search.onChange('')} />
                  ) : null
                }
              />
              <Switch
                label="Unread only"
                checked={params.unread === 'true'}
                onChange={(e) => url.set({ unread: e.currentTarget.checked ? 'true' : undefined, lead: params.lead })}
              />
            </Stack>
            {/* A plain scrolling box: Mantine's ScrollArea lets its content grow sideways, which pushed the times and badges out. */}
            <Box mah="calc(100vh - 380px)" style={{ overflowY: 'auto', overflowX: 'hidden' }}>
              {list}
            </Box>
            {inbox.data && inbox.data.total > PAGE_SIZE ? (
              <Stack px="sm" pb="sm">
                <ListPager
                  page={params.page}
                  pages={Math.ceil(inbox.data.total / PAGE_SIZE)}
                  onChange={(page) => url.set({ page, lead: params.lead })}
                  summary={false}
                />
              </Stack>
            ) : null}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Paper withBorder radius="md" p="md" aria-label="Conversation">
            {params.lead ? (
              <LeadConversation
                key={params.lead}
                leadId={params.lead}
                leadName={open?.leadName ?? 'this lead'}
                height="calc(100vh - 430px)"
                header={
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={600} truncate="end">
                        {open?.leadName ?? 'Lead'}
                      </Text>
                      {open ? (
                        <Text size="xs" c="dimmed" truncate="end">
                          {formatMobile(open.mobile)}
                          {open.assignee ? ` · ${open.assignee.name}` : ' · not assigned'}
                        </Text>
                      ) : null}
                    </Stack>
                    <Anchor
                      component={Link}
                      to={paths.leadDetails(params.lead)}
                      size="sm"
                      style={{ flexShrink: 0, display: 'inline-flex', alignItems: 'center', gap: 4 }}
                    >
                      Open the lead <IconExternalLink size={14} />
                    </Anchor>
                  </Group>
                }
              />
            ) : (
              <EmptyList
                icon={<IconBrandWhatsapp size={26} />}
                title="Choose a conversation"
                description="Its messages and a reply box show here."
              />
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}
