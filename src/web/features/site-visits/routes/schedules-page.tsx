import { Anchor, Button, Group, Paper, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBuildingEstate, IconCalendarCheck, IconCalendarTime } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { addDays, indiaDateTime, istDate, todayInIndia } from '../../../../domain/india-date';
import {
  SITE_VISIT_STATUS_LABELS,
  SITE_VISIT_STATUSES,
  type SiteVisit,
  type SiteVisitStatus,
  siteVisitQuerySchema,
} from '../../../../domain/schemas/site-visit';
import { useLeadPickers } from '../../../lib/follow-up-queries';
import { formatCount } from '../../../lib/format';
import { useSiteVisits } from '../../../lib/site-visit-queries';
import { useListParams } from '../../../lib/use-list-params';
import { CellText } from '../../../ui/cell-text';
import { CompleteVisitModal } from '../../../ui/complete-visit-modal';
import { type Column, DataTable } from '../../../ui/data-table';
import { DateField } from '../../../ui/date-field';
import { OverdueBadge } from '../../../ui/follow-up-bits';
import { ListPager } from '../../../ui/list-pager';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { PhoneLink } from '../../../ui/phone-link';
import { RescheduleVisitModal } from '../../../ui/reschedule-visit-modal';
import { SearchInput } from '../../../ui/search-input';
import { InterestBadge, VisitStatusBadge } from '../../../ui/site-visit-bits';

const PAGE_SIZE = 100;
const listParams = siteVisitQuerySchema.omit({ pageSize: true });
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
      render: (v) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/LeadDetails/${v.lead._id}`} size="sm" fw={600}>
            <CellText maw={200} fw={600} size="sm" c="inherit">
              {v.lead.name}
            </CellText>
          </Anchor>
          <PhoneLink number={v.lead.mobile} leadId={v.lead._id} size="xs" c="dimmed" />
        </Stack>
      ),
    },
    { key: 'project', header: 'Project', render: (v) => <CellText maw={160}>{v.project}</CellText> },
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
          {v.accompaniedBy ? (
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

/** /report/meetings ("Schedules"): site visits in a date range, grouped by India day. */
export function SchedulesPage() {
  const url = useListParams(listParams);
  const today = todayInIndia();
  const { page, ...filters } = url.query;
  // This week ahead unless the URL says otherwise.
  const range = { from: url.params.from ?? today, to: url.params.to ?? addDays(today, 6) };
  const list = useSiteVisits({ ...filters, ...range, page, pageSize: PAGE_SIZE });
  const pickers = useLeadPickers();
  const [completing, setCompleting] = useState<SiteVisit | null>(null);
  const [moving, setMoving] = useState<SiteVisit | null>(null);
  const visits = list.data?.visits ?? [];
  const total = list.data?.total ?? 0;

  return (
    <>
      <PageHeader
        title="Schedules"
        description="Site visits by day (India time): who is coming, to which project, pickups and who goes along."
      />
      <Stack gap="xs" mb="md">
        <Group align="flex-end" gap="xs" wrap="wrap">
          <SearchInput value={url.search.value} onChange={url.search.onChange} placeholder="Lead, mobile or project" />
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
            label="Status"
            placeholder="Any status"
            data={SITE_VISIT_STATUSES.map((s) => ({ value: s, label: SITE_VISIT_STATUS_LABELS[s] }))}
            value={url.params.status ?? null}
            onChange={(v) => url.set({ status: (v as SiteVisitStatus | null) ?? undefined })}
            clearable
            w={140}
          />
          <Select
            label="Member"
            placeholder="Everyone"
            data={(pickers.data?.assignees ?? []).map((a) => ({ value: a._id, label: a.name }))}
            value={url.params.assignedTo ?? null}
            onChange={(v) => url.set({ assignedTo: v ?? undefined })}
            clearable
            searchable
            w={160}
          />
        </Group>
        {list.isSuccess ? (
          <Text size="sm" c="dimmed">
            {formatCount(total)} {total === 1 ? 'visit' : 'visits'}
          </Text>
        ) : null}
      </Stack>
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
            <Button component={Link} to="/TodayMeeting" variant="light">
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
