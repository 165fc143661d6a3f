import { Button, Group, Paper, Select, SimpleGrid, Tabs, Text } from '@mantine/core';
import { IconFilterOff, IconPlus, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { type Purchase, type PurchaseRow, purchaseQuerySchema } from '../../../../domain/schemas/purchase';
import { formatCount, formatRupees } from '../../../lib/format';
import { useCompany } from '../../../lib/shared-queries';
import { useListParams } from '../../../lib/use-list-params';
import { DateField } from '../../../ui/date-field';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { ListPager } from '../../../ui/list-pager';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { useMaterials } from '../api/get-materials';
import { type PurchaseFilters, usePurchases } from '../api/get-purchases';
import { useSuppliers } from '../api/get-suppliers';
import { PayModal } from '../components/pay-modal';
import { PurchaseDrawer } from '../components/purchase-drawer';
import { PurchaseFormModal } from '../components/purchase-form-modal';
import { PurchasesTable } from '../components/purchases-table';
import { SuppliersPanel } from '../components/suppliers-panel';

/**
 * What the purchase list keeps in the URL: the API's query less the page size (its from ≤ to rule
 * is left to the server, so a link with the dates swapped still opens and says why it is empty).
 */
const listParams = z.object(purchaseQuerySchema.shape).omit({ pageSize: true });
const tabParams = z.object({ tab: z.enum(['purchases', 'suppliers']).default('purchases') });

/** /purchase — supplier bills with GST, payments and balances; suppliers on the second tab. */
export function PurchasesPage() {
  const tabUrl = useListParams(tabParams);
  const tab = tabUrl.params.tab;
  const url = useListParams(listParams);
  const { supplierId = null, from = '', to = '', status, page } = url.params;
  const { search = '' } = url.query;
  const filters: PurchaseFilters = { supplierId, from, to, status, search, page };
  const list = usePurchases(filters);
  const suppliers = useSuppliers();
  const materials = useMaterials();
  const company = useCompany();
  const [openId, setOpenId] = useState<string | null>(null);
  const [form, setForm] = useState<{ opened: boolean; purchase: Purchase | null }>({ opened: false, purchase: null });
  const [paying, setPaying] = useState<PurchaseRow | Purchase | null>(null);
  const filtered = url.filtered;

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
          <Button variant="default" onClick={url.clear}>
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
        <ListPager page={page} pages={list.data.pages} onChange={(next) => url.set({ page: next })} summary={false} />
      </>
    );

  return (
    <>
      <PageHeader
        title="Purchases"
        description="Suppliers' bills, GST, payments and what is still owed."
        actions={tab === 'purchases' ? addButton : null}
      />
      <Tabs
        value={tab}
        onChange={(next) => tabUrl.set({ tab: next === 'suppliers' ? 'suppliers' : 'purchases' })}
        mb="md"
      >
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
              value={supplierId}
              onChange={(v) => url.set({ supplierId: v ?? undefined })}
              w={240}
            />
            <DateField
              label="From"
              value={from}
              onChange={(v) => url.set({ from: v || undefined })}
              clearable
              w={160}
            />
            <DateField label="To" value={to} onChange={(v) => url.set({ to: v || undefined })} clearable w={160} />
            <Select
              label="Status"
              allowDeselect={false}
              data={[
                { value: 'all', label: 'All' },
                { value: 'due', label: 'Balance due' },
                { value: 'paid', label: 'Paid' },
              ]}
              value={status}
              onChange={(v) => url.set({ status: (v ?? 'all') as PurchaseFilters['status'] })}
              w={150}
            />
            <SearchInput
              label="Invoice number"
              value={url.search.value}
              onChange={url.search.onChange}
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
        companyState={company.data?.state ?? ''}
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
