import { ActionIcon, Anchor, Badge, Checkbox, Group, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { daysBetween, istDate } from '../../../../domain/india-date';
import { paths } from '../../../../domain/paths';
import {
  isIdleLead,
  type Lead,
  type LeadListRow,
  type LeadSort,
  type SortOrder,
} from '../../../../domain/schemas/lead';
import { formatCount, formatDate } from '../../../lib/format';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { PhoneLink } from '../../../ui/phone-link';
import { EditAction } from '../../../ui/row-actions';
import { ariaSort, SortHeader } from '../../../ui/sort-header';
import type { LeadColumnKey } from './lead-columns';
import { LeadStatusSelect } from './lead-status-select';

interface LeadsTableProps {
  leads: LeadListRow[];
  /** The optional columns to draw (lead-columns.ts), besides the tick box, name and actions. */
  shown: readonly LeadColumnKey[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  busyId: string | null;
  onEdit: (lead: Lead) => void;
  onBin: (lead: Lead) => void;
  sort: LeadSort;
  order: SortOrder;
  onSort: (sort: LeadSort) => void;
  /** The business day in India, from the server (yyyy-mm-dd). */
  today: string | undefined;
  /** Leads still new and assigned at or before this instant are idle (decision 054). */
  idleSince: string | undefined;
}

/**
 * The follow-up as its India date; red with "Overdue" beside it once that day has passed. Compared
 * as India dates against the server's day, so neither the browser's zone nor its clock moves it.
 */
function FollowUp({ at, today }: { at: string | null; today: string | undefined }) {
  if (!at) return <Text c="dimmed">—</Text>;
  const day = istDate(new Date(at));
  const shown = day.split('-').reverse().join('/');
  if (!today || day >= today) return <Text size="sm">{shown}</Text>;
  return (
    <Tooltip label={`The follow-up was due on ${shown}`}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" c="red.7" fw={600}>
          {shown}
        </Text>
        <Badge color="red" variant="light" size="xs">
          Overdue
        </Badge>
      </Group>
    </Tooltip>
  );
}

/** "Today", "1 day", "12 days" since the lead was last contacted, by India days; "Never" before the first. */
function SinceContact({ at, today }: { at: string | null; today: string | undefined }) {
  if (!at)
    return (
      <Text size="sm" c="dimmed">
        Never
      </Text>
    );
  if (!today) return null;
  const days = Math.max(0, daysBetween(istDate(new Date(at)), today));
  return (
    <Text size="sm" title={`Last contacted ${formatDate(at)}`}>
      {days === 0 ? 'Today' : `${formatCount(days)} ${days === 1 ? 'day' : 'days'}`}
    </Text>
  );
}

export const leadHref = (id: string) => paths.leadDetails(id);

/**
 * A fixed-width, one-line cell: the column is as wide at "—" as at a 120-character name, so the
 * default columns add up to 1366 px's page and a long value is cut (whole on hover), never wrapped.
 */
const cut = (width: number) => ({ w: width, maw: width, edge: true });

/** One line a row at 1366 px: long text is cut with an ellipsis and shown whole on hover. */
export function LeadsTable(props: LeadsTableProps) {
  const { leads, shown, selected, onSelect, busyId, onEdit, onBin, sort, order, onSort, today, idleSince } = props;
  const ids = leads.map((l) => l._id);
  const sortable = (key: LeadSort, label: string) => ({
    header: <SortHeader label={label} order={sort === key ? order : undefined} onSort={() => onSort(key)} />,
    sorted: ariaSort(sort === key ? order : undefined),
  });
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = ids.some((id) => selected.has(id));
  const optional: Record<LeadColumnKey, Column<LeadListRow>> = {
    mobile: {
      key: 'mobile',
      header: 'Mobile',
      nowrap: true,
      render: (l) => <PhoneLink number={l.mobile} leadId={l._id} size="sm" />,
    },
    source: {
      key: 'source',
      header: 'Source',
      render: (l) => <CellText {...cut(90)}>{l.source?.name}</CellText>,
    },
    branch: {
      key: 'branch',
      header: 'Branch',
      render: (l) => <CellText {...cut(100)}>{l.branch?.name}</CellText>,
    },
    project: {
      key: 'project',
      header: 'Project',
      render: (l) => <CellText {...cut(80)}>{l.projectName ?? l.project}</CellText>,
    },
    requirement: {
      key: 'requirement',
      header: 'Requirement',
      render: (l) => <CellText {...cut(100)}>{l.requirement}</CellText>,
    },
    status: { key: 'status', ...sortable('status', 'Status'), render: (l) => <LeadStatusSelect lead={l} /> },
    assigned: {
      key: 'assigned',
      header: 'Assigned to',
      render: (l) => (
        <Group gap={6} wrap="nowrap">
          <CellText {...cut(90)} empty="Unassigned">
            {l.assignedTo?.name}
          </CellText>
          {isIdleLead(l, idleSince) ? (
            <Tooltip label="Still new: not contacted since it was assigned" withArrow>
              <Badge color="orange" variant="light" size="xs">
                Idle
              </Badge>
            </Tooltip>
          ) : null}
        </Group>
      ),
    },
    followUp: {
      key: 'followUp',
      ...sortable('nextFollowUp', 'Next follow-up'),
      nowrap: true,
      render: (l) => <FollowUp at={l.nextFollowUpAt} today={today} />,
    },
    lastActivity: {
      key: 'lastActivity',
      header: 'Last activity',
      nowrap: true,
      render: (l) => formatDate(l.lastActivityAt),
    },
    sinceContact: {
      key: 'sinceContact',
      header: 'Since contact',
      nowrap: true,
      render: (l) => <SinceContact at={l.lastContactedAt} today={today} />,
    },
    created: {
      key: 'created',
      ...sortable('created', 'Created'),
      nowrap: true,
      render: (l) => formatDate(l.createdAt),
    },
  };
  const columns: Column<LeadListRow>[] = [
    {
      key: 'select',
      header: (
        <Checkbox
          aria-label="Select all leads on this page"
          checked={all}
          indeterminate={some && !all}
          onChange={(e) => onSelect(ids, e.currentTarget.checked)}
        />
      ),
      width: 40,
      render: (l) => (
        <Checkbox
          aria-label={`Select ${l.name}`}
          checked={selected.has(l._id)}
          onChange={(e) => onSelect([l._id], e.currentTarget.checked)}
        />
      ),
    },
    {
      key: 'name',
      ...sortable('name', 'Name'),
      render: (l) => (
        <Anchor component={Link} to={leadHref(l._id)} fw={600} size="sm">
          <CellText {...cut(116)} fw={600} size="sm" c="inherit">
            {l.name}
          </CellText>
        </Anchor>
      ),
    },
    ...shown.map((key) => optional[key]),
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      width: 88,
      render: (l) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <EditAction label={`Edit ${l.name}`} onClick={() => onEdit(l)} />
          <Tooltip label="Move to Recycle Bin">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Move ${l.name} to the recycle bin`}
              loading={busyId === l._id}
              onClick={() => onBin(l)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
  return <DataTable label="Leads" columns={columns} rows={leads} rowKey={(l) => l._id} minWidth={900} />;
}
