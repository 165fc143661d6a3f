import { ActionIcon, Badge, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconBan, IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { z } from 'zod';
import { formatInr } from '../../../../domain/billing/indian-format';
import { paths } from '../../../../domain/paths';
import { type Invoice, invoiceListQuerySchema } from '../../../../domain/schemas/invoice';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { CellText } from '../../../ui/cell-text';
import { confirmAction } from '../../../ui/confirm';
import { type Column, DataTable } from '../../../ui/data-table';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { useCancelInvoice } from '../api/cancel-invoice';
import { useInvoicePage } from '../api/get-invoices';
import { Pager } from '../components/pager';

/** What the list keeps in the URL: the API's query less the page size; no page in the URL is page 1. */
const listParams = invoiceListQuerySchema
  .omit({ pageSize: true })
  .extend({ page: z.coerce.number().int().min(1).max(1_000_000).default(1) });

/** /InvoiceQuotation: issued GST tax invoices; issue new ones from a quotation's row in Billing. */
export function InvoicesPage() {
  const url = useListParams(listParams);
  const { page } = url.params;
  const { search: debounced = '' } = url.query;
  const setPage = (next: number) => next !== page && url.set({ page: next });
  const list = useInvoicePage({ search: debounced, page });
  const cancel = useCancelInvoice();

  const onCancel = async (invoice: Invoice) => {
    let reason = '';
    const confirmed = await confirmAction({
      title: `Cancel invoice ${invoice.invoiceNo}`,
      message: (
        <Stack>
          <Text size="sm">The invoice keeps its number and is marked cancelled. This cannot be undone.</Text>
          <Textarea label="Reason for cancelling" data-autofocus onChange={(e) => (reason = e.currentTarget.value)} />
        </Stack>
      ),
      confirmLabel: 'Cancel invoice',
      cancelLabel: 'Keep it',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await cancel.mutateAsync({ id: invoice._id, reason });
      notifySuccess(`Invoice ${invoice.invoiceNo} was cancelled.`);
    } catch (error) {
      notifyError(error, 'Could not cancel the invoice');
    }
  };

  const columns: Column<Invoice>[] = [
    {
      key: 'no',
      header: 'Invoice No',
      nowrap: true,
      render: (i) => (
        <Text fw={600} size="sm">
          {i.invoiceNo}
        </Text>
      ),
    },
    { key: 'date', header: 'Date', nowrap: true, render: (i) => formatDate(i.invoiceDate) },
    { key: 'quote', header: 'Quotation', nowrap: true, render: (i) => i.quoteNo },
    {
      key: 'recipient',
      header: 'Recipient',
      render: (i) => (
        <Stack gap={0}>
          <CellText maw={240}>{i.recipient.name}</CellText>
          <Text size="xs" c="dimmed">
            {i.recipient.gstin || 'Unregistered'}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'pos',
      header: 'Place of Supply',
      render: (i) => `${i.placeOfSupply} (${i.supplyType === 'intra' ? 'CGST + SGST' : 'IGST'})`,
    },
    { key: 'total', header: 'Total', align: 'right', nowrap: true, render: (i) => formatInr(i.totals.grandTotal) },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      render: (i) => (
        <Badge
          color={i.status === 'issued' ? 'green' : 'red'}
          variant="light"
          // A badge's label may otherwise shrink to an ellipsis when the table is tight.
          styles={{ label: { overflow: 'visible' } }}
        >
          {i.status === 'issued' ? 'Issued' : 'Cancelled'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (i) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Print">
            <ActionIcon
              component={Link}
              to={paths.invoicePrint(i._id)}
              variant="subtle"
              aria-label={`Print ${i.invoiceNo}`}
            >
              <IconPrinter size={18} />
            </ActionIcon>
          </Tooltip>
          {i.status === 'issued' ? (
            <Tooltip label="Cancel invoice">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Cancel ${i.invoiceNo}`}
                onClick={() => void onCancel(i)}
              >
                <IconBan size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ),
    },
  ];

  let body: React.ReactNode;
  if (list.isPending) body = <LoadingSpinner label="Loading invoices…" />;
  else if (list.isError)
    body = (
      <ErrorState
        title="Could not load the invoices"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (list.data.invoices.length === 0)
    body = (
      <EmptyList
        title={debounced ? 'No invoice matches your search.' : 'No tax invoices yet.'}
        description="Issue one from a quotation’s row on the Billing page."
      />
    );
  else
    body = (
      <>
        <DataTable
          label="Tax invoices"
          columns={columns}
          rows={list.data.invoices}
          rowKey={(i) => i._id}
          minWidth={980}
        />
        <Pager page={list.data.page} pages={list.data.pages} onPage={setPage} />
      </>
    );

  return (
    <>
      <PageHeader
        title="Tax Invoices"
        description="GST tax invoices issued from quotations. Issued invoices cannot be edited."
      />
      <Group mb="md">
        <SearchInput
          value={url.search.value}
          onChange={url.search.onChange}
          placeholder="Invoice number, quotation or recipient"
        />
      </Group>
      {body}
    </>
  );
}
