import { useParams } from 'react-router';
import { paths } from '../../../../domain/paths';
import { useCompany } from '../../../lib/shared-queries';
import { fileNameTitle } from '../../../lib/use-document-title';
import { useQuotation } from '../api/get-quotation';
import { useLetterheadReady } from '../components/letterhead';
import { PrintFrame } from '../components/print-frame';
import { QuotationSheet } from '../components/quotation-sheet';

/** /quotation/print/:id. */
export function QuotationPrintPage() {
  const { id } = useParams();
  const quotation = useQuotation(id);
  const company = useCompany();
  const logoReady = useLetterheadReady(company.data);
  return (
    <PrintFrame
      backTo={paths.quotations()}
      backLabel="Back to quotations"
      title={quotation.data ? fileNameTitle('Quotation', quotation.data.quoteNo, quotation.data.name) : null}
      ready={Boolean(quotation.data && company.data && logoReady)}
      error={quotation.error ?? company.error}
      onRetry={() => {
        void quotation.refetch();
        void company.refetch();
      }}
    >
      {quotation.data && company.data ? <QuotationSheet quotation={quotation.data} company={company.data} /> : null}
    </PrintFrame>
  );
}
