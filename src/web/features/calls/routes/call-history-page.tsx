import { Select, Stack, Text } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { z } from 'zod';
import { isoDateSchema } from '../../../../domain/schemas/iso-date';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useLeadPickers } from '../../../lib/shared-queries';
import { useListParams } from '../../../lib/use-list-params';
import { formatTalkTime } from '../../../ui/call-bits';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { useCallReport } from '../api/calls';
import { PeriodFields, periodOf, periodText } from '../components/period-fields';
import { sortMembers, TEAM_SORTS, TeamCallsTable, type TeamSort } from '../components/team-calls-table';

const listParams = z.object({
  from: isoDateSchema('From date').optional(),
  to: isoDateSchema('To date').optional(),
  branchId: z.string().uuid().optional(),
  sort: z.enum(TEAM_SORTS).default('calls'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

/** /call-history — the team compared over a period of India days: who called, how much, who was never called back. */
export function CallHistoryPage() {
  const url = useListParams(listParams);
  const { sort, order, branchId } = url.params;
  const period = periodOf(url.params.from, url.params.to);
  const report = useCallReport({ ...period, branchId });
  const pickers = useLeadPickers();
  const members = sortMembers(report.data?.members ?? [], sort, order);
  const onSort = (key: TeamSort) =>
    url.set({
      sort: key,
      order: key === sort ? (order === 'asc' ? 'desc' : 'asc') : key === 'memberName' ? 'asc' : 'desc',
    });
  const total = members.reduce(
    (t, m) => ({ calls: t.calls + m.calls, connected: t.connected + m.connected, talk: t.talk + m.talkSeconds }),
    { calls: 0, connected: 0, talk: 0 },
  );

  return (
    <>
      <PageHeader
        title="Call History"
        description="Each member's calls in the period (India days): how many connected, talk time, leads called, and missed calls nobody called back within 2 hours."
      />
      <Stack gap="sm" mb="md">
        <PeriodFields period={period} onChange={(patch) => url.set(patch)}>
          <Select
            label="Branch"
            placeholder="Every branch"
            data={(pickers.data?.branches ?? []).map((b) => ({ value: b._id, label: b.name }))}
            value={branchId ?? null}
            onChange={(v) => url.set({ branchId: v ?? undefined })}
            clearable
            searchable
            w={180}
          />
        </PeriodFields>
        {report.isSuccess ? (
          <Text size="sm" c="dimmed">
            {periodText(period)}: {formatCount(total.calls)} calls, {formatCount(total.connected)} connected,{' '}
            {formatTalkTime(total.talk)} talk time · figures as of {formatDateTime(report.data.computedAt)}
          </Text>
        ) : null}
      </Stack>
      <ListState
        query={report}
        loadingLabel="Loading the call figures…"
        errorTitle="Could not load the call figures"
        isEmpty={false}
        noMatches={members.length === 0}
        empty={{ icon: null, title: '', description: '', action: null }}
        noMatch={{
          icon: <IconPhoneCall size={26} />,
          title: 'No member to show for this period',
          clearLabel: 'Back to the last 7 days',
          onClear: url.clear,
        }}
      >
        <TeamCallsTable members={members} sort={sort} order={order} onSort={onSort} period={period} />
      </ListState>
    </>
  );
}
