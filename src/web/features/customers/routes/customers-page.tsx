import { Button, Group, Pagination, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHomeSearch, IconPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import type { CustomerProperty } from '../../../../domain/schemas/customer-property';
import { ApiError } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { confirmAction } from '../../../ui/confirm';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { useDeleteCustomer } from '../api/delete-customer';
import { useCustomers } from '../api/get-customers';
import { CustomerFilters } from '../components/customer-filters';
import { CustomerFormModal } from '../components/customer-form-modal';
import { CustomersTable } from '../components/customers-table';

export function CustomersPage() {
  const [type, setType] = useState<string | null>(null);
  const [subType, setSubType] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const customers = useCustomers({ type, subType, search: debouncedSearch, page });
  const deleteCustomer = useDeleteCustomer();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [form, setForm] = useState<{ opened: boolean; customer: CustomerProperty | null }>({
    opened: false,
    customer: null,
  });
  const filtered = Boolean(type || subType || debouncedSearch.trim());

  const onDelete = async (customer: CustomerProperty) => {
    const confirmed = await confirmAction({
      title: 'Delete customer',
      message: 'Are you sure you want to delete this customer?',
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    setBusyId(customer._id);
    try {
      await deleteCustomer.mutateAsync(customer._id);
      notifySuccess('Customer deleted successfully!');
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) notifyError(new Error('Failed to delete customer.'));
    } finally {
      setBusyId(null);
    }
  };

  const addButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ opened: true, customer: null })}>
      Add Customer
    </Button>
  );

  const data = customers.data;
  const clearFilters = () => {
    setType(null);
    setSubType(null);
    setSearch('');
    setPage(1);
  };
  const body = (
    <ListState
      query={customers}
      loadingLabel="Loading customers…"
      errorTitle="Could not load the customers"
      isEmpty={data?.total === 0 && !filtered}
      noMatches={data?.data.length === 0}
      empty={{
        icon: <IconUsers size={26} />,
        title: 'No customers yet',
        description: 'Add flat and shop owners with their KYC documents: Aadhar, PAN and light bill.',
        action: addButton,
      }}
      noMatch={{
        title: 'No customer matches these filters',
        clearLabel: 'Clear filters',
        onClear: clearFilters,
        icon: <IconHomeSearch size={26} />,
      }}
    >
      <CustomersTable
        customers={data?.data ?? []}
        busyId={busyId}
        onEdit={(customer) => setForm({ opened: true, customer })}
        onDelete={onDelete}
      />
      {data && data.pages > 1 ? (
        <Group justify="center" mt="md">
          <Pagination total={data.pages} value={page} onChange={setPage} aria-label="Pages" />
        </Group>
      ) : null}
    </ListState>
  );

  return (
    <>
      <PageHeader
        title="Customer Management"
        description="Property owners with their KYC documents."
        actions={addButton}
      />
      <Group justify="space-between" align="flex-end" mb="md">
        <CustomerFilters
          type={type}
          subType={subType}
          search={search}
          onTypeChange={(value) => {
            setType(value);
            setSubType(null);
            setPage(1);
          }}
          onSubTypeChange={(value) => {
            setSubType(value);
            setPage(1);
          }}
          onSearchChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        {data ? (
          <Text size="sm" c="dimmed">
            {formatCount(data.total)} {data.total === 1 ? 'customer' : 'customers'}
          </Text>
        ) : null}
      </Group>
      {body}
      <CustomerFormModal
        opened={form.opened}
        customer={form.customer}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
      />
    </>
  );
}
