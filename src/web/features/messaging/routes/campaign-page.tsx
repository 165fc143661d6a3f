import { Alert, Anchor, Breadcrumbs, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCheck,
  IconDownload,
  IconPlayerPause,
  IconPlayerPlay,
  IconRefresh,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../../domain/paths';
import {
  type Campaign,
  FINISHED_CAMPAIGN_STATUSES,
  RECIPIENT_STATUS_LABELS,
  RECIPIENT_STATUSES,
  type Recipient,
  type RecipientStatus,
} from '../../../../domain/schemas/campaign';
import { ApiError } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { formatCount, formatDateTime } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { CellText } from '../../../ui/cell-text';
import { confirmAction } from '../../../ui/confirm';
import { type Column, DataTable } from '../../../ui/data-table';
import { ErrorState } from '../../../ui/error-state';
import { ListPager } from '../../../ui/list-pager';
import { ListState } from '../../../ui/list-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import {
  CAMPAIGN_ACTION_ERRORS,
  type CampaignAction,
  isCampaignLive,
  messagingKeys,
  useCampaignAction,
  useDeleteCampaign,
} from '../api/messaging';
import {
  CampaignCounts,
  CampaignProgress,
  CampaignStatusBadge,
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

const isFinished = (c: Campaign) => FINISHED_CAMPAIGN_STATUSES.includes(c.status);

function Actions({ campaign }: { campaign: Campaign }) {
  const action = useCampaignAction();
  const remove = useDeleteCampaign();
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  const { status, counts } = campaign;
  const failures = counts.failed + counts.bounced;

  const run = async (which: CampaignAction, done: string) => {
    if (which === 'cancel') {
      const ok = await confirmAction({
        title: 'Cancel the campaign',
        message: `Stop "${campaign.name}"? Recipients not yet sent to (${formatCount(counts.queued)}) get nothing.`,
        confirmLabel: 'Cancel campaign',
        cancelLabel: 'Keep sending',
        danger: true,
      });
      if (!ok) return;
    }
    if (which === 'unknown/send-again' || which === 'unknown/mark-sent') {
      const again = which === 'unknown/send-again';
      const ok = await confirmAction({
        title: again ? 'Send again' : 'Mark as sent',
        message: again
          ? `Send the ${formatCount(counts.unknown)} messages in doubt again? Anyone who already got one gets it twice.`
          : `Mark the ${formatCount(counts.unknown)} messages in doubt as sent? Nothing more is sent to them.`,
        confirmLabel: again ? 'Send again' : 'Mark as sent',
      });
      if (!ok) return;
    }
    if (which === 'resend-failures') {
      const ok = await confirmAction({
        title: 'Resend failures',
        message: `Send again to the ${formatCount(failures)} recipients whose message failed? Delivered ones are not sent to again.`,
        confirmLabel: 'Resend',
      });
      if (!ok) return;
    }
    action.mutate(
      { id: campaign.id, action: which },
      {
        onSuccess: () => notifySuccess(done),
        onError: (error) => notifyError(error, CAMPAIGN_ACTION_ERRORS[which]),
      },
    );
  };
  const onDelete = async () => {
    const ok = await confirmAction({
      title: 'Delete the campaign',
      message: `Delete "${campaign.name}" and its recipients' statuses? The messages already sent stay on each lead's timeline.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(campaign.id);
      notifySuccess(`"${campaign.name}" was deleted.`);
      navigate(paths.campaigns());
    } catch {
      // Told once, by the mutation cache (lib/query-client.ts).
    }
  };
  const onExport = async () => {
    setExporting(true);
    try {
      await downloadFile(`/api/message/${campaign.id}/failures.csv`, 'failures.csv', 'Could not export the failures');
    } catch (error) {
      notifyError(error, 'Could not export the failures');
    } finally {
      setExporting(false);
    }
  };
  const busy = (which: CampaignAction) => action.isPending && action.variables?.action === which;
  return (
    <Group gap="xs">
      {status === 'sending' || status === 'waiting_window' || status === 'scheduled' ? (
        <Button
          variant="default"
          leftSection={<IconPlayerPause size={18} />}
          loading={busy('pause')}
          onClick={() => run('pause', 'Paused: nothing more is sent until you resume.')}
        >
          Pause
        </Button>
      ) : null}
      {status === 'paused' ? (
        <Button
          leftSection={<IconPlayerPlay size={18} />}
          loading={busy('resume')}
          onClick={() => run('resume', 'Resumed: sending goes on where it stopped.')}
        >
          Resume
        </Button>
      ) : null}
      {!isFinished(campaign) ? (
        <Button
          variant="light"
          color="red"
          leftSection={<IconX size={18} />}
          loading={busy('cancel')}
          onClick={() => run('cancel', 'The campaign is cancelled.')}
        >
          Cancel
        </Button>
      ) : null}
      {failures > 0 ? (
        <>
          <Button variant="default" leftSection={<IconDownload size={18} />} loading={exporting} onClick={onExport}>
            Export failures
          </Button>
          {isFinished(campaign) && status !== 'cancelled' ? (
            <Button
              variant="light"
              leftSection={<IconRefresh size={18} />}
              loading={busy('resend-failures')}
              onClick={() => run('resend-failures', 'The failures are queued again.')}
            >
              Resend failures
            </Button>
          ) : null}
        </>
      ) : null}
      {counts.unknown > 0 ? (
        <>
          {status !== 'cancelled' ? (
            <Button
              variant="light"
              color="yellow"
              leftSection={<IconRefresh size={18} />}
              loading={busy('unknown/send-again')}
              onClick={() => run('unknown/send-again', 'The messages in doubt are queued again.')}
            >
              Send again
            </Button>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconCheck size={18} />}
            loading={busy('unknown/mark-sent')}
            onClick={() => run('unknown/mark-sent', 'The messages in doubt are marked as sent.')}
          >
            Mark as sent
          </Button>
        </>
      ) : null}
      {isFinished(campaign) ? (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={18} />}
          loading={remove.isPending}
          onClick={onDelete}
        >
          Delete
        </Button>
      ) : null}
    </Group>
  );
}

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
  const excluded = c.excluded.noAddress + c.excluded.optedOut + c.excluded.dnd + c.excluded.duplicate;
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
        description={`${c.channel === 'email' ? 'Email' : 'SMS'} · ${c.templateName} · by ${c.createdByName ?? '—'} · created ${formatDateTime(c.createdAt)}`}
        actions={<Actions campaign={c} />}
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
          ) : null}
          {c.counts.unknown > 0 ? (
            <Alert color="yellow" variant="light" p="xs" title="Messages in doubt">
              The server stopped while {formatCount(c.counts.unknown)}{' '}
              {c.counts.unknown === 1 ? 'message was' : 'messages were'} with the SMS gateway, and this gateway does not
              say whether it sent them, so they were not sent again. Check the gateway's report or ask the lead, then
              choose "Send again" or "Mark as sent".
            </Alert>
          ) : null}
          {c.error ? (
            <Alert color="red" variant="light" p="xs" role="alert" title="Stopped">
              {c.error}
            </Alert>
          ) : null}
          <CampaignProgress counts={c.counts} size="lg" />
          <CampaignCounts counts={c.counts} />
          {excluded > 0 ? (
            <Text size="sm" c="dimmed">
              Left out when created: {formatCount(c.excluded.noAddress)} without an address,{' '}
              {formatCount(c.excluded.optedOut)} opted out, {formatCount(c.excluded.dnd)} on DND,{' '}
              {formatCount(c.excluded.duplicate)} duplicate addresses.
            </Text>
          ) : null}
        </Stack>
      </Paper>
      <Recipients campaign={c} />
    </>
  );
}
