import { Button, Stack, Text } from '@mantine/core';
import { IconCalendarCheck, IconCalendarDue, IconCalendarExclamation } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths';
import { can } from '../../../../domain/permissions';
import { type FollowUpBucket, followUpBucketQuerySchema } from '../../../../domain/schemas/follow-up';
import { formatCount } from '../../../lib/format';
import { useSessionUser } from '../../../lib/session-store';
import { useLeadPickers } from '../../../lib/shared-queries';
import { useListParams } from '../../../lib/use-list-params';
import { ListPager } from '../../../ui/list-pager';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { useSalesActions } from '../../../ui/sales-actions';
import { useFollowUpBucket } from '../api/follow-up-queries';
import { BucketTable } from '../components/bucket-table';
import { SalesFilterBar } from '../components/sales-filters';

const PAGE_SIZE = 20;
/** What a bucket list keeps in the URL: the API's query less the bucket (the route) and page size. */
const listParams = followUpBucketQuerySchema.omit({ bucket: true, pageSize: true });

interface BucketScreen {
  bucket: FollowUpBucket;
  title: string;
  description: string;
  icon: ReactNode;
  empty: { title: string; description: string };
  countWord: string;
  /** Due dates to narrow by (only Pending spans more than one day). */
  dates: { from: string; to: string } | null;
}

const SCREENS: Record<'today' | 'tomorrow' | 'pending', BucketScreen> = {
  today: {
    bucket: 'today',
    title: 'Today',
    description: "Today's calls, meetings and site visits by time (India). Past their time: red, still today.",
    icon: <IconCalendarCheck size={26} />,
    empty: {
      title: 'Nothing is due today',
      description:
        'Open a lead and log an outcome with its next follow-up, or book a site visit: it shows here on its day.',
    },
    countWord: 'today',
    dates: null,
  },
  tomorrow: {
    bucket: 'tomorrow',
    title: 'Tomorrow',
    description: "Tomorrow's follow-ups and site visits (India day), to plan the day ahead.",
    icon: <IconCalendarDue size={26} />,
    empty: {
      title: 'Nothing is due tomorrow',
      description: 'Follow-ups scheduled for tomorrow appear here. Schedule one from a lead or from Today.',
    },
    countWord: 'tomorrow',
    dates: null,
  },
  pending: {
    bucket: 'pending',
    title: 'Pending',
    description: 'Follow-ups whose day has passed without an outcome, oldest first. Log what happened or reschedule.',
    icon: <IconCalendarExclamation size={26} />,
    empty: {
      title: 'Nothing is overdue',
      description: 'Every follow-up before today has an outcome. Missed ones land here the day after they were due.',
    },
    countWord: 'overdue',
    dates: { from: 'Due from', to: 'Due to' },
  },
};

function BucketPage({ screen }: { screen: BucketScreen }) {
  const url = useListParams(listParams);
  const { page } = url.params;
  const list = useFollowUpBucket({ ...url.query, bucket: screen.bucket, page, pageSize: PAGE_SIZE });
  const pickers = useLeadPickers();
  const actions = useSalesActions();
  const role = useSessionUser().role;
  const total = list.data?.total ?? 0;
  const leadsLink = (
    <Button component={Link} to={paths.leads()} variant="light">
      Go to Leads
    </Button>
  );

  return (
    <>
      <PageHeader title={screen.title} description={screen.description} />
      <Stack gap="xs" mb="md">
        <SalesFilterBar
          search={url.search}
          filters={url.params}
          onChange={(patch) => url.set(patch)}
          options={pickers.data}
          showMember={can(role, 'leads.view')}
          dates={screen.dates}
        />
        {list.isSuccess ? (
          <Text size="sm" c="dimmed">
            {formatCount(total)} {url.filtered ? 'matching ' : ''}
            {total === 1 ? 'follow-up' : 'follow-ups'} {screen.countWord}
          </Text>
        ) : null}
      </Stack>
      <ListState
        query={list}
        loadingLabel="Loading follow-ups…"
        errorTitle="Could not load the follow-ups"
        isEmpty={total === 0 && !url.filtered}
        noMatches={total === 0}
        empty={{ icon: screen.icon, ...screen.empty, action: leadsLink }}
        noMatch={{
          title: 'No follow-up matches your search or filters',
          clearLabel: 'Clear filters',
          onClear: url.clear,
        }}
      >
        <BucketTable
          items={list.data?.items ?? []}
          timeOnly={screen.bucket === 'today'}
          showAssignee={can(role, 'leads.view')}
          open={actions.open}
        />
        <ListPager page={page} pages={list.data?.pages ?? 1} onChange={(p) => url.set({ page: p })} />
      </ListState>
      {actions.modals}
    </>
  );
}

/** /TodayMeeting */
export function TodayPage() {
  return <BucketPage screen={SCREENS.today} />;
}

/** /TomorrowsFollowup */
export function TomorrowPage() {
  return <BucketPage screen={SCREENS.tomorrow} />;
}

/** /PendingFollowup */
export function PendingPage() {
  return <BucketPage screen={SCREENS.pending} />;
}
