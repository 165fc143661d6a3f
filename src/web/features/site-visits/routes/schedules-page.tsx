import { Button, Group, Paper, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBuildingEstate, IconCalendarCheck, IconCalendarTime } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { addDays, indiaDateTime, istDate, todayInIndia } from '../../../../domain/india-date';
import { paths } from '../../../../domain/paths';
import { queryString } from '../../../../domain/query-string';
import { PERIOD_PRESETS } from '../../../../domain/reports/period';
import {
  SITE_VISIT_STATUS_LABELS,
  SITE_VISIT_STATUSES,
  type SiteVisit,
  type SiteVisitStatus,
  siteVisitQuerySchema,
} from '../../../../domain/schemas/site-visit';
import { formatCount } from '../../../lib/format';
import { urlPeriod, urlPeriodDays } from '../../../lib/url-period';
import { useListParams } from '../../../lib/use-list-params';
import { CellText } from '../../../ui/cell-text';
import { CompleteVisitModal } from '../../../ui/complete-visit-modal';
import { type Column, DataTable } from '../../../ui/data-table';
import { ExportButtons } from '../../../ui/export-buttons';
import { OverdueBadge } from '../../../ui/follow-up-bits';
import { LeadCell } from '../../../ui/lead-cell';
import { ListPager } from '../../../ui/list-pager';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { PeriodPicker } from '../../../ui/period-picker';
import { MemberFilterSelect, ReportFilterBar } from '../../../ui/report-filter-bar';
import { RescheduleVisitModal } from '../../../ui/reschedule-visit-modal';
import { SearchInput } from '../../../ui/search-input';
import { CheckInLine, InterestBadge, VisitStatusBadge } from '../../../ui/site-visit-bits';
import { useScheduleReport, useSiteVisits } from '../api/site-visit-queries';
import { ScheduleSummary } from '../components/schedule-summary';

const PAGE_SIZE = 100;
// `period` beside the list's own keys; a link with only from/to (before the picker) still opens its days.
const listParams = siteVisitQuerySchema.omit({ pageSize: true }).extend({ period: z.enum(PERIOD_PRESETS).optional() });
const WEEKDAY = new Intl.DateTimeFormat('en-IN', { weekday: 'long', timeZone: 'UTC' });

/** "Monday, 24/11/2026 · Today": the India day a group of visits falls on. */
function dayTitle(day: string, today: string | undefined): string {
  const weekday = WEEKDAY.format(new Date(`${day}T00:00:00Z`));
  const shown = day.split('-').reverse().join('/');
  const tag = day === today ? ' · Today' : today && day === addDays(today, 1) ? ' · Tomorrow' : '';
  return `${weekday}, ${shown}${tag}`;
}

function groupByDay(visits: SiteVisit[]): [string, SiteVisit[]][] {
  const groups = new Map<string, SiteVisit[]>();
  for (const v of visits) {
    const day = istDate(new Date(v.at));
    groups.set(day, [...(groups.get(day) ?? []), v]);
  }
  return [...groups.entries()];
}

interface VisitTableProps {
  visits: SiteVisit[];
  today: string | undefined;
  onComplete: (v: SiteVisit) => void;
  onReschedule: (v: SiteVisit) => void;
}

function VisitTable({ visits, today, onComplete, onReschedule }: VisitTableProps) {
  const columns: Column<SiteVisit>[] = [
    {
      key: 'time',
      header: 'Time (India)',
      nowrap: true,
      render: (v) => {
        const overdue = v.status === 'scheduled' && today !== undefined && istDate(new Date(v.at)) < today;
        return (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" c={overdue ? 'red.8' : undefined} fw={overdue ? 600 : undefined}>
              {indiaDateTime(v.at).slice(12)}
            </Text>
            {overdue ? <OverdueBadge label="Not closed" /> : null}
          </Group>
        );
      },
    },
    {
      key: 'lead',
      header: 'Lead',
      render: (v) => <LeadCell lead={v.lead} />,
    },
    {
      key: 'project',
      header: 'Project',
      render: (v) => (
        <Stack gap={0} maw={200}>
          <CellText maw={160}>{v.project}</CellText>
          <CheckInLine checkIn={v.checkIn} />
        </Stack>
      ),
    },
    {
      key: 'pickup',
      header: 'Pickup',
      render: (v) =>
        v.pickup ? (
          <CellText maw={180}>{v.pickupAddress ?? 'Yes'}</CellText>
        ) : (
          <Text size="sm" c="dimmed">
            No
          </Text>
        ),
    },
    {
      key: 'people',
      header: 'Executive / with',
      render: (v) => (
        <Stack gap={0}>
          <CellText maw={140} empty="Unassigned">
            {v.assignedTo?.name}
          </CellText>
          {/* The holder going themselves is one person, not "X with X". */}
          {v.accompaniedBy && v.accompaniedBy._id !== v.assignedTo?._id ? (
            <Text size="xs" c="dimmed">
              with {v.accompaniedBy.name}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      render: (v) => (
        <Stack gap={2} align="flex-start">
          <VisitStatusBadge status={v.status} />
          <InterestBadge interest={v.interest} />
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (v) =>
        v.status === 'scheduled' ? (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <Button
              size="compact-sm"
              variant="light"
              color="violet"
              leftSection={<IconCalendarCheck size={16} />}
              onClick={() => onComplete(v)}
              aria-label={`Complete visit: ${v.lead.name}`}
            >
              Complete
            </Button>
            <Tooltip label="Reschedule">
              <Button
                size="compact-sm"
                variant="subtle"
                color="gray"
                onClick={() => onReschedule(v)}
                aria-label={`Reschedule visit: ${v.lead.name}`}
              >
                <IconCalendarTime size={16} />
              </Button>
            </Tooltip>
          </Group>
        ) : (
          <CellText maw={160} size="xs" c="dimmed" empty="">
            {v.feedback}
          </CellText>
        ),
    },
  ];
  return <DataTable label="Site visits" columns={columns} rows={visits} rowKey={(v) => v._id} minWidth={900} />;
}

/** /report/meetings ("Schedules"): visits per India day of a period, then the visits themselves by day. */
export function SchedulesPage() {
  const url = useListParams(listParams);
  const today = todayInIndia();
  const { page, period: _period, from: _from, to: _to, ...filters } = url.query;
  // The week ahead unless the URL says otherwise: the screen's everyday question.
  const usual = { period: 'custom' as const, from: today, to: addDays(today, 6) };
  const period = urlPeriod(url.params, usual, today);
  const range = urlPeriodDays(period, usual, today);
  const list = useSiteVisits({ ...filters, ...range, page, pageSize: PAGE_SIZE });
  const reportQuery = {
    period: period.period,
    ...(period.period === 'custom' ? range : {}),
    assignedTo: url.params.assignedTo,
  };
  const summary = useScheduleReport(reportQuery);
  const [completing, setCompleting] = useState<SiteVisit | null>(null);
  const [moving, setMoving] = useState<SiteVisit | null>(null);
  const visits = list.data?.visits ?? [];
  const total = list.data?.total ?? 0;

  return (
    <>
      <PageHeader
        title="Schedules"
        description="Site visits by day (India time): how many were done, missed or cancelled, who is coming, pickups and who goes along."
        actions={
          <ExportButtons
            path="/api/siteVisit/getScheduleReport/export"
            query={queryString(reportQuery)}
            fallbackName="schedules"
          />
        }
      />
      <ReportFilterBar meta={summary.data?.meta}>
        <PeriodPicker value={period} onChange={(patch) => url.set(patch)} />
        <MemberFilterSelect value={url.params.assignedTo} onChange={(assignedTo) => url.set({ assignedTo })} />
      </ReportFilterBar>
      <Title order={2} fz="lg" mb="xs">
        Visits per day
      </Title>
      <ListState
        query={summary}
        loadingLabel="Counting site visits…"
        errorTitle="Could not count the site visits"
        isEmpty={false}
        noMatches={false}
        empty={{ icon: null, title: '', description: '', action: null }}
        noMatch={{ title: '', clearLabel: '', onClear: url.clear }}
      >
        {summary.data ? <ScheduleSummary report={summary.data} assignedTo={url.params.assignedTo} /> : null}
      </ListState>
      <Group align="flex-end" gap="xs" wrap="wrap" mt="lg" mb="xs">
        <Title order={2} fz="lg" mr="auto">
          Visits
        </Title>
        <SearchInput value={url.search.value} onChange={url.search.onChange} placeholder="Lead, mobile or project" />
        <Select
          label="Status"
          placeholder="Any status"
          data={SITE_VISIT_STATUSES.map((s) => ({ value: s, label: SITE_VISIT_STATUS_LABELS[s] }))}
          value={url.params.status ?? null}
          onChange={(v) => url.set({ status: (v as SiteVisitStatus | null) ?? undefined })}
          clearable
          w={140}
        />
      </Group>
      {list.isSuccess ? (
        <Text size="sm" c="dimmed" mb="xs">
          {formatCount(total)} {total === 1 ? 'visit' : 'visits'}
        </Text>
      ) : null}
      <ListState
        query={list}
        loadingLabel="Loading site visits…"
        errorTitle="Could not load the site visits"
        isEmpty={total === 0 && !url.filtered}
        noMatches={total === 0}
        empty={{
          icon: <IconBuildingEstate size={26} />,
          title: 'No site visits in these days',
          description:
            'Book a visit from a lead (Book site visit) or from a row of Today; it is listed here on its day.',
          action: (
            <Button component={Link} to={paths.todayFollowUps()} variant="light">
              Go to Today
            </Button>
          ),
        }}
        noMatch={{ title: 'No visit matches your search or filters', clearLabel: 'Clear filters', onClear: url.clear }}
      >
        <Stack gap="lg">
          {groupByDay(visits).map(([day, dayVisits]) => (
            <Paper key={day} p={0} bg="transparent">
              <Title order={2} fz="md" mb={6}>
                {dayTitle(day, list.data?.today)}{' '}
                <Text span c="dimmed" fz="sm" fw={400}>
                  ({dayVisits.length} {dayVisits.length === 1 ? 'visit' : 'visits'})
                </Text>
              </Title>
              <VisitTable
                visits={dayVisits}
                today={list.data?.today}
                onComplete={setCompleting}
                onReschedule={setMoving}
              />
            </Paper>
          ))}
        </Stack>
        <ListPager page={page} pages={list.data?.pages ?? 1} onChange={(p) => url.set({ page: p })} />
      </ListState>
      <CompleteVisitModal opened={completing !== null} onClose={() => setCompleting(null)} visit={completing} />
      <RescheduleVisitModal opened={moving !== null} onClose={() => setMoving(null)} visit={moving} />
    </>
  );
}
