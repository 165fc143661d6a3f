import { Anchor, Breadcrumbs, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCash, IconHistory, IconMailOpened, IconPencil, IconUserQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../../domain/paths';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useEntity } from '../api/get-entity';
import { usePayments } from '../api/get-payments';
import { BuyerBookings, RecordOnBookingButtons } from '../components/buyer-bookings';
import { ContactsPanel } from '../components/contacts-panel';
import { DocumentsPanel } from '../components/documents-panel';
import { EntityDetails } from '../components/entity-details';
import { EntityFormModal } from '../components/entity-form-modal';
import { LedgerSummary } from '../components/ledger-summary';
import { PaymentsTable } from '../components/payments-table';

/** /customer/:id — a flat buyer's page: flat, payments, documents, co-applicants and family. */
export function CustomerPage() {
  const { id = '' } = useParams();
  const entity = useEntity(id);
  const payments = usePayments(id);
  const [editing, setEditing] = useState(false);

  if (entity.isPending) return <LoadingSpinner label="Loading flat buyer…" />;
  if (entity.isError)
    return (
      <ErrorState
        title="Could not load the flat buyer"
        error={entity.error}
        onRetry={() => void entity.refetch()}
        retrying={entity.isFetching}
      />
    );
  const e = entity.data;
  if (e.type !== 'customer')
    return (
      <EmptyList
        icon={<IconUserQuestion size={26} />}
        title={`${e.name} is not a flat buyer`}
        description="The buyer page is for flat buyers. Open the entity page instead."
        action={
          <Button component={Link} to={paths.entity(e._id)}>
            Open entity page
          </Button>
        }
      />
    );
  const flat = [e.project, [e.wing, e.flatNo].filter(Boolean).join('-'), e.floor ? `Floor ${e.floor}` : null]
    .filter(Boolean)
    .join(' · ');

  let paymentsBody: React.ReactNode;
  if (payments.isPending) paymentsBody = <LoadingSpinner label="Loading payments…" />;
  else if (payments.isError)
    paymentsBody = (
      <ErrorState
        title="Could not load the payments"
        error={payments.error}
        onRetry={() => void payments.refetch()}
        retrying={payments.isFetching}
      />
    );
  else if (payments.data.bookings.length > 0)
    // The buyer's money is on their bookings (decision 201); earlier entries no receipt was made from follow.
    paymentsBody = (
      <>
        <LedgerSummary summary={payments.data} />
        <BuyerBookings bookings={payments.data.bookings} limit={10} />
        {payments.data.payments.length > 0 ? (
          <>
            <Text size="sm" fw={600} mt="md" mb="xs">
              Entity Manager entries not on a booking
            </Text>
            <PaymentsTable entityId={id} payments={payments.data.payments.slice(-10)} />
          </>
        ) : null}
      </>
    );
  else
    paymentsBody = (
      <>
        <LedgerSummary summary={payments.data} />
        {payments.data.payments.length === 0 ? (
          <Text size="sm" c="dimmed">
            No payments recorded yet.
          </Text>
        ) : (
          <PaymentsTable entityId={id} payments={payments.data.payments.slice(-10)} />
        )}
      </>
    );

  return (
    <>
      <Breadcrumbs mb="xs">
        <Anchor component={Link} to={paths.entityManager({ type: 'customer' })} size="sm">
          Flat buyers
        </Anchor>
        <span>{e.name}</span>
      </Breadcrumbs>
      <PageHeader
        title={e.name}
        description={flat || undefined}
        actions={
          <Group gap="sm">
            <Button variant="default" component={Link} to={paths.entity(e._id)} leftSection={<IconHistory size={18} />}>
              History
            </Button>
            <Button
              variant="default"
              component={Link}
              to={paths.documentGenerator({ entityId: e._id })}
              leftSection={<IconMailOpened size={18} />}
            >
              Letters
            </Button>
            <Button leftSection={<IconPencil size={18} />} onClick={() => setEditing(true)}>
              Edit
            </Button>
          </Group>
        }
      />
      <Stack gap="lg">
        <EntityDetails entity={e} />
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" mb="md">
            <Title order={2} fz="lg">
              Payments
            </Title>
            <Group gap="xs">
              {payments.data ? <RecordOnBookingButtons bookings={payments.data.bookings} size="xs" /> : null}
              <Button
                size="xs"
                variant="light"
                component={Link}
                to={paths.entityPayments(e._id)}
                leftSection={<IconCash size={14} />}
              >
                All payments
              </Button>
            </Group>
          </Group>
          {paymentsBody}
        </Paper>
        <ContactsPanel entityId={e._id} />
        <DocumentsPanel entityId={e._id} documents={e.documents} />
      </Stack>
      <EntityFormModal opened={editing} entity={e} defaultType={e.type} onClose={() => setEditing(false)} />
    </>
  );
}
