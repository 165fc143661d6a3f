import { ActionIcon, Anchor, Badge, Checkbox, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { istDate } from '../../../../domain/india-date';
import { isIdleLead, type Lead, type LeadSort, type SortOrder } from '../../../../domain/schemas/lead';
import { formatDate } from '../../../lib/format';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { PhoneLink } from '../../../ui/phone-link';
import { EditAction } from '../../../ui/row-actions';
import { ariaSort, SortHeader } from '../../../ui/sort-header';
import { LeadStatusSelect } from './lead-status-select';

interface LeadsTableProps {
  leads: Lead[];
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
 * The follow-up as its India date; red with "Overdue" once that day has passed. Compared as India
 * dates against the server's day, so neither the browser's zone nor its clock moves the line.
 */
function FollowUp({ at, today }: { at: string | null; today: string | undefined }) {
  if (!at) return <Text c="dimmed">—</Text>;
  const day = istDate(new Date(at));
  const shown = day.split('-').reverse().join('/');
  if (!today || day >= today) return <Text size="sm">{shown}</Text>;
  return (
    <Tooltip label={`The follow-up was due on ${shown}`}>
      {/* The badge sits under the date: beside it, a narrow window squeezed it to "OV…". */}
      <Stack gap={2} align="flex-start">
        <Text size="sm" c="red.7" fw={600}>
          {shown}
        </Text>
        <Badge color="red" variant="light" size="xs" miw="max-content">
          Overdue
        </Badge>
      </Stack>
    </Tooltip>
  );
}

export const leadHref = (id: string) => `/LeadDetails/${id}`;

export function LeadsTable(props: LeadsTableProps) {
  const { leads, selected, onSelect, busyId, onEdit, onBin, sort, order, onSort, today, idleSince } = props;
  const ids = leads.map((l) => l._id);
  const sortable = (key: LeadSort, label: string) => ({
    header: <SortHeader label={label} order={sort === key ? order : undefined} onSort={() => onSort(key)} />,
    sorted: ariaSort(sort === key ? order : undefined),
  });
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = ids.some((id) => selected.has(id));
  const columns: Column<Lead>[] = [
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
      ...sortable('name', 'Name / Mobile'),
      render: (l) => (
        <Stack gap={0}>
          <Anchor component={Link} to={leadHref(l._id)} fw={600} size="sm">
            <CellText maw={200} fw={600} size="sm" c="inherit">
              {l.name}
            </CellText>
          </Anchor>
          <PhoneLink number={l.mobile} leadId={l._id} size="xs" c="dimmed" />
        </Stack>
      ),
    },
    { key: 'source', header: 'Source', render: (l) => <CellText maw={110}>{l.source?.name}</CellText> },
    {
      key: 'project',
      header: 'Project',
      render: (l) => (
        <Stack gap={0}>
          <CellText maw={140}>{l.project}</CellText>
          {l.requirement ? (
            <CellText maw={140} size="xs" c="dimmed" lines={1}>
              {l.requirement}
            </CellText>
          ) : null}
        </Stack>
      ),
    },
    { key: 'status', ...sortable('status', 'Status'), render: (l) => <LeadStatusSelect lead={l} /> },
    {
      key: 'assigned',
      header: 'Assigned to',
      render: (l) => (
        <Stack gap={2} align="flex-start">
          <CellText maw={120} empty="Unassigned">
            {l.assignedTo?.name}
          </CellText>
          {isIdleLead(l, idleSince) ? (
            <Tooltip label="Still new: not contacted since it was assigned" withArrow>
              <Badge color="orange" variant="light" size="xs">
                Idle
              </Badge>
            </Tooltip>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'followUp',
      ...sortable('nextFollowUp', 'Next follow-up'),
      nowrap: true,
      render: (l) => <FollowUp at={l.nextFollowUpAt} today={today} />,
    },
    { key: 'created', ...sortable('created', 'Created'), nowrap: true, render: (l) => formatDate(l.createdAt) },
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
  return <DataTable label="Leads" columns={columns} rows={leads} rowKey={(l) => l._id} minWidth={1000} />;
}
