import { Button, Group, Pagination, Paper, Select, SimpleGrid, Tabs, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilterOff, IconPlus, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import type { Purchase, PurchaseRow } from '../../../../domain/schemas/purchase';
import { formatCount, formatRupees } from '../../../lib/format';
import { DateField } from '../../../ui/date-field';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { useCompanyState } from '../api/get-company-state';
import { useMaterials } from '../api/get-materials';
import { type PurchaseFilters, usePurchases } from '../api/get-purchases';
import { useSuppliers } from '../api/get-suppliers';
import { PayModal } from '../components/pay-modal';
import { PurchaseDrawer } from '../components/purchase-drawer';
import { PurchaseFormModal } from '../components/purchase-form-modal';
import { PurchasesTable } from '../components/purchases-table';
import { SuppliersPanel } from '../components/suppliers-panel';

const noFilters: PurchaseFilters = { supplierId: null, from: '', to: '', status: 'all', search: '', page: 1 };

/** /purchase — supplier bills with GST, payments and balances; suppliers on the second tab. */
export function PurchasesPage() {
  const [tab, setTab] = useState<string | null>('purchases');
  const [filters, setFilters] = useState<PurchaseFilters>(noFilters);
  const [debouncedSearch] = useDebouncedValue(filters.search, 300);
  const list = usePurchases({ ...filters, search: debouncedSearch });
  const suppliers = useSuppliers();
  const materials = useMaterials();
  const company = useCompanyState();
  const [openId, setOpenId] = useState<string | null>(null);
  const [form, setForm] = useState<{ opened: boolean; purchase: Purchase | null }>({ opened: false, purchase: null });
  const [paying, setPaying] = useState<PurchaseRow | Purchase | null>(null);
  const set = <K extends keyof PurchaseFilters>(key: K, value: PurchaseFilters[K]) =>
    setFilters((f) => ({ ...f, [key]: value, page: key === 'page' ? (value as number) : 1 }));
  const filtered = JSON.stringify({ ...filters, page: 1 }) !== JSON.stringify(noFilters);

  const addButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ opened: true, purchase: null })}>
      Add Purchase
    </Button>
  );

  let body: React.ReactNode;
  if (list.isPending) body = <LoadingSpinner label="Loading purchases…" />;
  else if (list.isError)
    body = (
      <ErrorState
        title="Could not load the purchases"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (list.data.total === 0)
    body = filtered ? (
      <EmptyList
        icon={<IconFilterOff size={26} />}
        title="No purchase matches these filters"
        action={
          <Button variant="default" onClick={() => setFilters(noFilters)}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyList
        icon={<IconReceipt size={26} />}
        title="No purchases yet"
        description="Enter suppliers' bills line by line; GST, totals and balances are worked out for you."
        action={addButton}
      />
    );
  else
    body = (
      <>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
          <Summary
            label="Purchases"
            value={formatRupees(list.data.totals.total)}
            note={`${formatCount(list.data.total)} bills`}
          />
          <Summary label="Paid" value={formatRupees(list.data.totals.paid)} />
          <Summary label="Outstanding" value={formatRupees(list.data.totals.balance)} />
        </SimpleGrid>
        <PurchasesTable purchases={list.data.purchases} onOpen={(p) => setOpenId(p._id)} onPay={setPaying} />
        {list.data.pages > 1 ? (
          <Group justify="center" mt="md">
            <Pagination total={list.data.pages} value={filters.page} onChange={(page) => set('page', page)} />
          </Group>
        ) : null}
      </>
    );

  return (
    <>
      <PageHeader
        title="Purchases"
        description="Suppliers' bills, GST, payments and what is still owed."
        actions={tab === 'purchases' ? addButton : null}
      />
      <Tabs value={tab} onChange={setTab} mb="md">
        <Tabs.List>
          <Tabs.Tab value="purchases">Purchases</Tabs.Tab>
          <Tabs.Tab value="suppliers">Suppliers</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'suppliers' ? (
        <SuppliersPanel />
      ) : (
        <>
          <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
            <Select
              label="Supplier"
              placeholder="All suppliers"
              searchable
              clearable
              data={(suppliers.data ?? []).map((s) => ({ value: s._id, label: s.name }))}
              value={filters.supplierId}
              onChange={(v) => set('supplierId', v)}
              w={240}
            />
            <DateField label="From" value={filters.from} onChange={(v) => set('from', v)} clearable w={160} />
            <DateField label="To" value={filters.to} onChange={(v) => set('to', v)} clearable w={160} />
            <Select
              label="Status"
              allowDeselect={false}
              data={[
                { value: 'all', label: 'All' },
                { value: 'due', label: 'Balance due' },
                { value: 'paid', label: 'Paid' },
              ]}
              value={filters.status}
              onChange={(v) => set('status', (v ?? 'all') as PurchaseFilters['status'])}
              w={150}
            />
            <SearchInput
              label="Invoice number"
              value={filters.search}
              onChange={(v) => set('search', v)}
              placeholder="Invoice number"
            />
          </Group>
          {body}
        </>
      )}
      <PurchaseFormModal
        opened={form.opened}
        purchase={form.purchase}
        suppliers={suppliers.data ?? []}
        materials={materials.data ?? []}
        companyState={company.data ?? ''}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
        onSaved={(saved) => setOpenId(saved._id)}
      />
      <PurchaseDrawer
        purchaseId={openId}
        onClose={() => setOpenId(null)}
        onEdit={(purchase) => setForm({ opened: true, purchase })}
        onPay={setPaying}
      />
      <PayModal purchase={paying} onClose={() => setPaying(null)} />
    </>
  );
}

function Summary({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={20} fw={700}>
        {value}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}
