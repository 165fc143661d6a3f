import { Button, Group, Text } from '@mantine/core';
import { IconBuildingStore, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { can } from '../../../../domain/permissions';
import type { Branch } from '../../../../domain/schemas/branch';
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
import { useDeleteBranch } from '../api/delete-branch';
import { useBranches } from '../api/get-branches';
import { BranchFormModal } from '../components/branch-form-modal';
import { BranchesTable } from '../components/branches-table';

function matches(branch: Branch, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [branch.name, branch.code, branch.city, branch.state, branch.address].some((v) =>
    v?.toLowerCase().includes(q),
  );
}

export function BranchesPage() {
  const user = useSessionUser();
  const canManage = can(user.role, 'masters.manage');
  const branches = useBranches();
  const deleteBranch = useDeleteBranch();
  const [search, setSearch] = useState('');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [form, setForm] = useState<{ opened: boolean; branch: Branch | null }>({ opened: false, branch: null });
  const listed = useMemo(() => (branches.data ?? []).filter((b) => matches(b, search)), [branches.data, search]);
  const total = branches.data?.length ?? 0;

  const onDelete = async (branch: Branch) => {
    const confirmed = await confirmAction({
      title: 'Delete branch',
      message: `Delete the ${branch.name} branch? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    setBusyId(branch._id);
    try {
      await deleteBranch.mutateAsync(branch._id);
      notifySuccess(`${branch.name} was deleted.`);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) notifyError(error, 'Could not delete the branch');
    } finally {
      setBusyId(null);
    }
  };

  const addButton = canManage ? (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ opened: true, branch: null })}>
      Add Branch
    </Button>
  ) : null;

  let body: React.ReactNode;
  if (branches.isPending) body = <LoadingSpinner label="Loading branches…" />;
  else if (branches.isError)
    body = (
      <ErrorState
        title="Could not load the branches"
        error={branches.error}
        onRetry={() => void branches.refetch()}
        retrying={branches.isFetching}
      />
    );
  else if (total === 0)
    body = (
      <EmptyList
        icon={<IconBuildingStore size={26} />}
        title="No branches yet"
        description="Add the offices your team works from. Members, leads and quotations are filed under a branch."
        action={addButton}
      />
    );
  else if (listed.length === 0)
    body = (
      <EmptyList
        icon={<IconSearch size={26} />}
        title="No branch matches your search"
        action={
          <Button variant="default" onClick={() => setSearch('')}>
            Clear search
          </Button>
        }
      />
    );
  else
    body = (
      <BranchesTable
        branches={listed}
        canManage={canManage}
        busyId={busyId}
        onEdit={(branch) => setForm({ opened: true, branch })}
        onDelete={onDelete}
      />
    );

  return (
    <>
      <PageHeader title="Branches" description="The offices and sites your team works from." actions={addButton} />
      {branches.isSuccess && total > 0 ? (
        <Group justify="space-between" align="flex-end" mb="md">
          <SearchInput value={search} onChange={setSearch} placeholder="Name, code, city or state" />
          <Text size="sm" c="dimmed">
            {listed.length === total
              ? `${formatCount(total)} ${total === 1 ? 'branch' : 'branches'}`
              : `${formatCount(listed.length)} of ${formatCount(total)} branches`}
          </Text>
        </Group>
      ) : null}
      {body}
      <BranchFormModal
        opened={form.opened}
        branch={form.branch}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
      />
    </>
  );
}
