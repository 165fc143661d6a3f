import { Button, Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { QUOTATION_TYPES } from '../../../../domain/billing/catalogue';
import { QUOTATION_PAGE_SIZE, type Quotation } from '../../../../domain/schemas/quotation';
import { ApiError } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { confirmAction } from '../../../ui/confirm';
import { DateField } from '../../../ui/date-field';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { useDeleteQuotation } from '../api/delete-quotation';
import { useQuotationPage } from '../api/get-quotations';
import { CreateInvoiceModal } from '../components/create-invoice-modal';
import { Pager } from '../components/pager';
import { QuotationsTable } from '../components/quotations-table';

/** /quotation (Billing, spec §2.6): filters apply 300 ms after the last change and go back to page 1. */
export function QuotationsPage() {
  const [filters, setFilters] = useState({ search: '', from: '', to: '', type: '' });
  const [debounced] = useDebouncedValue(filters, 300);
  const [page, setPage] = useState(1);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [invoicing, setInvoicing] = useState<Quotation | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of filters resets the page
  useEffect(() => setPage(1), [debounced]);
  const list = useQuotationPage({
    search: debounced.search || undefined,
    from: debounced.from || undefined,
    to: debounced.to || undefined,
    type: debounced.type || undefined,
    page,
    pageSize: QUOTATION_PAGE_SIZE,
  });
  const deleteQuotation = useDeleteQuotation();
  const set = (key: keyof typeof filters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));

  const onDelete = async (quotation: Quotation) => {
    const confirmed = await confirmAction({
      title: 'Delete quotation',
      message: 'Are you sure you want to delete this quotation?',
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    setBusyId(quotation._id);
    try {
      await deleteQuotation.mutateAsync(quotation._id);
      notifySuccess(`Quotation ${quotation.quoteNo} was deleted.`);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) notifyError(error, 'Could not delete the quotation');
    } finally {
      setBusyId(null);
    }
  };

  // A page past the end (after deletes) moves back to the last page.
  useEffect(() => {
    if (list.data && page > list.data.pages) setPage(list.data.pages);
  }, [list.data, page]);

  let body: React.ReactNode;
  if (list.isPending) body = <LoadingSpinner label="Loading quotations…" />;
  else if (list.isError)
    body = (
      <ErrorState
        title="Could not load the quotations"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (list.data.quotations.length === 0) body = <EmptyList title="No quotations found." />;
  else
    body = (
      <>
        <QuotationsTable
          quotations={list.data.quotations}
          busyId={busyId}
          onDelete={onDelete}
          onInvoice={setInvoicing}
        />
        <Pager page={list.data.page} pages={list.data.pages} onPage={setPage} />
      </>
    );

  return (
    <>
      <PageHeader
        title="Billing"
        description="Quotations for construction materials."
        actions={
          <Button component={Link} to="/quotation/create/new" leftSection={<IconPlus size={18} />}>
            CREATE QUOTATION
          </Button>
        }
      />
      <Group align="flex-end" mb="md" gap="sm" wrap="wrap">
        <SearchInput value={filters.search} onChange={set('search')} placeholder="Lead name, mobile or quote number" />
        <DateField label="From" value={filters.from} onChange={set('from')} clearable w={160} />
        <DateField label="To" value={filters.to} onChange={set('to')} clearable w={160} />
        <Select
          label="Type"
          placeholder="All types"
          data={[...QUOTATION_TYPES]}
          value={filters.type || null}
          onChange={(v) => set('type')(v ?? '')}
          clearable
          w={180}
        />
        {list.data ? (
          <Text size="sm" c="dimmed" ml="auto" aria-live="polite">
            {formatCount(list.data.total)} {list.data.total === 1 ? 'quotation' : 'quotations'}
          </Text>
        ) : null}
      </Group>
      {body}
      <CreateInvoiceModal quotation={invoicing} onClose={() => setInvoicing(null)} />
    </>
  );
}
