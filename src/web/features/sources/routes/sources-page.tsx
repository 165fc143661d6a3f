import { Group, SegmentedControl } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { can } from '../../../../domain/permissions';
import type { Source } from '../../../../domain/schemas/source';
import { notifySuccess } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/session-store';
import { useDeleteWithConfirm } from '../../../lib/use-delete-with-confirm';
import { useEditModal } from '../../../lib/use-edit-modal';
import { searchOnlyParams, useListParams } from '../../../lib/use-list-params';
import { addButton } from '../../../ui/add-button';
import { ListState } from '../../../ui/list-state';
import { ListToolbar } from '../../../ui/list-toolbar';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { useDeleteSource } from '../api/delete-source';
import { useSources } from '../api/get-sources';
import { useUpdateSource } from '../api/update-source';
import { SourceFormModal } from '../components/source-form-modal';
import { SourcesTable } from '../components/sources-table';

type Show = 'all' | 'active' | 'inactive';

function matches(source: Source, query: string, show: Show): boolean {
  if (show === 'active' && !source.active) return false;
  if (show === 'inactive' && source.active) return false;
  const q = query.trim().toLowerCase();
  return !q || [source.name, source.description].some((v) => v?.toLowerCase().includes(q));
}

export function SourcesPage() {
  const user = useSessionUser();
  const canManage = can(user.role, 'masters.manage');
  const sources = useSources();
  const deleteSource = useDeleteSource();
  const updateSource = useUpdateSource({ errorTitle: 'Could not change the source' });
  const { value: search, onChange: setSearch } = useListParams(searchOnlyParams).search;
  const [show, setShow] = useState<Show>('all');
  const form = useEditModal<Source>();
  const listed = useMemo(
    () => (sources.data ?? []).filter((s) => matches(s, search, show)),
    [sources.data, search, show],
  );
  const total = sources.data?.length ?? 0;
  const { busyId: deletingId, onDelete } = useDeleteWithConfirm<Source>({
    mutation: deleteSource,
    confirm: (source) => ({
      title: 'Delete source',
      message: `Delete the source ${source.name}? This cannot be undone.`,
    }),
  });

  const onToggleActive = (source: Source) =>
    updateSource.mutate(
      { id: source._id, input: { name: source.name, description: source.description ?? '', active: !source.active } },
      { onSuccess: () => notifySuccess(`${source.name} is now ${source.active ? 'inactive' : 'active'}.`) },
    );
  const toggling = updateSource.isPending ? (updateSource.variables?.id ?? null) : null;

  const add = addButton(canManage, 'Add Source', () => form.open(null));
  const clearFilters = () => {
    setSearch('');
    setShow('all');
  };

  return (
    <>
      <PageHeader title="Sources" description="Where your leads come from." actions={add} />
      {sources.isSuccess && total > 0 ? (
        <ListToolbar total={total} shown={listed.length} noun={['source', 'sources']}>
          <Group align="flex-end">
            <SearchInput value={search} onChange={setSearch} placeholder="Name or description" />
            <SegmentedControl
              aria-label="Show"
              value={show}
              onChange={(value) => setShow(value as Show)}
              data={[
                { value: 'all', label: 'All' },
                { value: 'active', label: 'Active' },
                { value: 'inactive', label: 'Inactive' },
              ]}
            />
          </Group>
        </ListToolbar>
      ) : null}
      <ListState
        query={sources}
        loadingLabel="Loading sources…"
        errorTitle="Could not load the sources"
        isEmpty={total === 0}
        noMatches={listed.length === 0}
        empty={{
          icon: <IconSpeakerphone size={26} />,
          title: 'No lead sources yet',
          description: 'Add where your leads come from (portals, hoardings, walk-ins) to see which ones bring buyers.',
          action: add,
        }}
        noMatch={{ title: 'No source matches', clearLabel: 'Clear filters', onClear: clearFilters }}
      >
        <SourcesTable
          sources={listed}
          canManage={canManage}
          busyId={deletingId ?? toggling}
          onEdit={form.open}
          onDelete={onDelete}
          onToggleActive={onToggleActive}
        />
      </ListState>
      <SourceFormModal opened={form.opened} source={form.record} onClose={form.close} />
    </>
  );
}
