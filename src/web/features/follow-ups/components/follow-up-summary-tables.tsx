import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths';
import {
  FOLLOW_UP_OUTCOME_LABELS,
  FOLLOW_UP_OUTCOMES,
  type FollowUpOutcome,
  type FollowUpStatus,
} from '../../../../domain/schemas/follow-up';
import type { FollowUpDayCounts, FollowUpSummary, OutcomeCounts } from '../../../../domain/schemas/follow-up-summary';
import { formatCount } from '../../../lib/format';
import { type Column, DataTable } from '../../../ui/data-table';

type Member = { _id: string; name: string } | null;
/** A row of a summary table; `member` undefined is the totals row. */
type Row = FollowUpDayCounts & { member?: Member; day?: string; outcomes?: OutcomeCounts };

const DAY_ROWS_SHOWN = 300;
const shownDay = (day: string) => day.split('-').reverse().join('/');
const memberName = (row: Row) => (row.member === undefined ? 'Total' : (row.member?.name ?? 'Unassigned'));

interface Drill {
  status?: FollowUpStatus;
  outcome?: FollowUpOutcome;
}

/**
 * The report's own list showing exactly the follow-ups behind a count: the row's member and due
 * days, with the status or outcome. An unassigned member's count has no link (the list cannot
 * filter "nobody").
 */
function drillLink(row: Row, period: { from: string; to: string }, drill: Drill): string | null {
  if (row.member === null) return null;
  const params = new URLSearchParams({ period: 'custom', from: row.day ?? period.from, to: row.day ?? period.to });
  if (row.member) params.set('assignedTo', row.member._id);
  if (drill.status) params.set('status', drill.status);
  if (drill.outcome) params.set('outcome', drill.outcome);
  return paths.followUpReport(params);
}

interface CountCellProps {
  row: Row;
  value: number;
  period: { from: string; to: string };
  /** Null: the list has no filter for this count (on time, missed), so it is not a link. */
  drill: Drill | null;
  label: string;
}

function CountCell({ row, value, period, drill, label }: CountCellProps) {
  const total = row.member === undefined;
  const link = value > 0 && drill ? drillLink(row, period, drill) : null;
  if (!link)
    return (
      <Text size="sm" c={value === 0 ? 'dimmed' : undefined} fw={total ? 700 : undefined}>
        {formatCount(value)}
      </Text>
    );
  const where = `${memberName(row)}${row.day ? `, ${shownDay(row.day)}` : ''}`;
  return (
    <Anchor
      component={Link}
      to={link}
      size="sm"
      fw={total ? 700 : undefined}
      aria-label={`${label}, ${where}: ${value}`}
    >
      {formatCount(value)}
    </Anchor>
  );
}

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`);

function countColumn(
  key: keyof FollowUpDayCounts,
  label: string,
  period: { from: string; to: string },
  drill: Drill | null = {},
): Column<Row> {
  return {
    key,
    header: label,
    align: 'right',
    render: (row) => <CountCell row={row} value={row[key]} period={period} drill={drill} label={label} />,
  };
}

const memberColumn: Column<Row> = {
  key: 'member',
  header: 'Member',
  render: (row) => (
    <Text size="sm" fw={row.member === undefined ? 700 : 500} c={row.member === null ? 'dimmed' : undefined}>
      {memberName(row)}
    </Text>
  ),
};

/** Done vs scheduled per member over the period, totals last. */
export function MemberSummaryTable({ summary }: { summary: FollowUpSummary }) {
  const p = summary.meta;
  const columns: Column<Row>[] = [
    memberColumn,
    countColumn('scheduled', 'Scheduled', p),
    countColumn('done', 'Done', p, { status: 'done' }),
    {
      key: 'rate',
      header: 'Done %',
      align: 'right',
      render: (row) => <Text size="sm">{percent(row.done, row.scheduled)}</Text>,
    },
    countColumn('onTime', 'On time', p, null),
    countColumn('open', 'Open', p, { status: 'open' }),
    countColumn('missed', 'Missed', p, null),
    countColumn('rescheduled', 'Rescheduled', p, { status: 'rescheduled' }),
    countColumn('cancelled', 'Cancelled', p, { status: 'cancelled' }),
  ];
  const rows: Row[] = [...summary.members, summary.totals];
  return (
    <DataTable
      label="Follow-ups per member"
      columns={columns}
      rows={rows}
      rowKey={(r) => (r.member === undefined ? 'total' : (r.member?._id ?? 'unassigned'))}
      minWidth={760}
    />
  );
}

/** Done vs scheduled per due day and member, latest day first. */
export function DaySummaryTable({ summary }: { summary: FollowUpSummary }) {
  const p = summary.meta;
  const columns: Column<Row>[] = [
    { key: 'day', header: 'Due day (India)', nowrap: true, render: (row) => shownDay(row.day ?? '') },
    memberColumn,
    countColumn('scheduled', 'Scheduled', p),
    countColumn('done', 'Done', p, { status: 'done' }),
    {
      key: 'rate',
      header: 'Done %',
      align: 'right',
      render: (row) => <Text size="sm">{percent(row.done, row.scheduled)}</Text>,
    },
    countColumn('onTime', 'On time', p, null),
    countColumn('open', 'Open', p, { status: 'open' }),
    countColumn('missed', 'Missed', p, null),
  ];
  const members = new Map(summary.members.map((m) => [m.member?._id ?? null, m.member]));
  const sorted: Row[] = [...summary.days]
    .sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0))
    .map(({ memberId, ...d }) => ({ ...d, member: members.get(memberId) ?? null }));
  // A year of twenty members is 7,000 rows: the screen shows the latest, the export has them all.
  const rows = sorted.slice(0, DAY_ROWS_SHOWN);
  return (
    <>
      <DataTable
        label="Follow-ups per day and member"
        columns={columns}
        rows={rows}
        rowKey={(r) => `${r.day}-${r.member?._id ?? 'unassigned'}`}
        minWidth={700}
      />
      {sorted.length > rows.length ? (
        <Text size="xs" c="dimmed" mt={4}>
          The latest {formatCount(rows.length)} of {formatCount(sorted.length)} rows; Export has them all.
        </Text>
      ) : null}
    </>
  );
}

/** The outcomes logged, member × outcome, totals last. */
export function OutcomeTable({ summary }: { summary: FollowUpSummary }) {
  const p = summary.meta;
  const columns: Column<Row>[] = [
    memberColumn,
    ...FOLLOW_UP_OUTCOMES.map(
      (o): Column<Row> => ({
        key: o,
        header: FOLLOW_UP_OUTCOME_LABELS[o],
        align: 'right',
        render: (row) => (
          <CountCell
            row={row}
            value={row.outcomes?.[o] ?? 0}
            period={p}
            drill={{ outcome: o }}
            label={FOLLOW_UP_OUTCOME_LABELS[o]}
          />
        ),
      }),
    ),
  ];
  const rows: Row[] = [...summary.members, summary.totals];
  return (
    <DataTable
      label="Outcomes per member"
      columns={columns}
      rows={rows}
      rowKey={(r) => (r.member === undefined ? 'total' : (r.member?._id ?? 'unassigned'))}
      minWidth={900}
    />
  );
}
