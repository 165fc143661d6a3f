import { Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { CONTACT_KIND_LABELS, type CustomerContact } from '../../../../domain/schemas/customer-contact';
import { useDeleteWithConfirm } from '../../../lib/use-delete-with-confirm';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PhoneLink } from '../../../ui/phone-link';
import { DeleteAction, EditAction } from '../../../ui/row-actions';
import { useDeleteContact } from '../api/delete-contact';
import { useContacts } from '../api/get-contacts';
import { ContactFormModal } from './contact-form-modal';

/** Co-applicants and family contacts of a flat buyer (/api/customerContact/). */
export function ContactsPanel({ entityId }: { entityId: string }) {
  const contacts = useContacts(entityId);
  const remove = useDeleteContact();
  const [form, setForm] = useState<{ opened: boolean; contact: CustomerContact | null }>({
    opened: false,
    contact: null,
  });

  const { busyId, onDelete } = useDeleteWithConfirm<CustomerContact>({
    mutation: remove,
    confirm: (contact) => ({
      title: 'Delete contact',
      message: `Delete ${contact.name} (${contact.relation})?`,
    }),
  });

  let body: React.ReactNode;
  if (contacts.isPending) body = <LoadingSpinner label="Loading contacts…" />;
  else if (contacts.isError)
    body = (
      <ErrorState
        title="Could not load the contacts"
        error={contacts.error}
        onRetry={() => void contacts.refetch()}
        retrying={contacts.isFetching}
      />
    );
  else if (contacts.data.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        No co-applicants or family contacts yet.
      </Text>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={620}>
        <Table aria-label="Co-applicants and family contacts" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Relation</Table.Th>
              <Table.Th>Mobile</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>PAN</Table.Th>
              <Table.Th ta="right">Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {contacts.data.map((c) => (
              <Table.Tr key={c._id}>
                <Table.Td fw={500}>{c.name}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={c.kind === 'co_applicant' ? 'teal' : 'gray'}>
                    {CONTACT_KIND_LABELS[c.kind]}
                  </Badge>
                </Table.Td>
                <Table.Td>{c.relation}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <PhoneLink number={c.mobile} />
                </Table.Td>
                <Table.Td>{c.email ?? '—'}</Table.Td>
                <Table.Td>{c.pan ?? '—'}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <EditAction label={`Edit ${c.name}`} onClick={() => setForm({ opened: true, contact: c })} />
                    <DeleteAction label={`Delete ${c.name}`} busy={busyId === c._id} onClick={() => onDelete(c)} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          Co-applicants and family
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => setForm({ opened: true, contact: null })}
        >
          Add Contact
        </Button>
      </Group>
      {body}
      <ContactFormModal
        entityId={entityId}
        opened={form.opened}
        contact={form.contact}
        defaultKind="co_applicant"
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
      />
    </Paper>
  );
}
