import type { FollowUpLeadItem } from '../../../../domain/schemas/follow-up';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { FollowUpDue, FollowUpTypeBadge } from '../../../ui/follow-up-bits';
import { LeadCell } from '../../../ui/lead-cell';
import { LeadStatusBadge } from '../../../ui/lead-status-badge';
import { SalesRowActions, type useSalesActions } from '../../../ui/sales-actions';

interface BucketTableProps {
  items: FollowUpLeadItem[];
  /** Today's list: the day is known, the time is what matters. */
  timeOnly: boolean;
  showAssignee: boolean;
  open: ReturnType<typeof useSalesActions>['open'];
}

/** Leads with their open follow-up: due (red and "Overdue" once past), type, and one-click actions. */
export function BucketTable({ items, timeOnly, showAssignee, open }: BucketTableProps) {
  const columns: Column<FollowUpLeadItem>[] = [
    {
      key: 'due',
      header: timeOnly ? 'Time (India)' : 'Due (India)',
      nowrap: true,
      render: (i) => <FollowUpDue dueAt={i.followUp.dueAt} overdueMinutes={i.overdueMinutes} timeOnly={timeOnly} />,
    },
    {
      key: 'lead',
      header: 'Lead',
      render: (i) => <LeadCell lead={i.lead} maw={220} />,
    },
    { key: 'type', header: 'Type', nowrap: true, render: (i) => <FollowUpTypeBadge type={i.followUp.type} /> },
    { key: 'project', header: 'Project', render: (i) => <CellText maw={160}>{i.lead.project}</CellText> },
    { key: 'status', header: 'Status', nowrap: true, render: (i) => <LeadStatusBadge status={i.lead.status} /> },
    ...(showAssignee
      ? [
          {
            key: 'assignee',
            header: 'Follow-up by',
            render: (i: FollowUpLeadItem) => (
              <CellText maw={140} empty="Unassigned">
                {i.followUp.assignedTo?.name ?? i.lead.assignedTo?.name}
              </CellText>
            ),
          },
        ]
      : []),
    {
      key: 'note',
      header: 'Note',
      render: (i) => (
        <CellText maw={200} lines={2} empty="—">
          {i.followUp.note}
        </CellText>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (i) => <SalesRowActions lead={i.lead} followUp={i.followUp} open={open} />,
    },
  ];
  return <DataTable label="Follow-ups" columns={columns} rows={items} rowKey={(i) => i.followUp._id} minWidth={940} />;
}
