import { useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useDraft } from '../api/get-draft';
import { useQuotation } from '../api/get-quotation';
import { fromDraft, toFormValues } from '../components/form-model';
import { QuotationForm } from '../components/quotation-form';

/** /quotation/edit/:id; `?draft=` resumes unsaved edits. */
export function QuotationEditPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const draftId = params.get('draft');
  const quotation = useQuotation(id);
  const draft = useDraft(draftId);

  let body: React.ReactNode;
  if (quotation.isPending || (draftId && draft.isPending)) body = <LoadingSpinner label="Loading the quotation…" />;
  else if (quotation.isError)
    body = (
      <ErrorState
        title="Could not load this quotation"
        error={quotation.error}
        onRetry={() => void quotation.refetch()}
        retrying={quotation.isFetching}
      />
    );
  else if (draftId && draft.isError)
    body = <ErrorState title="Could not open the draft" error={draft.error} onRetry={() => void draft.refetch()} />;
  else
    body = (
      <QuotationForm
        key={quotation.data._id}
        mode="edit"
        quotationId={quotation.data._id}
        initialValues={draft.data ? fromDraft(draft.data.data) : toFormValues(quotation.data)}
        draftId={draftId}
        startDirty={Boolean(draftId)}
      />
    );
  return (
    <>
      <PageHeader
        title="Edit Quotation"
        description={quotation.data ? `Quotation ${quotation.data.quoteNo}` : undefined}
      />
      {body}
    </>
  );
}
