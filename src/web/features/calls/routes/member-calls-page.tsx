import { Anchor, Breadcrumbs, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPhoneCall } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../../domain/paths';
import type { Call } from '../../../../domain/schemas/call';
import { notifyError } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { ErrorState } from '../../../ui/error-state';
import { ListPager } from '../../../ui/list-pager';
import { ListState } from '../../../ui/list-state';
import { ListToolbar } from '../../../ui/list-toolbar';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { exportMemberCalls, useCallStats, useMemberCalls } from '../api/calls';
import { CallFilters } from '../components/call-filters';
import { callListParams } from '../components/call-list-params';
import { CallsTable } from '../components/calls-table';
import { DayStats } from '../components/day-stats';
import { MakeLeadModal } from '../components/make-lead-modal';
import { useMemberName } from '../components/member-picker';
import { PeriodFields, periodOf, periodText } from '../components/period-fields';

const PAGE_SIZE = 50;

/** /call-history/:memberId — one member's figures by day, then their calls with filters, playback and export. */
export function MemberCallsPage() {
  const { memberId = '' } = useParams();
  const url = useListParams(callListParams);
  const { page, search, from, to, ...filters } = url.query;
  const period = periodOf(from, to);
  const query = { ...period, ...filters, q: search, page, pageSize: PAGE_SIZE };
  const calls = useMemberCalls(memberId, query);
  const stats = useCallStats({ memberId, ...period });
  const [exporting, setExporting] = useState(false);
  const [makeLeadFor, setMakeLeadFor] = useState<Call | null>(null);
  const [makeLeadOpen, setMakeLeadOpen] = useState(false);
  const name = useMemberName(memberId) ?? calls.data?.items[0]?.memberName ?? 'Member';
  const total = calls.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const onExport = async () => {
    setExporting(true);
    try {
      const { pageSize: _size, page: _page, ...whole } = query;
      await exportMemberCalls(memberId, whole);
    } catch (error) {
      notifyError(error, 'Could not export the calls');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Breadcrumbs mb="xs">
        <Anchor component={Link} to={paths.callHistory(period)} size="sm">
          Call History
        </Anchor>
        <Text size="sm" truncate="end">
          {name}
        </Text>
      </Breadcrumbs>
      <PageHeader
        title={`Calls: ${name}`}
        description={`${periodText(period)} (India days)`}
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={18} />}
            onClick={onExport}
            loading={exporting}
            disabled={total === 0}
          >
            Export CSV
          </Button>
        }
      />
      <Stack gap="md">
        <PeriodFields period={period} onChange={(patch) => url.set(patch)} />
        <section aria-label="Figures by day">
          <Title order={2} fz="lg" mb="xs">
            By day
          </Title>
          {stats.isPending ? (
            <LoadingSpinner label="Loading the figures…" />
          ) : stats.isError ? (
            <ErrorState
              title="Could not load the figures"
              error={stats.error}
              onRetry={() => void stats.refetch()}
              retrying={stats.isFetching}
            />
          ) : (
            <DayStats stats={stats.data} />
          )}
        </section>
        <section aria-label="Calls">
          <Title order={2} fz="lg" mb="xs">
            Calls
          </Title>
          <ListToolbar total={total} shown={total} noun={['call', 'calls']}>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <SearchInput {...url.search} label="Search" placeholder="Number or lead name" />
              <CallFilters params={url.params} set={url.set} />
            </Group>
          </ListToolbar>
          <ListState
            query={calls}
            loadingLabel="Loading calls…"
            errorTitle="Could not load the calls"
            isEmpty={total === 0 && !url.filtered}
            noMatches={total === 0}
            empty={{
              icon: <IconPhoneCall size={26} />,
              title: 'No calls in this period',
              description:
                'Calls appear here when the phone app syncs its call log or a call goes through the office line.',
              action: null,
            }}
            noMatch={{ title: 'No call matches these filters', clearLabel: 'Clear filters', onClear: url.clear }}
          >
            <CallsTable
              calls={calls.data?.items ?? []}
              onMakeLead={(call) => {
                setMakeLeadFor(call);
                setMakeLeadOpen(true);
              }}
            />
            <ListPager page={page} pages={pages} onChange={(p) => url.set({ page: p })} />
          </ListState>
        </section>
      </Stack>
      <MakeLeadModal call={makeLeadFor} opened={makeLeadOpen} onClose={() => setMakeLeadOpen(false)} />
    </>
  );
}
