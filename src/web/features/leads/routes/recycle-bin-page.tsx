import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconTrash, IconTrashOff } from '@tabler/icons-react';
import { useState } from 'react';
import { can } from '../../../../domain/permissions';
import { binQuerySchema, type Lead } from '../../../../domain/schemas/lead';
import { formatDate, formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/session-store';
import { useListParams } from '../../../lib/use-list-params';
import { confirmAction } from '../../../ui/confirm';
import { type Column, DataTable } from '../../../ui/data-table';
import { LeadStatusBadge } from '../../../ui/lead-status-badge';
import { ListPager } from '../../../ui/list-pager';
import { ListState } from '../../../ui/list-state';
import { ListToolbar } from '../../../ui/list-toolbar';
import { PageHeader } from '../../../ui/page-header';
import { PhoneLink } from '../../../ui/phone-link';
import { SearchInput } from '../../../ui/search-input';
import { useRecycleBin } from '../api/get-recycle-bin';
import { usePurgeLead } from '../api/purge-lead';
import { useRestoreLead } from '../api/restore-lead';
import { DeleteAllLeadsButton } from '../components/delete-all-leads-button';

const PAGE_SIZE = 20;
const binListParams = binQuerySchema.omit({ pageSize: true });

export function RecycleBinPage() {
  const url = useListParams(binListParams);
  const { page } = url.params;
  const { search: debounced = '' } = url.query;
  const { value: search, onChange: setSearch } = url.search;
  const setPage = (next: number) => next !== page && url.set({ page: next });
  const list = useRecycleBin(debounced, page, PAGE_SIZE);
  // The whole bin's count (the first unfiltered page, shared with the list when nothing is searched).
  const whole = useRecycleBin('', 1, PAGE_SIZE);
  const binTotal = whole.data?.total ?? 0;
  const canPurgeAll = can(useSessionUser().role, 'leads.purgeAll');
  const restore = useRestoreLead();
  const purge = usePurgeLead();
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (lead: Lead, work: () => Promise<{ message: string }>) => {
    setBusyId(lead._id);
    try {
      notifySuccess((await work()).message);
    } catch {
      // Told once, by the mutation cache (lib/query-client.ts).
    } finally {
      setBusyId(null);
    }
  };
  const onPurge = async (lead: Lead) => {
    const confirmed = await confirmAction({
      title: 'Delete permanently',
      message: `Delete ${lead.name} permanently? The lead and its history are removed and cannot be restored.`,
      confirmLabel: 'Delete permanently',
      danger: true,
    });
    if (confirmed) await run(lead, () => purge.mutateAsync(lead._id));
  };

  const columns: Column<Lead>[] = [
    {
      key: 'name',
      header: 'Name / Mobile',
      render: (l) => (
        <Stack gap={0} maw={260}>
          <Text fw={600} size="sm" lineClamp={2}>
            {l.name}
          </Text>
          <PhoneLink number={l.mobile} size="xs" c="dimmed" officeLine={false} />
        </Stack>
      ),
    },
    { key: 'source', header: 'Source', render: (l) => l.source?.name ?? '—' },
    { key: 'status', header: 'Status', render: (l) => <LeadStatusBadge status={l.status} /> },
    { key: 'assigned', header: 'Assigned to', render: (l) => l.assignedTo?.name ?? 'Unassigned' },
    { key: 'created', header: 'Created', nowrap: true, render: (l) => formatDate(l.createdAt) },
    { key: 'deleted', header: 'Moved to bin', nowrap: true, render: (l) => formatDateTime(l.deletedAt) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      width: 96,
      render: (l) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Restore">
            <ActionIcon
              variant="subtle"
              aria-label={`Restore ${l.name}`}
              loading={busyId === l._id && restore.isPending}
              onClick={() => run(l, () => restore.mutateAsync(l._id))}
            >
              <IconArrowBackUp size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete permanently">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${l.name} permanently`}
              loading={busyId === l._id && purge.isPending}
              onClick={() => onPurge(l)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  const total = list.data?.total ?? 0;
  return (
    <>
      <PageHeader
        title="Recycle Bin"
        description="Leads moved out of the list. Restore one to work on it again, or delete it permanently."
        actions={canPurgeAll && binTotal > 0 ? <DeleteAllLeadsButton count={binTotal} /> : null}
      />
      <ListToolbar total={total} shown={total} noun={['lead', 'leads']}>
        <SearchInput
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
          placeholder="Name, mobile or email"
        />
      </ListToolbar>
      <ListState
        query={list}
        loadingLabel="Loading the recycle bin…"
        errorTitle="Could not load the recycle bin"
        isEmpty={total === 0 && !debounced.trim()}
        noMatches={total === 0}
        empty={{
          icon: <IconTrashOff size={26} />,
          title: 'The recycle bin is empty',
          description: 'Leads moved to the recycle bin appear here until they are restored or deleted permanently.',
          action: null,
        }}
        noMatch={{
          title: 'No lead in the bin matches your search',
          clearLabel: 'Clear search',
          onClear: () => setSearch(''),
        }}
      >
        <DataTable
          label="Leads in the recycle bin"
          columns={columns}
          rows={list.data?.leads ?? []}
          rowKey={(l) => l._id}
        />
        <ListPager page={page} pages={list.data?.pages ?? 1} onChange={setPage} />
      </ListState>
    </>
  );
}
