import { Badge } from '@mantine/core';
import { BOOKING_STATUS_LABELS, type BookingStatus, type DiscountStatus } from '../../../../domain/inventory/statuses';

const COLORS: Record<BookingStatus, string> = {
  booked: 'blue',
  agreement_registered: 'indigo',
  possession_given: 'green',
  cancelled: 'gray',
  transferred: 'orange',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {BOOKING_STATUS_LABELS[status]}
    </Badge>
  );
}

export function DiscountBadge({ status, percent }: { status: DiscountStatus; percent: number }) {
  if (status === 'none') return null;
  const label = { pending: 'waiting', approved: 'approved', rejected: 'rejected' }[status];
  return (
    <Badge color={status === 'pending' ? 'yellow' : status === 'approved' ? 'teal' : 'red'} variant="outline">
      {percent}% discount {label}
    </Badge>
  );
}
