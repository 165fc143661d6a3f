import { ActionIcon, Checkbox, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconTargetArrow } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths';
import { type Contact, salesContactKindLabels } from '../../../../domain/schemas/contact';
import { formatDate } from '../../../lib/format';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { PhoneLink } from '../../../ui/phone-link';
import { DeleteAction, EditAction } from '../../../ui/row-actions';

interface ContactsTableProps {
  contacts: Contact[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  busyId: string | null;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
  onConvert: (contact: Contact) => void;
}

function Mobile({ mobile }: { mobile: string | null }) {
  if (!mobile) return null;
  return <PhoneLink number={mobile} size="xs" c="dimmed" />;
}

export function ContactsTable(props: ContactsTableProps) {
  const { contacts, selected, onSelect, busyId, onEdit, onDelete, onConvert } = props;
  const ids = contacts.map((c) => c._id);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = ids.some((id) => selected.has(id));
  const columns: Column<Contact>[] = [
    {
      key: 'select',
      header: (
        <Checkbox
          aria-label="Select all contacts on this page"
          checked={all}
          indeterminate={some && !all}
          onChange={(e) => onSelect(ids, e.currentTarget.checked)}
        />
      ),
      width: 40,
      render: (c) => (
        <Checkbox
          aria-label={`Select ${c.name}`}
          checked={selected.has(c._id)}
          onChange={(e) => onSelect([c._id], e.currentTarget.checked)}
        />
      ),
    },
    {
      key: 'name',
      header: 'Name / Mobile',
      render: (c) => (
        <Stack gap={0}>
          <CellText maw={180} fw={600}>
            {c.name}
          </CellText>
          <Mobile mobile={c.mobile} />
        </Stack>
      ),
    },
    {
      key: 'kind',
      header: 'Kind',
      render: (c) => <Text size="sm">{salesContactKindLabels[c.kind]}</Text>,
    },
    {
      key: 'company',
      header: 'Company / City',
      render: (c) => (
        <Stack gap={0}>
          <CellText maw={160}>{c.company}</CellText>
          {c.city ? (
            <CellText maw={160} size="xs" c="dimmed" lines={1}>
              {c.city}
            </CellText>
          ) : null}
        </Stack>
      ),
    },
    { key: 'email', header: 'Email', render: (c) => <CellText maw={160}>{c.email}</CellText> },
    { key: 'notes', header: 'Notes', render: (c) => <CellText maw={180}>{c.notes}</CellText> },
    {
      key: 'assigned',
      header: 'Assigned to',
      render: (c) => (
        <CellText maw={130} empty="Unassigned">
          {c.assignedTo?.name}
        </CellText>
      ),
    },
    { key: 'created', header: 'Added', nowrap: true, render: (c) => formatDate(c.createdAt) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      width: 120,
      render: (c) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {c.convertedLead ? (
            <Tooltip label="Open the lead">
              <ActionIcon
                variant="subtle"
                color="teal"
                component={Link}
                to={paths.leadDetails(c.convertedLead._id)}
                aria-label={`Open the lead of ${c.name}`}
              >
                <IconExternalLink size={18} />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Tooltip label="Convert to lead">
              <ActionIcon variant="subtle" aria-label={`Convert ${c.name} to a lead`} onClick={() => onConvert(c)}>
                <IconTargetArrow size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <EditAction label={`Edit ${c.name}`} onClick={() => onEdit(c)} />
          <DeleteAction label={`Delete ${c.name}`} busy={busyId === c._id} onClick={() => onDelete(c)} />
        </Group>
      ),
    },
  ];
  return <DataTable label="Contacts" columns={columns} rows={contacts} rowKey={(c) => c._id} minWidth={960} />;
}
