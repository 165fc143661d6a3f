import { Group, Text } from '@mantine/core';
import type { ImportantContact } from '../../../../domain/schemas/important-contact';
import { formatDate } from '../../../lib/format';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { PhoneLink } from '../../../ui/phone-link';
import { DeleteAction, EditAction } from '../../../ui/row-actions';

interface ContactsTableProps {
  contacts: ImportantContact[];
  busyId: string | null;
  onEdit: (contact: ImportantContact) => void;
  onDelete: (contact: ImportantContact) => void;
}

/** "+919822012345" → "+91 98220 12345" */
function showMobile(mobile: string): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(mobile);
  return m ? `+91 ${m[1]} ${m[2]}` : mobile;
}

export function ContactsTable({ contacts, busyId, onEdit, onDelete }: ContactsTableProps) {
  const columns: Column<ImportantContact>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (c) => (
        <CellText fw={600} maw={240}>
          {c.name}
        </CellText>
      ),
    },
    {
      key: 'mobile',
      header: 'Mobile',
      nowrap: true,
      render: (c) => <PhoneLink number={c.mobile} display={showMobile(c.mobile)} />,
    },
    {
      key: 'email',
      header: 'Email',
      render: (c) => (
        <CellText maw={240} lines={1}>
          {c.email}
        </CellText>
      ),
    },
    {
      key: 'pan',
      header: 'PAN',
      render: (c) =>
        c.pan ? (
          <Text size="sm" ff="monospace">
            {c.pan}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    { key: 'profession', header: 'Profession', render: (c) => <CellText maw={200}>{c.profession}</CellText> },
    {
      key: 'date',
      header: 'Date',
      nowrap: true,
      render: (c) => <Text size="sm">{formatDate(`${c.date}T00:00:00`)}</Text>,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (c) => (
        <Group gap={2} justify="flex-end" wrap="nowrap">
          <EditAction label={`Edit ${c.name}`} onClick={() => onEdit(c)} />
          <DeleteAction label={`Delete ${c.name}`} busy={busyId === c._id} onClick={() => onDelete(c)} />
        </Group>
      ),
    },
  ];
  return (
    <DataTable label="Important contacts" columns={columns} rows={contacts} rowKey={(c) => c._id} minWidth={900} />
  );
}
