import { IconBuildingBank } from '@tabler/icons-react';
import { useMemo } from 'react';
import { can } from '../../../../domain/permissions';
import type { Bank } from '../../../../domain/schemas/bank';
import { useSessionUser } from '../../../lib/session-store';
import { useDeleteWithConfirm } from '../../../lib/use-delete-with-confirm';
import { useEditModal } from '../../../lib/use-edit-modal';
import { searchOnlyParams, useListParams } from '../../../lib/use-list-params';
import { addButton } from '../../../ui/add-button';
import { ListState } from '../../../ui/list-state';
import { ListToolbar } from '../../../ui/list-toolbar';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { useDeleteBank } from '../api/delete-bank';
import { useBanks } from '../api/get-banks';
import { BankFormModal } from '../components/bank-form-modal';
import { BanksTable } from '../components/banks-table';

function matches(bank: Bank, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [bank.name, bank.accountHolder, bank.accNo, bank.ifsc, bank.branch].some((v) => v?.toLowerCase().includes(q));
}

export function BanksPage() {
  const user = useSessionUser();
  const canManage = can(user.role, 'masters.manage');
  const banks = useBanks();
  const deleteBank = useDeleteBank();
  const { value: search, onChange: setSearch } = useListParams(searchOnlyParams).search;
  const form = useEditModal<Bank>();
  const listed = useMemo(() => (banks.data ?? []).filter((b) => matches(b, search)), [banks.data, search]);
  const total = banks.data?.length ?? 0;
  const { busyId, onDelete } = useDeleteWithConfirm<Bank>({
    mutation: deleteBank,
    confirm: (bank) => ({
      title: 'Delete bank',
      message: `Delete ${bank.name} (account ${bank.accNo})? Quotations already printed keep their bank details.`,
    }),
  });
  const add = addButton(canManage, 'Add Bank', () => form.open(null));

  return (
    <>
      <PageHeader title="Banks" description="Company bank accounts printed on quotations and invoices." actions={add} />
      {banks.isSuccess && total > 0 ? (
        <ListToolbar total={total} shown={listed.length} noun={['account', 'accounts']}>
          <SearchInput value={search} onChange={setSearch} placeholder="Bank, holder, account number or IFSC" />
        </ListToolbar>
      ) : null}
      <ListState
        query={banks}
        loadingLabel="Loading banks…"
        errorTitle="Could not load the banks"
        isEmpty={total === 0}
        noMatches={listed.length === 0}
        empty={{
          icon: <IconBuildingBank size={26} />,
          title: 'No bank accounts yet',
          description: 'Add the accounts customers pay into. Quotations print the chosen account with its terms.',
          action: add,
        }}
        noMatch={{ title: 'No bank matches your search', clearLabel: 'Clear search', onClear: () => setSearch('') }}
      >
        <BanksTable banks={listed} canManage={canManage} busyId={busyId} onEdit={form.open} onDelete={onDelete} />
      </ListState>
      <BankFormModal opened={form.opened} bank={form.record} onClose={form.close} />
    </>
  );
}
