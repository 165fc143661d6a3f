import { Button, Group, Text } from '@mantine/core';
import { IconBuildingBank, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { can } from '../../../../domain/permissions';
import type { Bank } from '../../../../domain/schemas/bank';
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
  const [search, setSearch] = useState('');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [form, setForm] = useState<{ opened: boolean; bank: Bank | null }>({ opened: false, bank: null });
  const listed = useMemo(() => (banks.data ?? []).filter((b) => matches(b, search)), [banks.data, search]);
  const total = banks.data?.length ?? 0;

  const onDelete = async (bank: Bank) => {
    const confirmed = await confirmAction({
      title: 'Delete bank',
      message: `Delete ${bank.name} (account ${bank.accNo})? Quotations already printed keep their bank details.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    setBusyId(bank._id);
    try {
      await deleteBank.mutateAsync(bank._id);
      notifySuccess(`${bank.name} was deleted.`);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) notifyError(error, 'Could not delete the bank');
    } finally {
      setBusyId(null);
    }
  };

  const addButton = canManage ? (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ opened: true, bank: null })}>
      Add Bank
    </Button>
  ) : null;

  let body: React.ReactNode;
  if (banks.isPending) body = <LoadingSpinner label="Loading banks…" />;
  else if (banks.isError)
    body = (
      <ErrorState
        title="Could not load the banks"
        error={banks.error}
        onRetry={() => void banks.refetch()}
        retrying={banks.isFetching}
      />
    );
  else if (total === 0)
    body = (
      <EmptyList
        icon={<IconBuildingBank size={26} />}
        title="No bank accounts yet"
        description="Add the accounts customers pay into. Quotations print the chosen account with its terms."
        action={addButton}
      />
    );
  else if (listed.length === 0)
    body = (
      <EmptyList
        icon={<IconSearch size={26} />}
        title="No bank matches your search"
        action={
          <Button variant="default" onClick={() => setSearch('')}>
            Clear search
          </Button>
        }
      />
    );
  else
    body = (
      <BanksTable
        banks={listed}
        canManage={canManage}
        busyId={busyId}
        onEdit={(bank) => setForm({ opened: true, bank })}
        onDelete={onDelete}
      />
    );

  return (
    <>
      <PageHeader
        title="Banks"
        description="Company bank accounts printed on quotations and invoices."
        actions={addButton}
      />
      {banks.isSuccess && total > 0 ? (
        <Group justify="space-between" align="flex-end" mb="md">
          <SearchInput value={search} onChange={setSearch} placeholder="Bank, holder, account number or IFSC" />
          <Text size="sm" c="dimmed">
            {listed.length === total
              ? `${formatCount(total)} ${total === 1 ? 'account' : 'accounts'}`
              : `${formatCount(listed.length)} of ${formatCount(total)} accounts`}
          </Text>
        </Group>
      ) : null}
      {body}
      <BankFormModal opened={form.opened} bank={form.bank} onClose={() => setForm((f) => ({ ...f, opened: false }))} />
    </>
  );
}
