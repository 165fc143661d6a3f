import { Anchor, Group, Select, SimpleGrid, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../../domain/paths';
import {
  type EmailHistoryRow,
  RECIPIENT_STATUS_LABELS,
  RECIPIENT_STATUSES,
  type RecipientStatus,
} from '../../../../domain/schemas/campaign';
import { isoDateSchema } from '../../../../domain/schemas/iso-date';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { DateField } from '../../../ui/date-field';
import { ListPager } from '../../../ui/list-pager';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { messagingKeys } from '../api/messaging';
import { RecipientStatusBadge } from '../components/campaign-bits';

const PAGE_SIZE = 50;
const params = z.object({
  status: z.enum(RECIPIENT_STATUSES).optional(),
  search: z.string().trim().max(200).optional(),
  from: isoDateSchema('From date').optional(),
  to: isoDateSchema('To date').optional(),
  page: z.coerce.number().int().min(1).default(1),
});

/** /EmailHistory: every email sent, from campaigns and single sends, with what came of it. */
export function EmailHistoryPage() {
  const url = useListParams(params);
  const { status, from, to, page } = url.params;
  const list = useQuery(
    messagingKeys.emailHistory({ status, q: url.query.search, from, to, page, pageSize: PAGE_SIZE }),
  );
  const total = list.data?.total ?? 0;

  const columns: Column<EmailHistoryRow>[] = [
    { key: 'when', header: 'Sent', nowrap: true, render: (r) => formatDateTime(r.sentAt) },
    {
      key: 'to',
      header: 'To',
      render: (r) => (
        <>
          {/* One person's mail: the list narrowed to this address (getEmailsByReciever). */}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => url.set({ search: r.address })}
            aria-label={`All mail to ${r.address}`}
            style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
          >
            {r.address}
          </Anchor>
          {r.leadId ? (
            <Anchor component={Link} to={paths.leadDetails(r.leadId)} size="xs" c="dimmed" display="block">
              {r.leadName ?? 'Lead'}
            </Anchor>
          ) : null}
        </>
      ),
    },
    { key: 'subject', header: 'Subject', render: (r) => <CellText maw={300}>{r.subject}</CellText> },
    {
      key: 'campaign',
      header: 'Campaign',
      render: (r) => (
        <Anchor component={Link} to={paths.campaign(r.campaignId)} size="sm">
          <CellText maw={200} c="inherit">
            {r.campaignName}
          </CellText>
        </Anchor>
      ),
    },
    { key: 'status', header: 'Status', nowrap: true, render: (r) => <RecipientStatusBadge status={r.status} /> },
    {
      key: 'reason',
      header: 'Reason',
      render: (r) => (
        <CellText maw={260} c={r.reason ? 'red.8' : undefined}>
          {r.reason}
        </CellText>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Email History" description="Every email sent to leads, by campaign or one at a time." />
      <Group justify="space-between" align="flex-end" mb="md">
        <Group align="flex-end" gap="sm">
          <SearchInput value={url.search.value} onChange={url.search.onChange} placeholder="Email, name or subject" />
          <Select
            label="Status"
            placeholder="Any status"
            clearable
            data={RECIPIENT_STATUSES.map((s) => ({ value: s, label: RECIPIENT_STATUS_LABELS[s] }))}
            value={status ?? null}
            onChange={(v) => url.set({ status: (v as RecipientStatus | null) ?? undefined })}
            w={170}
          />
          <SimpleGrid cols={2} spacing="xs" w={300}>
            <DateField label="From" clearable value={from ?? ''} onChange={(d) => url.set({ from: d || undefined })} />
            <DateField label="To" clearable value={to ?? ''} onChange={(d) => url.set({ to: d || undefined })} />
          </SimpleGrid>
        </Group>
        {list.isSuccess ? (
          <Text size="sm" c="dimmed">
            {formatCount(total)} {url.filtered ? 'matching ' : ''}
            {total === 1 ? 'email' : 'emails'}
          </Text>
        ) : null}
      </Group>
      <ListState
        query={list}
        loadingLabel="Loading emails…"
        errorTitle="Could not load the email history"
        isEmpty={total === 0 && !url.filtered}
        noMatches={total === 0}
        empty={{
          icon: <IconMailOff size={26} />,
          title: 'No email sent yet',
          description: 'Emails sent from Create Email or a lead’s page appear here with their status.',
          action: (
            <Anchor component={Link} to={paths.createEmail()}>
              Create Email
            </Anchor>
          ),
        }}
        noMatch={{ title: 'No email matches', clearLabel: 'Clear filters', onClear: url.clear }}
      >
        <DataTable label="Emails" columns={columns} rows={list.data?.items ?? []} rowKey={(r) => r.id} minWidth={960} />
        <ListPager page={page} pages={Math.ceil(total / PAGE_SIZE)} onChange={(p) => url.set({ page: p })} />
      </ListState>
    </>
  );
}
