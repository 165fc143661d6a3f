import { Alert, Anchor, Breadcrumbs, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../../domain/paths';
import {
  type Campaign,
  RECIPIENT_STATUS_LABELS,
  RECIPIENT_STATUSES,
  type Recipient,
  type RecipientStatus,
} from '../../../../domain/schemas/campaign';
import { ApiError } from '../../../lib/api-client';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { ErrorState } from '../../../ui/error-state';
import { ListPager } from '../../../ui/list-pager';
import { ListState } from '../../../ui/list-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { isCampaignLive, messagingKeys } from '../api/messaging';
import { CampaignActions } from '../components/campaign-actions';
import {
  CampaignCounts,
  CampaignProgress,
  CampaignStatusBadge,
  CHANNEL_NAMES,
  RecipientStatusBadge,
} from '../components/campaign-bits';

const PAGE_SIZE = 50;
const params = z.object({
  status: z.enum(RECIPIENT_STATUSES).optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

const columns: Column<Recipient>[] = [
  {
    key: 'lead',
    header: 'Lead',
    render: (r) =>
      r.leadId ? (
        <Anchor component={Link} to={paths.leadDetails(r.leadId)} size="sm">
          <CellText maw={220} c="inherit">
            {r.leadName ?? 'Lead'}
          </CellText>
        </Anchor>
      ) : (
        <CellText maw={220}>{r.leadName}</CellText>
      ),
  },
  { key: 'address', header: 'To', render: (r) => <CellText maw={240}>{r.address}</CellText> },
  {
    key: 'status',
    header: 'Status',
    nowrap: true,
    render: (r) => (
      <Stack gap={2}>
        <RecipientStatusBadge status={r.status} />
        {r.attempt > 1 ? (
          <Text size="xs" c="dimmed">
            attempt {r.attempt}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'reason',
    header: 'Reason',
    render: (r) => (
      <CellText maw={320} c={r.reason ? 'red.8' : undefined}>
        {r.reason}
      </CellText>
    ),
  },
  { key: 'sent', header: 'Sent', nowrap: true, render: (r) => formatDateTime(r.sentAt) },
  { key: 'delivered', header: 'Delivered', nowrap: true, render: (r) => formatDateTime(r.deliveredAt) },
];

function Recipients({ campaign }: { campaign: Campaign }) {
  const url = useListParams(params);
  const { page, status } = url.params;
  const list = useQuery(
    messagingKeys.recipients(
      campaign.id,
      { status, q: url.query.search, page, pageSize: PAGE_SIZE },
      isCampaignLive(campaign),
    ),
  );
  // The list polls while the campaign works (and waits for delivery reports); its last poll can
  // come before the last change, so the moment the campaign is seen settled it is read once more.
  const finished = !isCampaignLive(campaign);
  const { refetch } = list;
  const wasFinished = useRef(finished);
  useEffect(() => {
    if (finished && !wasFinished.current) void refetch();
    wasFinished.current = finished;
  }, [finished, refetch]);
  const total = list.data?.total ?? 0;
  return (
    <>
      <Group justify="space-between" align="flex-end" mb="sm" mt="lg">
        <Group align="flex-end">
          <Title order={2} fz="lg">
            Recipients
          </Title>
          <Select
            label="Status"
            placeholder="Any status"
            clearable
            data={RECIPIENT_STATUSES.map((s) => ({ value: s, label: RECIPIENT_STATUS_LABELS[s] }))}
            value={status ?? null}
            onChange={(v) => url.set({ status: (v as RecipientStatus | null) ?? undefined })}
            w={180}
          />
          <SearchInput value={url.search.value} onChange={url.search.onChange} placeholder="Name, mobile or email" />
        </Group>
        {list.isSuccess ? (
          <Text size="sm" c="dimmed">
            {formatCount(total)} {url.filtered ? 'matching ' : ''}
            {total === 1 ? 'recipient' : 'recipients'}
          </Text>
        ) : null}
      </Group>
      <ListState
        query={list}
        loadingLabel="Loading recipients…"
        errorTitle="Could not load the recipients"
        isEmpty={total === 0 && !url.filtered}
        noMatches={total === 0}
        empty={{
          icon: <IconAlertTriangle size={26} />,
          title: 'No recipients',
          description: 'Every lead of this audience was left out (see above why).',
          action: null,
        }}
        noMatch={{ title: 'No recipient matches', clearLabel: 'Clear filters', onClear: url.clear }}
      >
        <DataTable
          label="Recipients"
          columns={columns}
          rows={list.data?.items ?? []}
          rowKey={(r) => r.id}
          minWidth={900}
        />
        <ListPager page={page} pages={Math.ceil(total / PAGE_SIZE)} onChange={(p) => url.set({ page: p })} />
      </ListState>
    </>
  );
}

/** /BulkSmsView/:id: one campaign's progress (polled while it works), its recipients and its controls. */
export function CampaignPage() {
  const { id = '' } = useParams();
  const query = useQuery(messagingKeys.campaign(id));
  if (query.isPending) return <LoadingSpinner label="Loading the campaign…" />;
  if (query.isError)
    return (
      <ErrorState
        title={
          query.error instanceof ApiError && query.error.status === 404
            ? 'Campaign not found'
            : 'Could not load the campaign'
        }
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const c = query.data;
  const excluded =
    c.excluded.noAddress + c.excluded.optedOut + c.excluded.dnd + c.excluded.duplicate + c.excluded.noOptIn;
  return (
    <>
      <Breadcrumbs mb="xs" style={{ flexWrap: 'nowrap', minWidth: 0 }}>
        <Anchor component={Link} to={paths.campaigns()} size="sm">
          Bulk SMS & Email List
        </Anchor>
        <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
          {c.name}
        </Text>
      </Breadcrumbs>
      <PageHeader
        title={c.name}
        description={`${CHANNEL_NAMES[c.channel]} · ${c.templateName} · by ${c.createdByName ?? '—'} · created ${formatDateTime(c.createdAt)}`}
        actions={<CampaignActions campaign={c} />}
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <CampaignStatusBadge status={c.status} />
            <Text size="sm" c="dimmed">
              {c.scheduleAt ? `Scheduled ${formatDateTime(c.scheduleAt)} · ` : ''}
              {c.startedAt ? `Started ${formatDateTime(c.startedAt)}` : 'Not started yet'}
              {c.finishedAt ? ` · Finished ${formatDateTime(c.finishedAt)}` : ''}
            </Text>
          </Group>
          {c.status === 'waiting_window' ? (
            <Alert color="orange" variant="light" p="xs">
              Promotional SMS go out only 09:00–21:00 India time; sending starts at 09:00 IST.
            </Alert>
          ) : c.status === 'waiting_limit' ? (
            <Alert color="orange" variant="light" p="xs">
              WhatsApp's daily limit of new people is reached: the campaign goes on by itself as the moving 24 hours
              allow. Leads who wrote to you in the last 24 hours are still sent to.
            </Alert>
          ) : null}
          {c.counts.unknown > 0 ? (
            <Alert color="yellow" variant="light" p="xs" title="Messages in doubt">
              The server stopped while {formatCount(c.counts.unknown)}{' '}
              {c.counts.unknown === 1 ? 'message was' : 'messages were'}{' '}
              {c.channel === 'whatsapp'
                ? "with WhatsApp, which does not say whether it sent them, so they were not sent again. Check the lead's WhatsApp conversation or ask the lead, then"
                : "with the SMS gateway, and this gateway does not say whether it sent them, so they were not sent again. Check the gateway's report or ask the lead, then"}{' '}
              choose "Send again" or "Mark as sent".
            </Alert>
          ) : null}
          {c.error ? (
            <Alert color="red" variant="light" p="xs" role="alert" title="Stopped">
              {c.error}
            </Alert>
          ) : null}
          <CampaignProgress counts={c.counts} size="lg" />
          <CampaignCounts counts={c.counts} channel={c.channel} />
          {excluded > 0 ? (
            <Text size="sm" c="dimmed">
              Left out when created: {formatCount(c.excluded.noAddress)} without an address,{' '}
              {formatCount(c.excluded.optedOut)} opted out,{' '}
              {c.channel === 'whatsapp'
                ? `${formatCount(c.excluded.noOptIn)} not opted in to WhatsApp`
                : `${formatCount(c.excluded.dnd)} on DND`}
              , {formatCount(c.excluded.duplicate)} duplicate addresses.
            </Text>
          ) : null}
        </Stack>
      </Paper>
      <Recipients campaign={c} />
    </>
  );
}
