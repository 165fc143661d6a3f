import { Button, Group, Select, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { QUOTATION_TYPES } from '../../../../domain/billing/catalogue';
import { paths } from '../../../../domain/paths';
import { QUOTATION_PAGE_SIZE, type Quotation, quotationListQuerySchema } from '../../../../domain/schemas/quotation';
import { formatCount } from '../../../lib/format';
import { useDeleteWithConfirm } from '../../../lib/use-delete-with-confirm';
import { useListParams } from '../../../lib/use-list-params';
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

/** What the list keeps in the URL: the API's query less the page size; no page in the URL is page 1. */
const listParams = quotationListQuerySchema
  .omit({ pageSize: true })
  .extend({ page: z.coerce.number().int().min(1).max(1_000_000).default(1) });

/** /quotation (Billing): a change of filter goes back to page 1; the search applies as typing pauses. */
export function QuotationsPage() {
  const url = useListParams(listParams);
  const { page, ...filters } = url.params;
  const [invoicing, setInvoicing] = useState<Quotation | null>(null);
  const list = useQuotationPage({ ...filters, search: url.query.search, page, pageSize: QUOTATION_PAGE_SIZE });
  const deleteQuotation = useDeleteQuotation();
  const setPage = (next: number) => next !== page && url.set({ page: next });
  const set = (key: 'from' | 'to' | 'type') => (value: string | null) => url.set({ [key]: value || undefined });

  const { busyId, onDelete } = useDeleteWithConfirm<Quotation>({
    mutation: deleteQuotation,
    confirm: () => ({
      title: 'Delete quotation',
      message: 'Are you sure you want to delete this quotation?',
    }),
    success: (quotation) => `Quotation ${quotation.quoteNo} was deleted.`,
  });

  // A page past the end (after deletes) moves back to the last page.
  useEffect(() => {
    if (list.data && list.data.pages > 0 && page > list.data.pages)
      url.set({ page: list.data.pages }, { replace: true });
  }, [list.data, page, url.set]);

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
          <Button component={Link} to={paths.quotationCreate('new')} leftSection={<IconPlus size={18} />}>
            CREATE QUOTATION
          </Button>
        }
      />
      <Group align="flex-end" mb="md" gap="sm" wrap="wrap">
        <SearchInput
          value={url.search.value}
          onChange={url.search.onChange}
          placeholder="Lead name, mobile or quote number"
        />
        <DateField label="From" value={filters.from ?? ''} onChange={set('from')} clearable w={160} />
        <DateField label="To" value={filters.to ?? ''} onChange={set('to')} clearable w={160} />
        <Select
          label="Type"
          placeholder="All types"
          data={[...QUOTATION_TYPES]}
          value={filters.type ?? null}
          onChange={set('type')}
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
