import { useParams } from 'react-router';
import { paths } from '../../../../domain/paths';
import { useCompany } from '../../../lib/shared-queries';
import { fileNameTitle } from '../../../lib/use-document-title';
import { useInvoice } from '../api/get-invoice';
import { InvoiceSheet } from '../components/invoice-sheet';
import { useLetterheadReady } from '../components/letterhead';
import { PrintFrame } from '../components/print-frame';

/** /InvoiceQuotation/print/:id */
export function InvoicePrintPage() {
  const { id } = useParams();
  const invoice = useInvoice(id);
  const company = useCompany();
  const logoReady = useLetterheadReady(company.data);
  return (
    <PrintFrame
      backTo={paths.invoices()}
      backLabel="Back to tax invoices"
      title={invoice.data ? fileNameTitle('Tax invoice', invoice.data.invoiceNo, invoice.data.recipient.name) : null}
      ready={Boolean(invoice.data && company.data && logoReady)}
      error={invoice.error ?? company.error}
      onRetry={() => {
        void invoice.refetch();
        void company.refetch();
      }}
    >
      {invoice.data && company.data ? <InvoiceSheet invoice={invoice.data} company={company.data} /> : null}
    </PrintFrame>
  );
}
