import { Anchor, Badge, Chip, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconReportAnalytics } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { addDays, todayInIndia } from '../../../../domain/india-date';
import {
  FOLLOW_UP_OUTCOME_LABELS,
  FOLLOW_UP_OUTCOMES,
  FOLLOW_UP_STATUSES,
  type FollowUpReportRow,
  followUpReportQuerySchema,
  followUpReportSchema,
} from '../../../../domain/schemas/follow-up';
import { api } from '../../../lib/api-client';
import { followUpKeys, queryString, useFollowUpReport, useLeadPickers } from '../../../lib/follow-up-queries';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { DateField } from '../../../ui/date-field';
import { FollowUpTypeBadge, OutcomeBadge, OverdueBadge } from '../../../ui/follow-up-bits';
import { ListPager } from '../../../ui/list-pager';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { PhoneLink } from '../../../ui/phone-link';

const PAGE_SIZE = 20;
const listParams = followUpReportQuerySchema.omit({ pageSize: true });
const STATUS_LABELS = { open: 'Open', done: 'Done', rescheduled: 'Rescheduled', cancelled: 'Cancelled' } as const;

function ReportTable({ rows }: { rows: FollowUpReportRow[] }) {
  const now = Date.now();
  const columns: Column<FollowUpReportRow>[] = [
    {
      key: 'due',
      header: 'Due (India)',
      nowrap: true,
      render: (f) => {
        const overdue = f.status === 'open' && Date.parse(f.dueAt) < now;
        return (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" c={overdue ? 'red.8' : undefined} fw={overdue ? 600 : undefined}>
              {formatDateTime(f.dueAt)}
            </Text>
            {overdue ? <OverdueBadge /> : null}
          </Group>
        );
      },
    },
    {
      key: 'lead',
      header: 'Lead',
      render: (f) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/LeadDetails/${f.lead._id}`} size="sm" fw={600}>
            <CellText maw={200} fw={600} size="sm" c="inherit">
              {f.lead.name}
            </CellText>
          </Anchor>
          <PhoneLink number={f.lead.mobile} leadId={f.lead._id} size="xs" c="dimmed" />
        </Stack>
      ),
    },
    { key: 'type', header: 'Type', nowrap: true, render: (f) => <FollowUpTypeBadge type={f.type} /> },
    { key: 'by', header: 'Member', render: (f) => <CellText maw={140}>{f.assignedTo?.name}</CellText> },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      render: (f) => (
        <Badge variant="outline" color="gray" miw="max-content">
          {STATUS_LABELS[f.status]}
        </Badge>
      ),
    },
    { key: 'outcome', header: 'Outcome', nowrap: true, render: (f) => <OutcomeBadge outcome={f.outcome} /> },
    { key: 'note', header: 'Note', render: (f) => <CellText maw={240}>{f.note}</CellText> },
  ];
  return <DataTable label="Follow-ups" columns={columns} rows={rows} rowKey={(f) => f._id} minWidth={900} />;
}

/** /FollowupReport: follow-ups due in a date range, by member and outcome, with totals per outcome. */
export function FollowupReportPage() {
  const url = useListParams(listParams);
  const today = todayInIndia();
  const { page, ...filters } = url.params;
  // A week to date unless the URL says otherwise: the report's usual question.
  const range = { from: filters.from ?? addDays(today, -6), to: filters.to ?? today };
  const query = { ...filters, ...range };
  const list = useFollowUpReport({ ...query, page, pageSize: PAGE_SIZE });
  const pickers = useLeadPickers();
  // Each outcome's total is the same list's total with that outcome: one-row pages, so they agree.
  const totals = useQueries({
    queries: FOLLOW_UP_OUTCOMES.map((outcome) => {
      const q = { ...query, outcome, status: undefined, page: 1, pageSize: 1 };
      return {
        queryKey: followUpKeys.report(q),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          api.get(`/api/lead/getFollowups?${queryString(q)}`, followUpReportSchema, signal),
      };
    }),
  });
  const total = list.data?.total ?? 0;

  return (
    <>
      <PageHeader
        title="Follow-up Report"
        description="Follow-ups due in the period (India days), who had them and how they ended."
      />
      <Stack gap="sm" mb="md">
        <Group align="flex-end" gap="xs" wrap="wrap">
          <DateField
            label="From"
            value={range.from}
            onChange={(v) => url.set({ from: v || undefined })}
            maxDate={range.to}
            w={140}
          />
          <DateField
            label="To"
            value={range.to}
            onChange={(v) => url.set({ to: v || undefined })}
            minDate={range.from}
            w={140}
          />
          <Select
            label="Member"
            placeholder="Everyone"
            data={(pickers.data?.assignees ?? []).map((a) => ({ value: a._id, label: a.name }))}
            value={filters.assignedTo ?? null}
            onChange={(v) => url.set({ assignedTo: v ?? undefined })}
            clearable
            searchable
            w={160}
          />
          <Select
            label="Status"
            placeholder="Any status"
            data={FOLLOW_UP_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
            value={filters.status ?? null}
            onChange={(v) => url.set({ status: (v as (typeof FOLLOW_UP_STATUSES)[number] | null) ?? undefined })}
            clearable
            w={140}
          />
        </Group>
        <Paper withBorder radius="md" p="sm">
          <Text size="sm" fw={600} mb={6}>
            Totals by outcome
          </Text>
          <Group gap={6} role="group" aria-label="Totals by outcome">
            {FOLLOW_UP_OUTCOMES.map((o, i) => (
              <Chip
                key={o}
                checked={filters.outcome === o}
                onChange={() => url.set({ outcome: filters.outcome === o ? undefined : o })}
                variant="light"
              >
                {FOLLOW_UP_OUTCOME_LABELS[o]}
                <Badge size="sm" variant="white" color="dark" ml={6} miw="max-content">
                  {totals[i]?.data ? formatCount(totals[i].data.total) : '…'}
                </Badge>
              </Chip>
            ))}
          </Group>
        </Paper>
        {list.isSuccess ? (
          <Text size="sm" c="dimmed">
            {formatCount(total)} {total === 1 ? 'follow-up' : 'follow-ups'} due from{' '}
            {range.from.split('-').reverse().join('/')} to {range.to.split('-').reverse().join('/')}
          </Text>
        ) : null}
      </Stack>
      <ListState
        query={list}
        loadingLabel="Loading follow-ups…"
        errorTitle="Could not load the report"
        isEmpty={false}
        noMatches={total === 0}
        empty={{ icon: <IconReportAnalytics size={26} />, title: '', description: '', action: null }}
        noMatch={{
          icon: <IconReportAnalytics size={26} />,
          title: 'No follow-up was due in this period',
          clearLabel: 'Back to the last 7 days',
          onClear: url.clear,
        }}
      >
        <ReportTable rows={list.data?.followUps ?? []} />
        <ListPager page={page} pages={list.data?.pages ?? 1} onChange={(p) => url.set({ page: p })} />
      </ListState>
    </>
  );
}
