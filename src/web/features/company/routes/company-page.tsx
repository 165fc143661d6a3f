import { useCompany } from '../../../lib/shared-queries';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { CompanyForm } from '../components/company-form';

/** /company (Billing, administrators): the letterhead on quotations and tax invoices. */
export function CompanyPage() {
  const company = useCompany();
  return (
    <>
      <PageHeader
        title="Company Profile"
        description="Printed as the letterhead on quotations and tax invoices. Tax invoices need the name, address, state and GSTIN."
      />
      {company.isPending ? (
        <LoadingSpinner label="Loading the company profile…" />
      ) : company.isError ? (
        <ErrorState
          title="Could not load the company profile"
          error={company.error}
          onRetry={() => void company.refetch()}
          retrying={company.isFetching}
        />
      ) : (
        <CompanyForm key={company.data.updatedAt ?? 'new'} company={company.data} />
      )}
    </>
  );
}
