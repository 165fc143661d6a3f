import { Badge, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths';
import type { CustomerProperty } from '../../../../domain/schemas/customer-property';
import { formatDate } from '../../../lib/format';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { DeleteAction, EditAction } from '../../../ui/row-actions';
import { CustomerAvatar } from './customer-avatar';

interface CustomersTableProps {
  customers: CustomerProperty[];
  busyId: string | null;
  onEdit: (customer: CustomerProperty) => void;
  onDelete: (customer: CustomerProperty) => void;
}

/** "919822012345" → "+91 98220 12345" */
export function showContact(contact: string): string {
  const m = /^91(\d{5})(\d{5})$/.exec(contact);
  return m ? `+91 ${m[1]} ${m[2]}` : contact;
}

export function CustomersTable({ customers, busyId, onEdit, onDelete }: CustomersTableProps) {
  const columns: Column<CustomerProperty>[] = [
    {
      key: 'profile',
      header: 'Profile',
      width: 56,
      render: (c) => <CustomerAvatar profile={c.documents.profile} name={c.ownerName} radius="xl" />,
    },
    {
      key: 'name',
      header: 'Name',
      render: (c) => (
        <CellText fw={600} maw={200}>
          {c.ownerName}
        </CellText>
      ),
    },
    {
      key: 'address',
      header: 'Address',
      render: (c) => <CellText maw={200}>{c.address}</CellText>,
    },
    {
      key: 'contact',
      header: 'Contact',
      render: (c) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {showContact(c.contact)}
        </Text>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      render: (c) => (
        <Badge
          variant="light"
          color={c.type === 'Residential' ? 'teal' : 'grape'}
          tt="none"
          style={{ overflow: 'visible' }}
          styles={{ label: { overflow: 'visible' } }}
        >
          {c.type}
        </Badge>
      ),
    },
    { key: 'subType', header: 'Sub Type', nowrap: true, render: (c) => <Text size="sm">{c.subType}</Text> },
    { key: 'project', header: 'Project', render: (c) => <CellText maw={180}>{c.projectName}</CellText> },
    {
      key: 'created',
      header: 'Created',
      nowrap: true,
      render: (c) => <Text size="sm">{formatDate(c.createdAt)}</Text>,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (c) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            component={Link}
            to={paths.customerProfile(c._id)}
            size="compact-xs"
            variant="light"
            aria-label={`View ${c.ownerName}`}
          >
            View
          </Button>
          <EditAction label={`Edit ${c.ownerName}`} onClick={() => onEdit(c)} />
          <DeleteAction label={`Delete ${c.ownerName}`} busy={busyId === c._id} onClick={() => onDelete(c)} />
        </Group>
      ),
    },
  ];
  return <DataTable label="Customers" columns={columns} rows={customers} rowKey={(c) => c._id} minWidth={1000} />;
}
