import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { letterKind } from '../../../../domain/letters/letter-catalogue';
import { prefillLetter } from '../../../../domain/letters/prefill';
import { BOOKING_LETTERS, prefillFromBooking } from '../../../../domain/letters/prefill-booking';
import { hasLetterhead, sampleLetterFields } from '../../../../domain/letters/sample-defaults';
import { type LetterFieldsByType, type LetterType, letterFieldsSchemas } from '../../../../domain/schemas/letter';
import { useCompany } from '../../../lib/shared-queries';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { useBooking } from '../../bookings';
import { useCustomerForLetter } from '../api/get-customer';
import { useIssuedLetter } from '../api/get-issued-letter';
import { CompanyNotice } from '../components/company-notice';
import { LetterEditor } from '../components/letter-editor';
import type { SheetProps } from '../sheets/sheet-props';

interface LetterPageProps<T extends LetterType> {
  type: T;
  Sheet: ComponentType<SheetProps<LetterFieldsByType[T]>>;
}

/**
 * A letter route. `?letterId=` reopens an issued letter exactly as issued; `?entityId=` (and, for
 * a receipt, `&paymentId=`) starts the letter filled in from a flat buyer; otherwise the letter
 * starts with its sample text and the company's letterhead.
 */
export function LetterPage<T extends LetterType>(props: LetterPageProps<T>) {
  const [params] = useSearchParams();
  // A new query string is a new letter: the editor starts again from its own initial fields.
  return <LetterLoader key={params.toString()} {...props} params={params} />;
}

function LetterLoader<T extends LetterType>({ type, Sheet, params }: LetterPageProps<T> & { params: URLSearchParams }) {
  const letterId = params.get('letterId');
  const entityId = letterId ? null : params.get('entityId');
  const paymentId = params.get('paymentId');
  const company = useCompany();
  const issued = useIssuedLetter(letterId);
  const prefill = useCustomerForLetter(entityId);
  // ?bookingId= (from a booking's page): the letter starts filled from the booking.
  const bookingId =
    letterId || entityId || !BOOKING_LETTERS.includes(type) ? undefined : (params.get('bookingId') ?? undefined);
  const booking = useBooking(bookingId);

  if (letterId) {
    if (issued.isPending) return <LoadingSpinner label="Opening the letter…" />;
    if (issued.isError) {
      return (
        <ErrorState
          title="Could not open this letter"
          error={issued.error}
          onRetry={() => void issued.refetch()}
          retrying={issued.isFetching}
        />
      );
    }
    const letter = issued.data;
    if (letter.type !== type) {
      const actual = letterKind(letter.type);
      return (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={`This is a ${actual.title}`}>
          <Button component={Link} to={`${actual.path}?letterId=${letter._id}`} size="xs" mt="xs">
            Open it as a {actual.title}
          </Button>
        </Alert>
      );
    }
    const parsed = letterFieldsSchemas[type].safeParse(letter.fields);
    if (!parsed.success) {
      return (
        <ErrorState
          title="This letter cannot be shown"
          error={new Error('Its saved fields are not in the form this screen reads.')}
        />
      );
    }
    return (
      <LetterEditor
        type={type}
        Sheet={Sheet}
        initialFields={parsed.data as LetterFieldsByType[T]}
        initialCustomer={letter.entity}
        issued={letter}
      />
    );
  }

  if (company.isPending || (entityId && prefill.isPending) || (bookingId && booking.isPending))
    return <LoadingSpinner label="Preparing the letter…" />;
  if (bookingId && booking.isError) {
    return (
      <ErrorState
        title="Could not load the booking for this letter"
        error={booking.error}
        onRetry={() => void booking.refetch()}
        retrying={booking.isFetching}
      />
    );
  }
  if (entityId && prefill.isError) {
    return (
      <ErrorState
        title="Could not load the flat buyer for this letter"
        error={prefill.error}
        onRetry={() => void prefill.refetch()}
        retrying={prefill.isFetching}
      />
    );
  }

  let initial = sampleLetterFields(type, new Date(), company.data);
  const missingPayment =
    paymentId &&
    prefill.data &&
    !prefill.data.payments.payments.some((p) => p._id === paymentId && p.direction === 'received');
  if (prefill.data) initial = prefillLetter(type, initial, { ...prefill.data, paymentId });
  if (booking.data) initial = prefillFromBooking(type, initial, booking.data);
  const bookedBuyer = booking.data?.links.entity;

  const notice = (
    <>
      {company.isError ? (
        <CompanyNotice
          state="failed"
          error={company.error}
          onRetry={() => void company.refetch()}
          retrying={company.isFetching}
        />
      ) : !hasLetterhead(company.data) ? (
        <CompanyNotice state="empty" />
      ) : null}
      {missingPayment ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="That payment was not found">
          It is not among the payments received from {prefill.data?.customer.name}, so the receipt lists all of them.
        </Alert>
      ) : null}
    </>
  );

  return (
    <LetterEditor
      type={type}
      Sheet={Sheet}
      initialFields={initial}
      initialCustomer={
        prefill.data
          ? { _id: prefill.data.customer._id, name: prefill.data.customer.name }
          : bookedBuyer
            ? { _id: bookedBuyer._id, name: bookedBuyer.name }
            : null
      }
      issued={null}
      notice={notice}
    />
  );
}
