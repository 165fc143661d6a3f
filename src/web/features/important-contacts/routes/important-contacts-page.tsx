import { Button, Group, Text } from '@mantine/core';
import { IconAddressBook, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { ImportantContact } from '../../../../domain/schemas/important-contact';
import { formatCount } from '../../../lib/format';
import { useDeleteWithConfirm } from '../../../lib/use-delete-with-confirm';
import { searchOnlyParams, useListParams } from '../../../lib/use-list-params';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { useDeleteContact } from '../api/delete-contact';
import { useImportantContacts } from '../api/get-contacts';
import { ContactFormModal } from '../components/contact-form-modal';
import { ContactsTable } from '../components/contacts-table';

function matches(contact: ImportantContact, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [contact.name, contact.mobile, contact.email, contact.profession, contact.pan].some((v) =>
    v?.toLowerCase().includes(q),
  );
}

export function ImportantContactsPage() {
  const contacts = useImportantContacts();
  const deleteContact = useDeleteContact();
  const { value: search, onChange: setSearch } = useListParams(searchOnlyParams).search;
  const [form, setForm] = useState<{ opened: boolean; contact: ImportantContact | null }>({
    opened: false,
    contact: null,
  });
  const listed = useMemo(() => (contacts.data ?? []).filter((c) => matches(c, search)), [contacts.data, search]);
  const total = contacts.data?.length ?? 0;

  const { busyId, onDelete } = useDeleteWithConfirm<ImportantContact>({
    mutation: deleteContact,
    confirm: (contact) => ({
      title: 'Delete contact',
      message: `Delete ${contact.name} from Important Contacts?`,
    }),
  });

  const addButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ opened: true, contact: null })}>
      Add Important Contact
    </Button>
  );

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
  else if (total === 0)
    body = (
      <EmptyList
        icon={<IconAddressBook size={26} />}
        title="No important contacts yet"
        description="Keep the lawyers, architects, bank officers and officials you work with in one place."
        action={addButton}
      />
    );
  else if (listed.length === 0)
    body = (
      <EmptyList
        icon={<IconSearch size={26} />}
        title="No contact matches your search"
        action={
          <Button variant="default" onClick={() => setSearch('')}>
            Clear search
          </Button>
        }
      />
    );
  else
    body = (
      <ContactsTable
        contacts={listed}
        busyId={busyId}
        onEdit={(contact) => setForm({ opened: true, contact })}
        onDelete={onDelete}
      />
    );

  return (
    <>
      <PageHeader title="Important Contacts" actions={addButton} />
      {contacts.isSuccess && total > 0 ? (
        <Group justify="space-between" align="flex-end" mb="md">
          <SearchInput value={search} onChange={setSearch} placeholder="Name, mobile, email or profession" />
          <Text size="sm" c="dimmed">
            {listed.length === total
              ? `${formatCount(total)} ${total === 1 ? 'contact' : 'contacts'}`
              : `${formatCount(listed.length)} of ${formatCount(total)} contacts`}
          </Text>
        </Group>
      ) : null}
      {body}
      <ContactFormModal
        opened={form.opened}
        contact={form.contact}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
      />
    </>
  );
}
