import { Alert } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useDraft } from '../api/get-draft';
import { useNextQuoteNo } from '../api/get-next-quote-no';
import { useQuotationLead } from '../api/get-quotation-lead';
import { emptyQuotation, fromDraft } from '../components/form-model';
import { QuotationForm } from '../components/quotation-form';

/**
 * /quotation/create/:id. The id is a lead's, to prefill name and mobile; `new` starts
 * an empty quotation. A lead that cannot be read leaves the form empty with a notice, so the
 * quotation can still be made. `?draft=` resumes a saved draft.
 */
export function QuotationCreatePage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const draftId = params.get('draft');
  const draft = useDraft(draftId);
  const next = useNextQuoteNo(!draftId);
  const lead = useQuotationLead(draftId ? undefined : id);

  let body: React.ReactNode;
  if (draftId && draft.isPending) body = <LoadingSpinner label="Opening your draft…" />;
  else if (draftId && draft.isError)
    body = <ErrorState title="Could not open the draft" error={draft.error} onRetry={() => void draft.refetch()} />;
  else if (!draftId && (next.isPending || (lead.isPending && lead.fetchStatus !== 'idle')))
    body = <LoadingSpinner label="Preparing a new quotation…" />;
  else {
    const fromLead = lead.data ? { name: lead.data.name, mobile: lead.data.mobile } : {};
    const initial = draft.data
      ? fromDraft(draft.data.data)
      : { ...emptyQuotation(), ...fromLead, quoteNo: next.data ?? '' };
    body = (
      <>
        {lead.isError ? (
          <Alert color="yellow" mb="md">
            Could not read that lead ({errorMessage(lead.error)}); fill in the name and mobile yourself.
          </Alert>
        ) : null}
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
      <PageHeader
        title="Create Quotation"
        description={draftId ? 'Resumed from your draft.' : lead.data ? `For the lead ${lead.data.name}.` : undefined}
      />
      {body}
    </>
  );
}
