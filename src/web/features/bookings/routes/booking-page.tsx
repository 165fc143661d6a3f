import { Anchor, Badge, Button, Card, Grid, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileDollar, IconKey, IconPrinter } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { indiaDateTime, indiaDisplayDate } from '../../../../domain/india-date';
import { areaText } from '../../../../domain/inventory/area';
import { paths } from '../../../../domain/paths';
import { can } from '../../../../domain/permissions';
import { type Booking, NEXT_STATUS } from '../../../../domain/schemas/booking';
import { formatMobile, formatRupees } from '../../../lib/format';
import { useSessionUser } from '../../../lib/session-store';
import { CostSheetTable } from '../../../ui/cost-sheet-table';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { DemandsPanel } from '../../demands';
import { BookingReceiptsCard } from '../../receipts';
import { type BookingAction, useBooking } from '../api/bookings-api';
import { BookingScheduleCard } from '../components/booking-schedule-card';
import { BookingStatusBadge, DiscountBadge } from '../components/booking-status-badge';
import { StatusActionModal } from '../components/status-action-modal';
import '../components/booking-print.css';

const HOW = { chosen: 'chosen on the form', mobile: 'found by mobile', pan: 'found by PAN', created: 'added now' };

/** /bookings/:id: the booking, its frozen sheet, what may happen next, its history; printable. */
export function BookingPage() {
  const { id } = useParams();
  const booking = useBooking(id);
  if (booking.isPending) return <LoadingSpinner label="Loading the booking…" />;
  if (booking.isError)
    return (
      <ErrorState
        title="Could not load the booking"
        error={booking.error}
        onRetry={() => void booking.refetch()}
        retrying={booking.isFetching}
      />
    );
  return <BookingDetails booking={booking.data} />;
}

function BookingDetails({ booking: b }: { booking: Booking }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const [action, setAction] = useState<BookingAction | null>(null);
  const manage = can(user.role, 'bookings.manage');
  const next = NEXT_STATUS[b.status];
  useEffect(() => {
    document.body.classList.add('booking-print');
    return () => document.body.classList.remove('booking-print');
  }, []);

  const may = (to: string) => manage && next.includes(to);
  const pendingDiscount = b.discountStatus === 'pending' && can(user.role, 'bookings.approveDiscount');

  return (
    <div data-booking-print>
      <PageHeader
        title={`Booking ${b.bookingNo}`}
        description={`${b.unit.tower.name}-${b.unit.number}, ${b.project.name} · booked on ${indiaDisplayDate(b.bookingDate)}`}
        actions={
          <Group gap="xs" data-no-print>
            {pendingDiscount ? (
              <Button color="yellow" onClick={() => setAction('discount')}>
                Decide the discount
              </Button>
            ) : null}
            {may('agreement_registered') ? (
              <Button variant="default" onClick={() => setAction('agreement')}>
                Agreement registered
              </Button>
            ) : null}
            {may('possession_given') ? (
              <Button variant="default" leftSection={<IconKey size={16} />} onClick={() => setAction('possession')}>
                Possession given
              </Button>
            ) : null}
            {may('transferred') ? (
              <Button variant="default" onClick={() => setAction('transfer')}>
                Transfer
              </Button>
            ) : null}
            {may('cancelled') ? (
              <Button variant="default" color="red" onClick={() => setAction('cancel')}>
                Cancel booking
              </Button>
            ) : null}
            <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              Print
            </Button>
          </Group>
        }
      />
      <Group gap="xs" mb="md">
        <BookingStatusBadge status={b.status} />
        <DiscountBadge status={b.discountStatus} percent={b.discountPercent} />
        {b.transferredTo ? (
          <Anchor component={Link} to={paths.bookingDetails(b.transferredTo._id)}>
            Transferred to {b.transferredTo.bookingNo}
          </Anchor>
        ) : null}
        {b.transferredFrom ? (
          <Anchor component={Link} to={paths.bookingDetails(b.transferredFrom._id)}>
            Transferred from {b.transferredFrom.bookingNo}
          </Anchor>
        ) : null}
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card withBorder>
            <Group justify="space-between" mb="xs">
              <Title order={4}>Cost sheet (frozen)</Title>
              <Text size="sm" c="dimmed">
                {b.priceList
                  ? `Price list of ${indiaDisplayDate(b.priceList.effectiveFrom)}`
                  : 'Price list since removed'}
              </Text>
            </Group>
            {b.discountStatus === 'pending' ? (
              <Text size="sm" c="yellow.8" mb="xs">
                The {b.discountPercent}% discount waits for an administrator; this sheet is without it until then.
              </Text>
            ) : null}
            <CostSheetTable sheet={b.costSheet} />
            <Group mt="sm" gap="lg">
              <Text size="sm">
                Booking amount: <strong>{formatRupees(b.bookingAmount)}</strong>
              </Text>
              {b.cancellationCharges !== null ? (
                <Text size="sm">
                  Cancellation charges: <strong>{formatRupees(b.cancellationCharges)}</strong>
                </Text>
              ) : null}
            </Group>
          </Card>
          <BookingScheduleCard booking={b} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="md">
            <Card withBorder>
              <Title order={4} mb="xs">
                Unit
              </Title>
              <Text size="sm">
                {b.unit.type}, floor {b.unit.floor}, tower {b.unit.tower.name} of {b.project.name}
              </Text>
              <Text size="sm">RERA carpet {areaText(b.unit.carpetSqm)}</Text>
              {b.unit.balconySqm > 0 ? <Text size="sm">Balcony {areaText(b.unit.balconySqm)}</Text> : null}
              <Text size="sm">Saleable {areaText(b.unit.saleableSqm)}</Text>
              <Text size="sm">Parking slots: {b.unit.parkingSlots}</Text>
              {b.lead ? (
                <Text size="sm" mt="xs">
                  Lead:{' '}
                  <Anchor component={Link} to={paths.leadDetails(b.lead._id)}>
                    {b.lead.name}
                  </Anchor>
                </Text>
              ) : null}
              <Group gap="xs" mt="sm" data-no-print>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconFileDollar size={14} />}
                  onClick={() => navigate(paths.costBreakupLetter({ bookingId: b._id }))}
                >
                  Cost break-up letter
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => navigate(paths.possessionLetter({ bookingId: b._id }))}
                >
                  Possession letter
                </Button>
              </Group>
            </Card>
            <Card withBorder>
              <Title order={4} mb="xs">
                Applicants
              </Title>
              <Table verticalSpacing={4} aria-label="Applicants">
                <Table.Tbody>
                  {b.applicants.map((a) => (
                    <Table.Tr key={a._id}>
                      <Table.Td>
                        <Text size="sm" fw={a.position === 1 ? 600 : undefined}>
                          {a.name}
                          {a.relation ? ` (${a.relation})` : ''}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {[formatMobile(a.mobile), a.pan, a.email].filter(Boolean).join(' · ')}
                        </Text>
                      </Table.Td>
                      <Table.Td w={70}>{a.woman ? <Badge variant="light">Woman</Badge> : null}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Stack gap={2} mt="xs">
                {b.links.entity ? (
                  <Text size="xs">
                    Entity Manager:{' '}
                    <Anchor component={Link} to={paths.entity(b.links.entity._id)} size="xs">
                      {b.links.entity.name}
                    </Anchor>{' '}
                    ({HOW[b.links.entity.how]})
                  </Text>
                ) : null}
                <Text size="xs">
                  Customer Management:{' '}
                  {b.links.customerProperty ? (
                    <>
                      <Anchor component={Link} to={paths.customerProfile(b.links.customerProperty._id)} size="xs">
                        {b.links.customerProperty.name}
                      </Anchor>{' '}
                      ({HOW[b.links.customerProperty.how]})
                    </>
                  ) : (
                    'no record (it has no sub-type for this kind of unit)'
                  )}
                </Text>
              </Stack>
            </Card>
            <Card withBorder>
              <Title order={4} mb="xs">
                History
              </Title>
              <Stack gap={6}>
                {b.events.map((e) => (
                  <div key={e._id}>
                    <Text size="sm">{e.summary}</Text>
                    <Text size="xs" c="dimmed">
                      {indiaDateTime(e.at)}
                      {e.by ? ` · ${e.by.name}` : ''}
                    </Text>
                  </div>
                ))}
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={12}>
          <DemandsPanel bookingId={b._id} />
        </Grid.Col>
      </Grid>
      <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
        <BookingReceiptsCard
          bookingId={b._id}
          bookingNo={b.bookingNo}
          closed={b.status === 'cancelled' || b.status === 'transferred'}
        />
      </div>
      <StatusActionModal
        booking={b}
        action={action}
        onClose={() => setAction(null)}
        onDone={(nextBooking) => {
          setAction(null);
          if (nextBooking._id !== b._id) navigate(paths.bookingDetails(nextBooking._id));
        }}
      />
    </div>
  );
}
