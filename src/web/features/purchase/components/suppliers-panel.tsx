import { Button, Group } from '@mantine/core';
import { IconPlus, IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import type { Supplier } from '../../../../domain/schemas/supplier';
import { useDeleteWithConfirm } from '../../../lib/use-delete-with-confirm';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PhoneLink } from '../../../ui/phone-link';
import { DeleteAction, EditAction } from '../../../ui/row-actions';
import { useDeleteSupplier } from '../api/delete-supplier';
import { useSuppliers } from '../api/get-suppliers';
import { SupplierFormModal } from './supplier-form-modal';

export function SuppliersPanel() {
  const suppliers = useSuppliers();
  const remove = useDeleteSupplier();
  const [form, setForm] = useState<{ opened: boolean; supplier: Supplier | null }>({ opened: false, supplier: null });

  const { busyId, onDelete } = useDeleteWithConfirm<Supplier>({
    mutation: remove,
    confirm: (s) => ({
      title: 'Delete supplier',
      message: `Delete ${s.name}? A supplier with purchases cannot be deleted.`,
    }),
  });

  const columns: Column<Supplier>[] = [
    {
      key: 'name',
      header: 'Supplier',
      render: (s) => (
        <div>
          <CellText fw={600} maw={280}>
            {s.name}
          </CellText>
          {s.contactPerson ? (
            <CellText size="xs" c="dimmed" maw={280} lines={1}>
              {s.contactPerson}
            </CellText>
          ) : null}
        </div>
      ),
    },
    { key: 'mobile', header: 'Mobile', nowrap: true, render: (s) => <PhoneLink number={s.mobile} /> },
    { key: 'gstin', header: 'GSTIN', nowrap: true, render: (s) => s.gstin ?? '—' },
    { key: 'state', header: 'State', nowrap: true, render: (s) => s.state },
    {
      key: 'bank',
      header: 'Bank',
      render: (s) => (
        <CellText maw={240}>
          {s.bankName ? `${s.bankName}${s.accNo ? ` · ${s.accNo}` : ''}${s.ifsc ? ` · ${s.ifsc}` : ''}` : null}
        </CellText>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      width: 100,
      render: (s) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <EditAction label={`Edit ${s.name}`} onClick={() => setForm({ opened: true, supplier: s })} />
          <DeleteAction label={`Delete ${s.name}`} busy={busyId === s._id} onClick={() => onDelete(s)} />
        </Group>
      ),
    },
  ];

  const addButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ opened: true, supplier: null })}>
      Add Supplier
    </Button>
  );
  let body: React.ReactNode;
  if (suppliers.isPending) body = <LoadingSpinner label="Loading suppliers…" />;
  else if (suppliers.isError)
    body = (
      <ErrorState
        title="Could not load the suppliers"
        error={suppliers.error}
        onRetry={() => void suppliers.refetch()}
        retrying={suppliers.isFetching}
      />
    );
  else if (suppliers.data.length === 0)
    body = (
      <EmptyList
        icon={<IconTruck size={26} />}
        title="No suppliers yet"
        description="Add the suppliers you buy from, with their GSTIN, state and bank details."
        action={addButton}
      />
    );
  else
    body = <DataTable label="Suppliers" columns={columns} rows={suppliers.data} rowKey={(s) => s._id} minWidth={900} />;

  return (
    <>
      {suppliers.isSuccess && suppliers.data.length > 0 ? (
        <Group justify="flex-end" mb="md">
          {addButton}
        </Group>
      ) : null}
      {body}
      <SupplierFormModal
        opened={form.opened}
        supplier={form.supplier}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
      />
    </>
  );
}
