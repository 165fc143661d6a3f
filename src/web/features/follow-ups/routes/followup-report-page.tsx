import { Badge, Chip, Group, Paper, ScrollArea, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconReportAnalytics } from '@tabler/icons-react';
import { z } from 'zod';
import { todayInIndia } from '../../../../domain/india-date';
import { queryString } from '../../../../domain/query-string';
import { PERIOD_PRESETS, periodText } from '../../../../domain/reports/period';
import {
  FOLLOW_UP_OUTCOME_LABELS,
  FOLLOW_UP_OUTCOMES,
  FOLLOW_UP_STATUSES,
  type FollowUpReportRow,
  followUpReportQuerySchema,
} from '../../../../domain/schemas/follow-up';
import { formatCount, formatDateTime } from '../../../lib/format';
import { urlPeriod, urlPeriodDays } from '../../../lib/url-period';
import { useListParams } from '../../../lib/use-list-params';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { ExportButtons } from '../../../ui/export-buttons';
import { FollowUpTypeBadge, OutcomeBadge, OverdueBadge } from '../../../ui/follow-up-bits';
import { LeadCell } from '../../../ui/lead-cell';
import { ListPager } from '../../../ui/list-pager';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { PeriodPicker } from '../../../ui/period-picker';
import { MemberFilterSelect, ReportFilterBar } from '../../../ui/report-filter-bar';
import { useFollowUpReport, useFollowUpSummary } from '../api/follow-up-queries';
import { DaySummaryTable, MemberSummaryTable, OutcomeTable } from '../components/follow-up-summary-tables';

const PAGE_SIZE = 20;
const VIEWS = ['members', 'days', 'outcomes'] as const;
// `period` and the summary's tab beside the list's own keys; a link with only from/to (before the
// picker) still opens its days.
const listParams = followUpReportQuerySchema
  .omit({ pageSize: true })
  .extend({ period: z.enum(PERIOD_PRESETS).optional(), view: z.enum(VIEWS).default('members') });
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
      render: (f) => <LeadCell lead={f.lead} />,
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

/** /FollowupReport: done vs scheduled per member and day, the outcomes, then the follow-ups themselves. */
export function FollowupReportPage() {
  const url = useListParams(listParams);
  const today = todayInIndia();
  const { page, period: _period, from: _from, to: _to, view, ...filters } = url.params;
  // A week to date unless the URL says otherwise: the report's usual question.
  const usual = { period: '7d' as const };
  const period = urlPeriod(url.params, usual, today);
  const range = urlPeriodDays(period, usual, today);
  const list = useFollowUpReport({ ...filters, ...range, page, pageSize: PAGE_SIZE });
  const summaryQuery = {
    period: period.period,
    ...(period.period === 'custom' ? range : {}),
    assignedTo: filters.assignedTo,
  };
  const summary = useFollowUpSummary(summaryQuery);
  const total = list.data?.total ?? 0;
  const outcomes = summary.data?.totals.outcomes;

  return (
    <>
      <PageHeader
        title="Follow-up Report"
        description="Follow-ups due in the period (India days): done against scheduled per member and day, how they ended, and the list."
        actions={
          <ExportButtons
            path="/api/lead/getFollowupSummary/export"
            query={queryString(summaryQuery)}
            fallbackName="follow-up-report"
          />
        }
      />
      <ReportFilterBar meta={summary.data?.meta}>
        <PeriodPicker value={period} onChange={(patch) => url.set(patch)} />
        <MemberFilterSelect value={filters.assignedTo} onChange={(assignedTo) => url.set({ assignedTo })} />
      </ReportFilterBar>
      <ListState
        query={summary}
        loadingLabel="Counting follow-ups…"
        errorTitle="Could not count the follow-ups"
        isEmpty={false}
        noMatches={false}
        empty={{ icon: null, title: '', description: '', action: null }}
        noMatch={{ title: '', clearLabel: '', onClear: url.clear }}
      >
        {summary.data ? (
          <Tabs value={view} onChange={(v) => url.set({ view: (v as (typeof VIEWS)[number] | null) ?? undefined })}>
            <Tabs.List mb="sm">
              <Tabs.Tab value="members">By member</Tabs.Tab>
              <Tabs.Tab value="days">By day</Tabs.Tab>
              <Tabs.Tab value="outcomes">Outcomes</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="members">
              <MemberSummaryTable summary={summary.data} />
            </Tabs.Panel>
            <Tabs.Panel value="days">
              {summary.data.days.length ? (
                <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars>
                  <DaySummaryTable summary={summary.data} />
                </ScrollArea.Autosize>
              ) : (
                <Text size="sm" c="dimmed">
                  No follow-up was due in this period.
                </Text>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="outcomes">
              <OutcomeTable summary={summary.data} />
            </Tabs.Panel>
          </Tabs>
        ) : null}
      </ListState>
      <Title order={2} fz="lg" mt="lg" mb="xs">
        Follow-ups
      </Title>
      <Stack gap="sm" mb="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label="Status"
            placeholder="Any status"
            data={FOLLOW_UP_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
            value={filters.status ?? null}
            onChange={(v) => url.set({ status: (v as (typeof FOLLOW_UP_STATUSES)[number] | null) ?? undefined })}
            clearable
            w={140}
          />
          <Paper withBorder radius="md" p="xs">
            <Group gap={6} role="group" aria-label="Totals by outcome">
              {FOLLOW_UP_OUTCOMES.map((o) => (
                <Chip
                  key={o}
                  size="xs"
                  checked={filters.outcome === o}
                  onChange={() => url.set({ outcome: filters.outcome === o ? undefined : o })}
                  variant="light"
                >
                  {FOLLOW_UP_OUTCOME_LABELS[o]}
                  <Badge size="xs" variant="white" color="dark" ml={6} miw="max-content">
                    {outcomes ? formatCount(outcomes[o]) : '…'}
                  </Badge>
                </Chip>
              ))}
            </Group>
          </Paper>
        </Group>
        {list.isSuccess ? (
          <Text size="sm" c="dimmed">
            {formatCount(total)} {total === 1 ? 'follow-up' : 'follow-ups'} due {periodText(range)}
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
