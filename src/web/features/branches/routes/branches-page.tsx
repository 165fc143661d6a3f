import { IconBuildingStore } from '@tabler/icons-react';
import { useMemo } from 'react';
import { can } from '../../../../domain/permissions';
import type { Branch } from '../../../../domain/schemas/branch';
import { useSessionUser } from '../../../lib/session-store';
import { useDeleteWithConfirm } from '../../../lib/use-delete-with-confirm';
import { useEditModal } from '../../../lib/use-edit-modal';
import { searchOnlyParams, useListParams } from '../../../lib/use-list-params';
import { addButton } from '../../../ui/add-button';
import { ListState } from '../../../ui/list-state';
import { ListToolbar } from '../../../ui/list-toolbar';
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
  const { value: search, onChange: setSearch } = useListParams(searchOnlyParams).search;
  const form = useEditModal<Branch>();
  const listed = useMemo(() => (branches.data ?? []).filter((b) => matches(b, search)), [branches.data, search]);
  const total = branches.data?.length ?? 0;
  const { busyId, onDelete } = useDeleteWithConfirm<Branch>({
    mutation: deleteBranch,
    confirm: (branch) => ({
      title: 'Delete branch',
      message: `Delete the ${branch.name} branch? This cannot be undone.`,
    }),
  });
  const add = addButton(canManage, 'Add Branch', () => form.open(null));

  return (
    <>
      <PageHeader title="Branches" description="The offices and sites your team works from." actions={add} />
      {branches.isSuccess && total > 0 ? (
        <ListToolbar total={total} shown={listed.length} noun={['branch', 'branches']}>
          <SearchInput value={search} onChange={setSearch} placeholder="Name, code, city or state" />
        </ListToolbar>
      ) : null}
      <ListState
        query={branches}
        loadingLabel="Loading branches…"
        errorTitle="Could not load the branches"
        isEmpty={total === 0}
        noMatches={listed.length === 0}
        empty={{
          icon: <IconBuildingStore size={26} />,
          title: 'No branches yet',
          description: 'Add the offices your team works from. Members, leads and quotations are filed under a branch.',
          action: add,
        }}
        noMatch={{ title: 'No branch matches your search', clearLabel: 'Clear search', onClear: () => setSearch('') }}
      >
        <BranchesTable branches={listed} canManage={canManage} busyId={busyId} onEdit={form.open} onDelete={onDelete} />
      </ListState>
      <BranchFormModal opened={form.opened} branch={form.record} onClose={form.close} />
    </>
  );
}
