import { Button, Group, Text } from '@mantine/core';
import { IconHomeSearch, IconPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type CustomerProperty,
  type CustomerType,
  customerQuerySchema,
} from '../../../../domain/schemas/customer-property';
import { formatCount } from '../../../lib/format';
import { useDeleteWithConfirm } from '../../../lib/use-delete-with-confirm';
import { useListParams } from '../../../lib/use-list-params';
import { ListPager } from '../../../ui/list-pager';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { useDeleteCustomer } from '../api/delete-customer';
import { useCustomers } from '../api/get-customers';
import { CustomerFilters } from '../components/customer-filters';
import { CustomerFormModal } from '../components/customer-form-modal';
import { CustomersTable } from '../components/customers-table';

/** What the customer list keeps in the URL: the API's own query, less the page size. */
const listParams = customerQuerySchema.omit({ pageSize: true });

export function CustomersPage() {
  const url = useListParams(listParams);
  const { type = null, subType = null, page } = url.params;
  const { search = '' } = url.query;
  const customers = useCustomers({ type, subType, search, page });
  const deleteCustomer = useDeleteCustomer();
  const [form, setForm] = useState<{ opened: boolean; customer: CustomerProperty | null }>({
    opened: false,
    customer: null,
  });
  const filtered = url.filtered;

  const { busyId, onDelete } = useDeleteWithConfirm<CustomerProperty>({
    mutation: deleteCustomer,
    confirm: () => ({
      title: 'Delete customer',
      message: 'Are you sure you want to delete this customer?',
    }),
    success: () => 'Customer deleted successfully!',
  });

  const addButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ opened: true, customer: null })}>
      Add Customer
    </Button>
  );

  const data = customers.data;
  const clearFilters = url.clear;
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
      <ListPager page={page} pages={data?.pages ?? 1} onChange={(next) => url.set({ page: next })} summary={false} />
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
          search={url.search.value}
          // A sub-type belongs to one type: changing the type clears it.
          onTypeChange={(value) =>
            url.set({ type: (value ?? undefined) as CustomerType | undefined, subType: undefined })
          }
          onSubTypeChange={(value) => url.set({ subType: value ?? undefined })}
          onSearchChange={url.search.onChange}
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
