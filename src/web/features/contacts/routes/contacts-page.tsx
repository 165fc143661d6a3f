import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconAddressBook, IconUserShare } from '@tabler/icons-react';
import { useState } from 'react';
import { type Contact, contactQuerySchema, type SalesContactKind } from '../../../../domain/schemas/contact';
import { formatCount } from '../../../lib/format';
import { useDeleteWithConfirm } from '../../../lib/use-delete-with-confirm';
import { useEditModal } from '../../../lib/use-edit-modal';
import { useListParams } from '../../../lib/use-list-params';
import { addButton } from '../../../ui/add-button';
import { ListPager } from '../../../ui/list-pager';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { SelectionBar } from '../../../ui/selection-bar';
import { useDeleteContact } from '../api/delete-contact';
import { useContactOptions, useContacts } from '../api/get-contacts';
import { AssignContactsModal } from '../components/assign-contacts-modal';
import { ContactFormModal, kindOptions } from '../components/contact-form-modal';
import { ContactsTable } from '../components/contacts-table';
import { ConvertContactModal } from '../components/convert-contact-modal';

const PAGE_SIZE = 20;
/** What the contact list keeps in the URL: the API's own query, less the page size. */
const listParams = contactQuerySchema.omit({ pageSize: true });

export function ContactsPage() {
  const url = useListParams(listParams);
  const { page, ...filters } = url.params;
  const list = useContacts({ ...filters, search: url.query.search, page, pageSize: PAGE_SIZE });
  const options = useContactOptions();
  const modal = useEditModal<Contact>();
  const [converting, setConverting] = useState<Contact | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [assignOpen, setAssignOpen] = useState(false);
  const { busyId, onDelete } = useDeleteWithConfirm<Contact>({
    mutation: useDeleteContact(),
    confirm: (contact) => ({ title: 'Delete contact', message: `Delete ${contact.name} from Contacts?` }),
  });
  const onSelect = (ids: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });

  const add = addButton(true, 'Add Contact', () => modal.open(null));
  const total = list.data?.total ?? 0;
  const ids = [...selected];

  return (
    <>
      <PageHeader
        title="Contacts"
        description="Brokers, channel partners, referrers and others who are not buyers yet. Important Contacts is the administrators' own directory; the Entity Manager keeps buyers, land owners and partners with payments."
        actions={add}
      />
      <Stack gap="xs" mb="md">
        <Group align="flex-end" gap="xs" wrap="wrap">
          <SearchInput
            value={url.search.value}
            onChange={url.search.onChange}
            placeholder="Name, mobile, email or company"
          />
          <Select
            label="Kind"
            placeholder="All kinds"
            data={kindOptions}
            value={filters.kind ?? null}
            onChange={(v) => url.set({ kind: (v as SalesContactKind | null) ?? undefined })}
            clearable
            w={160}
          />
          <Select
            label="Assigned to"
            placeholder="Anyone"
            data={[
              { value: 'unassigned', label: 'Unassigned' },
              ...(options.data?.assignees ?? []).map((a) => ({ value: a._id, label: a.name })),
            ]}
            value={filters.assignedTo ?? null}
            onChange={(v) => url.set({ assignedTo: v ?? undefined })}
            clearable
            searchable
            w={180}
          />
        </Group>
        {list.isSuccess ? (
          <Text size="sm" c="dimmed">
            {formatCount(total)} {url.filtered ? 'matching ' : ''}
            {total === 1 ? 'contact' : 'contacts'}
          </Text>
        ) : null}
      </Stack>
      <SelectionBar count={ids.length} onClear={() => setSelected(new Set())}>
        <Button size="xs" leftSection={<IconUserShare size={16} />} onClick={() => setAssignOpen(true)}>
          Assign
        </Button>
      </SelectionBar>
      <ListState
        query={list}
        loadingLabel="Loading contacts…"
        errorTitle="Could not load the contacts"
        isEmpty={total === 0 && !url.filtered}
        noMatches={total === 0}
        empty={{
          icon: <IconAddressBook size={26} />,
          title: 'No contacts yet',
          description:
            'Add the brokers and channel partners who bring you buyers, and convert them to leads when they enquire.',
          action: add,
        }}
        noMatch={{
          title: 'No contact matches your search or filters',
          clearLabel: 'Clear filters',
          onClear: url.clear,
        }}
      >
        <ContactsTable
          contacts={list.data?.contacts ?? []}
          selected={selected}
          onSelect={onSelect}
          busyId={busyId}
          onEdit={(contact) => modal.open(contact)}
          onDelete={async (contact) => {
            if (await onDelete(contact)) onSelect([contact._id], false);
          }}
          onConvert={setConverting}
        />
        <ListPager page={page} pages={list.data?.pages ?? 1} onChange={(p) => url.set({ page: p })} />
      </ListState>
      <ContactFormModal opened={modal.opened} contact={modal.record} onClose={modal.close} />
      <AssignContactsModal
        opened={assignOpen}
        contactIds={ids}
        onClose={() => setAssignOpen(false)}
        onDone={() => setSelected(new Set())}
      />
      <ConvertContactModal contact={converting} onClose={() => setConverting(null)} />
    </>
  );
}
