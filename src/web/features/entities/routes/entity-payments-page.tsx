import { Anchor, Breadcrumbs, Button } from '@mantine/core';
import { IconCash, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { usualDirection } from '../../../../domain/entities/entity-ledger';
import type { EntityPayment } from '../../../../domain/schemas/entity-payment';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatRupees } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { confirmAction } from '../../../ui/confirm';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useDeletePayment } from '../api/delete-payment';
import { useEntity } from '../api/get-entity';
import { usePayments } from '../api/get-payments';
import { entityHref } from '../components/entities-table';
import { LedgerSummary } from '../components/ledger-summary';
import { PaymentFormModal } from '../components/payment-form-modal';
import { PaymentsTable } from '../components/payments-table';

export function EntityPaymentsPage() {
  const { id = '' } = useParams();
  const entity = useEntity(id);
  const payments = usePayments(id);
  const remove = useDeletePayment(id);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [form, setForm] = useState<{ opened: boolean; payment: EntityPayment | null }>({
    opened: false,
    payment: null,
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

  const onDelete = async (payment: EntityPayment) => {
    const confirmed = await confirmAction({
      title: 'Delete payment',
      message: `Delete the payment of ${formatRupees(payment.amount)} dated ${formatDate(`${payment.date}T00:00:00`)}? The deletion is recorded in the history.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    setBusyId(payment._id);
    try {
      await remove.mutateAsync(payment._id);
      notifySuccess('Payment deleted successfully.');
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) notifyError(error, 'Could not delete the payment');
    } finally {
      setBusyId(null);
    }
  };

  const e = entity.data;
  const addButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ opened: true, payment: null })}>
      Add Payment
    </Button>
  );

  return (
    <>
      <Breadcrumbs mb="xs">
        <Anchor component={Link} to="/EntityManager" size="sm">
          Entity Manager
        </Anchor>
        <Anchor component={Link} to={entityHref(e)} size="sm">
          {e.name}
        </Anchor>
      </Breadcrumbs>
      <PageHeader
        title={`Payments — ${e.name}`}
        description="Every amount received from or paid to this party."
        actions={addButton}
      />
      <LedgerSummary summary={payments.data} />
      {payments.data.payments.length === 0 ? (
        <EmptyList
          icon={<IconCash size={26} />}
          title="No payments yet"
          description="Record cheques, RTGS/NEFT transfers, UPI and cash as they come in or go out."
          action={addButton}
        />
      ) : (
        <PaymentsTable
          entityId={id}
          payments={payments.data.payments}
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
