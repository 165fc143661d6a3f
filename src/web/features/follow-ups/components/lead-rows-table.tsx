import { Anchor, Stack, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { addDays, istDate } from '../../../../domain/india-date';
import { paths } from '../../../../domain/paths';
import type { Lead } from '../../../../domain/schemas/lead';
import { formatDate } from '../../../lib/format';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { OverdueBadge } from '../../../ui/follow-up-bits';
import { LeadStatusBadge } from '../../../ui/lead-status-badge';
import { PhoneLink } from '../../../ui/phone-link';
import { SalesRowActions, type useSalesActions } from '../../../ui/sales-actions';

/** Whole India days between two yyyy-mm-dd dates. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** "Today", "1 day old", "12 days old": by India days against the server's day. */
export function leadAge(createdAt: string, today: string): string {
  const days = Math.max(0, daysBetween(istDate(new Date(createdAt)), today));
  if (days === 0) return 'New today';
  return `${days} ${days === 1 ? 'day' : 'days'} old`;
}

/** Next follow-up as its India day; red with the badge once that day has passed. */
function NextFollowUp({ at, today }: { at: string | null; today: string | undefined }) {
  if (!at) return <Text c="dimmed">—</Text>;
  const day = istDate(new Date(at));
  const shown = formatDate(at);
  if (!today || day >= today) {
    return <Text size="sm">{day === today ? 'Today' : day === addDays(today ?? day, 1) ? 'Tomorrow' : shown}</Text>;
  }
  return (
    <Tooltip label={`The follow-up was due on ${shown}`}>
      <Stack gap={2} align="flex-start">
        <Text size="sm" c="red.8" fw={600}>
          {shown}
        </Text>
        <OverdueBadge />
      </Stack>
    </Tooltip>
  );
}

interface LeadRowsTableProps {
  leads: Lead[];
  /** The India day by the server's clock. */
  today: string | undefined;
  /** Fresh leads show how long they have waited instead of the follow-up. */
  variant: 'total' | 'fresh';
  open: ReturnType<typeof useSalesActions>['open'];
}

export function LeadRowsTable({ leads, today, variant, open }: LeadRowsTableProps) {
  const columns: Column<Lead>[] = [
    {
      key: 'name',
      header: 'Name / Mobile',
      render: (l) => (
        <Stack gap={0}>
          <Anchor component={Link} to={paths.leadDetails(l._id)} fw={600} size="sm">
            <CellText maw={220} fw={600} size="sm" c="inherit">
              {l.name}
            </CellText>
          </Anchor>
          <PhoneLink number={l.mobile} leadId={l._id} size="xs" c="dimmed" />
        </Stack>
      ),
    },
    { key: 'source', header: 'Source', render: (l) => <CellText maw={120}>{l.source?.name}</CellText> },
    { key: 'project', header: 'Project', render: (l) => <CellText maw={150}>{l.project}</CellText> },
    { key: 'status', header: 'Status', nowrap: true, render: (l) => <LeadStatusBadge status={l.status} /> },
    {
      key: 'assigned',
      header: 'Assigned to',
      render: (l) => (
        <CellText maw={130} empty="Unassigned">
          {l.assignedTo?.name}
        </CellText>
      ),
    },
    variant === 'fresh'
      ? {
          key: 'age',
          header: 'Waiting',
          nowrap: true,
          render: (l) => (
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {today ? leadAge(l.createdAt, today) : '—'}
              </Text>
              <Text size="xs" c="dimmed">
                Added {formatDate(l.createdAt)}
              </Text>
            </Stack>
          ),
        }
      : {
          key: 'followUp',
          header: 'Next follow-up',
          nowrap: true,
          render: (l) => <NextFollowUp at={l.nextFollowUpAt} today={today} />,
        },
    ...(variant === 'total'
      ? [{ key: 'created', header: 'Created', nowrap: true, render: (l: Lead) => formatDate(l.createdAt) }]
      : []),
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (l) => <SalesRowActions lead={l} open={open} />,
    },
  ];
  return <DataTable label="Leads" columns={columns} rows={leads} rowKey={(l) => l._id} minWidth={940} />;
}
