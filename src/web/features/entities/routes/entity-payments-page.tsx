import { Anchor, Breadcrumbs, Button, Title } from '@mantine/core';
import { IconCash, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { usualDirection } from '../../../../domain/entities/entity-ledger';
import { paths } from '../../../../domain/paths';
import type { EntityPayment } from '../../../../domain/schemas/entity-payment';
import { formatDate, formatRupees } from '../../../lib/format';
import { useDeleteWithConfirm } from '../../../lib/use-delete-with-confirm';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useDeletePayment } from '../api/delete-payment';
import { useEntity } from '../api/get-entity';
import { usePayments } from '../api/get-payments';
import { BuyerBookings, RecordOnBookingButtons } from '../components/buyer-bookings';
import { entityHref } from '../components/entities-table';
import { LedgerSummary } from '../components/ledger-summary';
import { PaymentFormModal } from '../components/payment-form-modal';
import { PaymentsTable } from '../components/payments-table';

export function EntityPaymentsPage() {
  const { id = '' } = useParams();
  const entity = useEntity(id);
  const payments = usePayments(id);
  const remove = useDeletePayment(id);
  const [form, setForm] = useState<{ opened: boolean; payment: EntityPayment | null }>({
    opened: false,
    payment: null,
  });

  const { busyId, onDelete } = useDeleteWithConfirm<EntityPayment>({
    mutation: remove,
    confirm: (payment) => ({
      title: 'Delete payment',
      message: `Delete the payment of ${formatRupees(payment.amount)} dated ${formatDate(`${payment.date}T00:00:00`)}? The deletion is recorded in the history.`,
    }),
    success: () => 'Payment deleted successfully.',
  });

  if (entity.isPending || payments.isPending) return <LoadingSpinner label="Loading payments…" />;
  if (entity.isError || payments.isError) {
    const failed = entity.isError ? entity : payments;
    return (
      <ErrorState
        title="Could not load the payments"
        error={failed.error}
        onRetry={() => {
          void entity.refetch();
          void payments.refetch();
        }}
        retrying={entity.isFetching || payments.isFetching}
      />
    );
  }

  const e = entity.data;
  const money = payments.data;
  // A buyer with a live booking pays on the booking (decision 201): the screen offers that instead.
  const onBooking = money.bookings.some((b) => b.live);
  const addButton = onBooking ? (
    <RecordOnBookingButtons bookings={money.bookings} />
  ) : (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ opened: true, payment: null })}>
      Add Payment
    </Button>
  );
  const linked = money.bookings.length > 0;

  return (
    <>
      <Breadcrumbs mb="xs">
        <Anchor component={Link} to={paths.entityManager()} size="sm">
          Entity Manager
        </Anchor>
        <Anchor component={Link} to={entityHref(e)} size="sm">
          {e.name}
        </Anchor>
      </Breadcrumbs>
      <PageHeader
        title={`Payments — ${e.name}`}
        description={
          linked
            ? "This buyer's payments are the receipts of their booking: recorded, cleared or bounced on its Payments card."
            : 'Every amount received from or paid to this party.'
        }
        actions={addButton}
      />
      <LedgerSummary summary={money} />
      {linked ? <BuyerBookings bookings={money.bookings} /> : null}
      {linked && money.payments.length > 0 ? (
        <Title order={2} fz="lg" mt="lg" mb="sm">
          Entity Manager entries not on a booking
        </Title>
      ) : null}
      {money.payments.length === 0 ? (
        linked ? null : (
          <EmptyList
            icon={<IconCash size={26} />}
            title="No payments yet"
            description="Record cheques, RTGS/NEFT transfers, UPI and cash as they come in or go out."
            action={addButton}
          />
        )
      ) : (
        <PaymentsTable
          entityId={id}
          payments={money.payments}
          busyId={busyId}
          onEdit={(payment) => setForm({ opened: true, payment })}
          onDelete={onDelete}
        />
      )}
      <PaymentFormModal
        entityId={id}
        opened={form.opened}
        payment={form.payment}
        defaultDirection={usualDirection(e.type)}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
      />
    </>
  );
}
