import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconPlus, IconSearch, IconSpeakerphone } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { can } from '../../../../domain/permissions';
import type { Source } from '../../../../domain/schemas/source';
import { ApiError } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/session-store';
import { confirmAction } from '../../../ui/confirm';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
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
  const updateSource = useUpdateSource();
  const [search, setSearch] = useState('');
  const [show, setShow] = useState<Show>('all');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [form, setForm] = useState<{ opened: boolean; source: Source | null }>({ opened: false, source: null });
  const listed = useMemo(
    () => (sources.data ?? []).filter((s) => matches(s, search, show)),
    [sources.data, search, show],
  );
  const total = sources.data?.length ?? 0;

  const onToggleActive = async (source: Source) => {
    setBusyId(source._id);
    try {
      await updateSource.mutateAsync({
        id: source._id,
        input: { name: source.name, description: source.description ?? '', active: !source.active },
      });
      notifySuccess(`${source.name} is now ${source.active ? 'inactive' : 'active'}.`);
    } catch (error) {
      notifyError(error, 'Could not change the source');
    } finally {
      setBusyId(null);
    }
  };

  const onDelete = async (source: Source) => {
    const confirmed = await confirmAction({
      title: 'Delete source',
      message: `Delete the source ${source.name}? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    setBusyId(source._id);
    try {
      await deleteSource.mutateAsync(source._id);
      notifySuccess(`${source.name} was deleted.`);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) notifyError(error, 'Could not delete the source');
    } finally {
      setBusyId(null);
    }
  };

  const addButton = canManage ? (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ opened: true, source: null })}>
      Add Source
    </Button>
  ) : null;

  let body: React.ReactNode;
  if (sources.isPending) body = <LoadingSpinner label="Loading sources…" />;
  else if (sources.isError)
    body = (
      <ErrorState
        title="Could not load the sources"
        error={sources.error}
        onRetry={() => void sources.refetch()}
        retrying={sources.isFetching}
      />
    );
  else if (total === 0)
    body = (
      <EmptyList
        icon={<IconSpeakerphone size={26} />}
        title="No lead sources yet"
        description="Add where your leads come from (portals, hoardings, walk-ins) to see which ones bring buyers."
        action={addButton}
      />
    );
  else if (listed.length === 0)
    body = (
      <EmptyList
        icon={<IconSearch size={26} />}
        title="No source matches"
        action={
          <Button
            variant="default"
            onClick={() => {
              setSearch('');
              setShow('all');
            }}
          >
            Clear filters
          </Button>
        }
      />
    );
  else
    body = (
      <SourcesTable
        sources={listed}
        canManage={canManage}
        busyId={busyId}
        onEdit={(source) => setForm({ opened: true, source })}
        onDelete={onDelete}
        onToggleActive={onToggleActive}
      />
    );

  return (
    <>
      <PageHeader title="Sources" description="Where your leads come from." actions={addButton} />
      {sources.isSuccess && total > 0 ? (
        <Group justify="space-between" align="flex-end" mb="md">
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
          <Text size="sm" c="dimmed">
            {listed.length === total
              ? `${formatCount(total)} ${total === 1 ? 'source' : 'sources'}`
              : `${formatCount(listed.length)} of ${formatCount(total)} sources`}
          </Text>
        </Group>
      ) : null}
      {body}
      <SourceFormModal
        opened={form.opened}
        source={form.source}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
      />
    </>
  );
}
