import { ActionIcon, Anchor, Checkbox, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Lead } from '../../../../domain/schemas/lead';
import { formatDate, formatMobile } from '../../../lib/format';
import { type Column, DataTable } from '../../../ui/data-table';
import { LeadStatusSelect } from './lead-status-select';

interface LeadsTableProps {
  leads: Lead[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  busyId: string | null;
  onEdit: (lead: Lead) => void;
  onBin: (lead: Lead) => void;
}

export const leadHref = (id: string) => `/LeadDetails/${id}`;

export function LeadsTable({ leads, selected, onSelect, busyId, onEdit, onBin }: LeadsTableProps) {
  const ids = leads.map((l) => l._id);
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
      header: 'Name / Mobile',
      render: (l) => (
        <Stack gap={0} maw={170}>
          <Anchor component={Link} to={leadHref(l._id)} fw={600} lineClamp={2}>
            {l.name}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatMobile(l.mobile)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'source',
      header: 'Source',
      render: (l) => (
        <Text size="sm" maw={100}>
          {l.source?.name ?? '—'}
        </Text>
      ),
    },
    {
      key: 'project',
      header: 'Project',
      render: (l) => (
        <Stack gap={0} maw={120}>
          <Text size="sm" lineClamp={2}>
            {l.project ?? '—'}
          </Text>
          {l.requirement ? (
            <Text size="xs" c="dimmed">
              {l.requirement}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'status', header: 'Status', render: (l) => <LeadStatusSelect lead={l} /> },
    {
      key: 'assigned',
      header: 'Assigned to',
      render: (l) => (
        <Text size="sm" maw={110} c={l.assignedTo ? undefined : 'dimmed'}>
          {l.assignedTo?.name ?? 'Unassigned'}
        </Text>
      ),
    },
    { key: 'followUp', header: 'Next follow-up', nowrap: true, render: (l) => formatDate(l.nextFollowUpAt) },
    { key: 'created', header: 'Created', nowrap: true, render: (l) => formatDate(l.createdAt) },
    {
      key: 'actions',
      header: <Text span>Actions</Text>,
      align: 'right',
      width: 88,
      render: (l) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit ${l.name}`} onClick={() => onEdit(l)}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
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
  return <DataTable label="Leads" columns={columns} rows={leads} rowKey={(l) => l._id} minWidth={1040} />;
}
