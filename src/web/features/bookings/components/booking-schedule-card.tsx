import { Alert, Badge, Button, Card, Group, Select, Table, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { dueText, percentText, toBasisPoints } from '../../../../domain/collections/payment-plan';
import { indiaDisplayDate } from '../../../../domain/india-date';
import { can } from '../../../../domain/permissions';
import type { Booking } from '../../../../domain/schemas/booking';
import type { InstalmentState } from '../../../../domain/schemas/booking-schedule';
import { formatRupees } from '../../../lib/format';
import { useSessionUser } from '../../../lib/session-store';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { usePaymentPlans } from '../../payment-plans';
import { useBookingSchedule, useScheduleFromPlan } from '../api/bookings-api';
import { ScheduleEditModal } from './schedule-edit-modal';

const STATE: Record<InstalmentState, { label: string; color: string }> = {
  upcoming: { label: 'Upcoming', color: 'gray' },
  due: { label: 'Due, not raised', color: 'orange' },
  raised: { label: 'Raised', color: 'blue' },
};

// A schedule changes while the booking is live (the server says the same, SCHEDULE_CLOSED).
const LIVE: Booking['status'][] = ['booked', 'agreement_registered'];

/** The booking's payment schedule (decision 192): each instalment's share, amount and state. */
export function BookingScheduleCard({ booking }: { booking: Booking }) {
  const bookingId = booking._id;
  const user = useSessionUser();
  const schedule = useBookingSchedule(bookingId);
  const editable = can(user.role, 'bookings.editSchedule') && LIVE.includes(booking.status);
  const empty = schedule.data?.instalments.length === 0;
  const plans = usePaymentPlans({ projectId: booking.project._id, archived: false }, editable && empty);
  const [planId, setPlanId] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const fromPlan = useScheduleFromPlan(bookingId);

  let body: React.ReactNode;
  if (schedule.isPending) body = <LoadingSpinner label="Loading the schedule…" />;
  else if (schedule.isError)
    body = (
      <ErrorState
        title="Could not load the schedule"
        error={schedule.error}
        onRetry={() => void schedule.refetch()}
        retrying={schedule.isFetching}
      />
    );
  else if (empty)
    body = (
      <>
        <Text size="sm" c="dimmed" mb="sm">
          This booking has no payment schedule yet.
        </Text>
        {editable ? (
          <Group align="flex-end">
            <Select
              label="Copy from the plan"
              placeholder={plans.data?.length === 0 ? 'The project has no plans' : 'Choose a plan'}
              w={280}
              data={(plans.data ?? []).map((p) => ({ value: p._id, label: p.name }))}
              value={planId}
              onChange={setPlanId}
            />
            <Button disabled={!planId} loading={fromPlan.isPending} onClick={() => planId && fromPlan.mutate(planId)}>
              Copy schedule
            </Button>
          </Group>
        ) : null}
        {fromPlan.isError ? (
          <Alert color="red" mt="sm">
            {fromPlan.error.message}
          </Alert>
        ) : null}
      </>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing={6} aria-label="Payment schedule">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Milestone</Table.Th>
              <Table.Th>Falls due</Table.Th>
              <Table.Th ta="right">%</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>State</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {schedule.data.instalments.map((i) => (
              <Table.Tr key={i._id}>
                <Table.Td>{i.name}</Table.Td>
                <Table.Td>
                  <Text size="sm">{dueText(i)}</Text>
                  {i.dueDate && i.trigger !== 'date' ? (
                    <Text size="xs" c="dimmed">
                      {indiaDisplayDate(i.dueDate)}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">{percentText(toBasisPoints(i.percent))}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatRupees(i.amount)}
                </Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={STATE[i.state].color}>
                    {i.demand
                      ? `${i.demand.earlierBuyer ? 'Earlier buyer’s' : STATE.raised.label}: ${i.demand.demandNo}`
                      : STATE[i.state].label}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Card withBorder mt="lg">
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Title order={4}>Payment schedule</Title>
        {editable && schedule.data && !empty ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} />}
            onClick={() => setEditing(true)}
            style={{ flexShrink: 0 }}
            data-no-print
          >
            Edit schedule
          </Button>
        ) : null}
      </Group>
      {schedule.data?.paymentPlan ? (
        <Text size="sm" c="dimmed" mb="xs">
          From the plan {schedule.data.paymentPlan.name}; amounts of the agreement value{' '}
          {formatRupees(schedule.data.agreementValue)}, before GST
        </Text>
      ) : null}
      {body}
      <ScheduleEditModal
        bookingId={bookingId}
        bookingNo={booking.bookingNo}
        costSheet={booking.costSheet}
        schedule={editing ? schedule.data : undefined}
        onClose={() => setEditing(false)}
      />
    </Card>
  );
}
