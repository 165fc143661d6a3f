import { Alert } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useDraft } from '../api/get-draft';
import { useNextQuoteNo } from '../api/get-next-quote-no';
import { emptyQuotation, fromDraft } from '../components/form-model';
import { QuotationForm } from '../components/quotation-form';

/**
 * /quotation/create/:id (spec §2.7). The id is a lead's, to prefill name and mobile; leads are not
 * built yet, so every id starts an empty quotation. `?draft=` resumes a saved draft.
 */
export function QuotationCreatePage() {
  const [params] = useSearchParams();
  const draftId = params.get('draft');
  const draft = useDraft(draftId);
  const next = useNextQuoteNo(!draftId);

  let body: React.ReactNode;
  if (draftId && draft.isPending) body = <LoadingSpinner label="Opening your draft…" />;
  else if (draftId && draft.isError)
    body = <ErrorState title="Could not open the draft" error={draft.error} onRetry={() => void draft.refetch()} />;
  else if (!draftId && next.isPending) body = <LoadingSpinner label="Preparing a new quotation…" />;
  else {
    const initial = draft.data ? fromDraft(draft.data.data) : { ...emptyQuotation(), quoteNo: next.data ?? '' };
    body = (
      <>
        {next.isError ? (
          <Alert color="yellow" mb="md">
            Could not suggest the next quotation number; type one in.
          </Alert>
        ) : null}
        <QuotationForm mode="create" initialValues={initial} draftId={draftId} startDirty={Boolean(draftId)} />
      </>
    );
  }
  return (
    <>
      <PageHeader title="Create Quotation" description={draftId ? 'Resumed from your draft.' : undefined} />
      {body}
    </>
  );
}
