import { Anchor, Button, Group, SegmentedControl, Select, Text } from '@mantine/core';
import { IconSend, IconSpeakerphone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../../domain/paths';
import {
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
  type Campaign,
  type CampaignStatus,
  campaignListQuerySchema,
} from '../../../../domain/schemas/campaign';
import type { MessageChannel } from '../../../../domain/schemas/messaging';
import { formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { ListPager } from '../../../ui/list-pager';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { messagingKeys } from '../api/messaging';
import { CampaignProgress, CampaignStatusBadge, CHANNEL_NAMES } from '../components/campaign-bits';

const PAGE_SIZE = 20;
const params = campaignListQuerySchema.omit({ pageSize: true }).extend({
  channel: z.enum(['email', 'sms', 'whatsapp']).optional(),
});

const columns: Column<Campaign>[] = [
  {
    key: 'name',
    header: 'Campaign',
    render: (c) => (
      <>
        <Anchor component={Link} to={paths.campaign(c.id)} size="sm" fw={500}>
          <CellText maw={260} c="inherit" fw={500}>
            {c.name}
          </CellText>
        </Anchor>
        <Text size="xs" c="dimmed">
          {CHANNEL_NAMES[c.channel]} · {c.templateName}
          {c.bulk ? '' : ' · single'}
        </Text>
      </>
    ),
  },
  { key: 'by', header: 'Created by', render: (c) => <CellText maw={160}>{c.createdByName}</CellText> },
  {
    key: 'when',
    header: 'Scheduled',
    nowrap: true,
    render: (c) => (
      <>
        <Text size="sm">{formatDateTime(c.scheduleAt ?? c.createdAt)}</Text>
        {c.finishedAt ? (
          <Text size="xs" c="dimmed">
            Finished {formatDateTime(c.finishedAt)}
          </Text>
        ) : null}
      </>
    ),
  },
  { key: 'progress', header: 'Progress', render: (c) => <CampaignProgress counts={c.counts} size="sm" /> },
  { key: 'status', header: 'Status', nowrap: true, render: (c) => <CampaignStatusBadge status={c.status} /> },
  {
    key: 'actions',
    header: 'Actions',
    render: (c) => (
      <Button
        component={Link}
        to={paths.campaign(c.id)}
        size="compact-sm"
        variant="light"
        aria-label={`Open ${c.name}`}
      >
        Open
      </Button>
    ),
  },
];

/** /BulkSmsView (Bulk SMS & Email List): every campaign, newest first, with its progress. */
export function CampaignsPage() {
  const url = useListParams(params);
  const { page, channel, status } = url.params;
  const list = useQuery(messagingKeys.campaignList({ page, channel, status, pageSize: PAGE_SIZE }));
  const total = list.data?.total ?? 0;
  const send = (
    <Button component={Link} to={paths.sendSmsOrEmail()} leftSection={<IconSend size={18} />}>
      Create Email / Sms
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Bulk SMS & Email List"
        description="Every campaign with its progress; open one for each recipient's status."
        actions={send}
      />
      <Group justify="space-between" align="flex-end" mb="md">
        <Group align="flex-end">
          <SegmentedControl
            aria-label="Channel"
            value={channel ?? 'all'}
            onChange={(v) => url.set({ channel: v === 'all' ? undefined : (v as MessageChannel) })}
            data={[
              { value: 'all', label: 'All' },
              { value: 'sms', label: 'SMS' },
              { value: 'email', label: 'Email' },
              { value: 'whatsapp', label: 'WhatsApp' },
            ]}
          />
          <Select
            label="Status"
            placeholder="Any status"
            clearable
            data={CAMPAIGN_STATUSES.map((s) => ({ value: s, label: CAMPAIGN_STATUS_LABELS[s] }))}
            value={status ?? null}
            onChange={(v) => url.set({ status: (v as CampaignStatus | null) ?? undefined })}
            w={240}
          />
        </Group>
        {list.isSuccess ? (
          <Text size="sm" c="dimmed">
            {total} {total === 1 ? 'campaign' : 'campaigns'}
          </Text>
        ) : null}
      </Group>
      <ListState
        query={list}
        loadingLabel="Loading campaigns…"
        errorTitle="Could not load the campaigns"
        isEmpty={total === 0 && !url.filtered}
        noMatches={total === 0}
        empty={{
          icon: <IconSpeakerphone size={26} />,
          title: 'No campaign yet',
          description: 'Emails and SMS sent to leads appear here with their progress and delivery.',
          action: send,
        }}
        noMatch={{ title: 'No campaign matches these filters', clearLabel: 'Clear filters', onClear: url.clear }}
      >
        <DataTable
          label="Campaigns"
          columns={columns}
          rows={list.data?.items ?? []}
          rowKey={(c) => c.id}
          minWidth={900}
        />
        <ListPager page={page} pages={Math.ceil(total / PAGE_SIZE)} onChange={(p) => url.set({ page: p })} />
      </ListState>
    </>
  );
}
