import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash, IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import type { Supplier } from '../../../../domain/schemas/supplier';
import { ApiError } from '../../../lib/api-client';
import { formatMobile } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { confirmAction } from '../../../ui/confirm';
import { type Column, DataTable } from '../../../ui/data-table';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { useDeleteSupplier } from '../api/delete-supplier';
import { useSuppliers } from '../api/get-suppliers';
import { SupplierFormModal } from './supplier-form-modal';

export function SuppliersPanel() {
  const suppliers = useSuppliers();
  const remove = useDeleteSupplier();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [form, setForm] = useState<{ opened: boolean; supplier: Supplier | null }>({ opened: false, supplier: null });

  const onDelete = async (s: Supplier) => {
    const confirmed = await confirmAction({
      title: 'Delete supplier',
      message: `Delete ${s.name}? A supplier with purchases cannot be deleted.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    setBusyId(s._id);
    try {
      await remove.mutateAsync(s._id);
      notifySuccess(`${s.name} was deleted.`);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) notifyError(error, 'Could not delete the supplier');
    } finally {
      setBusyId(null);
    }
  };

  const columns: Column<Supplier>[] = [
    {
      key: 'name',
      header: 'Supplier',
      render: (s) => (
        <div>
          <Text fw={600}>{s.name}</Text>
          {s.contactPerson ? (
            <Text size="xs" c="dimmed">
              {s.contactPerson}
            </Text>
          ) : null}
        </div>
      ),
    },
    { key: 'mobile', header: 'Mobile', nowrap: true, render: (s) => formatMobile(s.mobile) },
    { key: 'gstin', header: 'GSTIN', nowrap: true, render: (s) => s.gstin ?? '—' },
    { key: 'state', header: 'State', nowrap: true, render: (s) => s.state },
    {
      key: 'bank',
      header: 'Bank',
      render: (s) =>
        s.bankName ? `${s.bankName}${s.accNo ? ` · ${s.accNo}` : ''}${s.ifsc ? ` · ${s.ifsc}` : ''}` : '—',
    },
    {
      key: 'actions',
      header: <Text span>Actions</Text>,
      align: 'right',
      width: 100,
      render: (s) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon
              variant="subtle"
              aria-label={`Edit ${s.name}`}
              onClick={() => setForm({ opened: true, supplier: s })}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              loading={busyId === s._id}
              aria-label={`Delete ${s.name}`}
              onClick={() => onDelete(s)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
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
