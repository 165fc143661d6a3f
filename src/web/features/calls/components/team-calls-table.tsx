import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths';
import type { CallReportMember } from '../../../../domain/schemas/call';
import { formatCount, formatDateTime } from '../../../lib/format';
import { formatTalkTime } from '../../../ui/call-bits';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { ariaSort, type Order, SortHeader } from '../../../ui/sort-header';

export const TEAM_SORTS = [
  'memberName',
  'calls',
  'connected',
  'talkSeconds',
  'avgTalkSeconds',
  'uniqueLeads',
  'missedNotReturned',
  'firstCallAt',
] as const;
export type TeamSort = (typeof TEAM_SORTS)[number];

/** Sorted in the browser: a team is tens of members, and the report already holds every figure. */
export function sortMembers(members: CallReportMember[], sort: TeamSort, order: Order): CallReportMember[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...members].sort((a, b) => {
    const x = a[sort];
    const y = b[sort];
    // A member who made no call has no first call: last, whichever way.
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const byValue = typeof x === 'number' ? x - (y as number) : String(x).localeCompare(String(y));
    return byValue * sign || a.memberName.localeCompare(b.memberName);
  });
}

interface TeamCallsTableProps {
  members: CallReportMember[];
  sort: TeamSort;
  order: Order;
  onSort: (key: TeamSort) => void;
  /** The period, carried to a member's own page. */
  period: { from: string; to: string };
}

/** Members side by side for the period; a name opens that member's calls for the same period. */
export function TeamCallsTable({ members, sort, order, onSort, period }: TeamCallsTableProps) {
  const head = (key: TeamSort, label: string, align: 'left' | 'right' = 'right') => ({
    key,
    align,
    nowrap: true,
    sorted: ariaSort(sort === key ? order : undefined),
    header: <SortHeader label={label} order={sort === key ? order : undefined} onSort={() => onSort(key)} />,
  });
  const number = (key: Exclude<TeamSort, 'memberName' | 'firstCallAt'>) => (m: CallReportMember) =>
    key === 'talkSeconds' || key === 'avgTalkSeconds' ? formatTalkTime(m[key]) : formatCount(m[key]);
  const columns: Column<CallReportMember>[] = [
    {
      ...head('memberName', 'Member', 'left'),
      nowrap: false,
      render: (m) => (
        <Anchor
          component={Link}
          to={paths.memberCalls(m.memberId, { from: period.from, to: period.to })}
          size="sm"
          fw={600}
        >
          <CellText maw={220} fw={600} c="inherit">
            {m.memberName}
          </CellText>
        </Anchor>
      ),
    },
    { ...head('calls', 'Calls'), render: number('calls') },
    { ...head('connected', 'Connected'), render: number('connected') },
    { ...head('talkSeconds', 'Talk time'), render: number('talkSeconds') },
    { ...head('avgTalkSeconds', 'Avg. call'), render: number('avgTalkSeconds') },
    { ...head('uniqueLeads', 'Leads'), render: number('uniqueLeads') },
    {
      ...head('missedNotReturned', 'Not called back'),
      render: (m) => (
        <Text
          size="sm"
          c={m.missedNotReturned > 0 ? 'red.8' : undefined}
          fw={m.missedNotReturned > 0 ? 600 : undefined}
        >
          {formatCount(m.missedNotReturned)}
        </Text>
      ),
    },
    {
      ...head('firstCallAt', 'First call'),
      render: (m) => {
        const [date, time] = formatDateTime(m.firstCallAt).split(', ');
        return (
          <Stack gap={0} align="flex-end">
            <Text size="sm">{date}</Text>
            {time ? (
              <Text size="xs" c="dimmed">
                {time}
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
  ];
  return (
    <DataTable label="Calls by member" columns={columns} rows={members} rowKey={(m) => m.memberId} minWidth={980} />
  );
}
