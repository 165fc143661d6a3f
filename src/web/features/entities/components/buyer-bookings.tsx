import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCash, IconFileInvoice } from '@tabler/icons-react';
import { Link } from 'react-router';
import { indiaDisplayDate } from '../../../../domain/india-date';
import { paths } from '../../../../domain/paths';
import type { BuyerBooking, BuyerReceipt } from '../../../../domain/schemas/buyer-money';
import { RECEIPT_MODE_LABELS } from '../../../../domain/schemas/collections';
import { formatRupees } from '../../../lib/format';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { BookingStatusBadge } from '../../bookings';
import { ChequeBadge } from '../../receipts';

/** The booking page's Payments card: where a buyer's payment is recorded (decision 201). */
export const bookingPaymentsHref = (bookingId: string) => `${paths.bookingDetails(bookingId)}#payments`;

/** "Record on booking BK-…": what the screen offers a buyer with a live booking instead of its form. */
export function RecordOnBookingButtons({ bookings, size = 'sm' }: { bookings: BuyerBooking[]; size?: 'xs' | 'sm' }) {
  const live = bookings.filter((b) => b.live);
  if (live.length === 0) return null;
  return (
    <Group gap="xs">
      {live.map((b) => (
        <Button
          key={b._id}
          size={size}
          component={Link}
          to={bookingPaymentsHref(b._id)}
          leftSection={<IconCash size={size === 'xs' ? 14 : 18} />}
        >
          Record on booking {b.bookingNo}
        </Button>
      ))}
    </Group>
  );
}

const receiptColumns: Column<BuyerReceipt>[] = [
  { key: 'no', header: 'Receipt', nowrap: true, render: (r) => r.receiptNo },
  { key: 'date', header: 'Date', nowrap: true, render: (r) => indiaDisplayDate(r.receivedOn) },
  { key: 'mode', header: 'Mode', nowrap: true, render: (r) => RECEIPT_MODE_LABELS[r.mode] },
  { key: 'reference', header: 'Reference', nowrap: true, render: (r) => r.reference ?? '—' },
  { key: 'bank', header: 'Bank', render: (r) => <CellText maw={180}>{r.bank ?? '—'}</CellText> },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    nowrap: true,
    render: (r) => (
      <Text size="sm" fw={600} td={r.reversed ? 'line-through' : undefined} c={r.reversed ? 'dimmed' : undefined}>
        {formatRupees(r.amount)}
      </Text>
    ),
  },
  { key: 'tds', header: 'TDS', align: 'right', nowrap: true, render: (r) => formatRupees(r.tdsAmount) },
  {
    key: 'status',
    header: 'Status',
    nowrap: true,
    render: (r) =>
      r.reversed && r.chequeStatus !== 'bounced' ? (
        <Badge size="sm" variant="light" color="red">
          reversed
        </Badge>
      ) : r.chequeStatus ? (
        <ChequeBadge status={r.chequeStatus} />
      ) : (
        '—'
      ),
  },
];

function Figure({ label, value, tone }: { label: string; value: string; tone?: string | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} c={tone} aria-label={`${label}: ${value}`}>
        {value}
      </Text>
    </div>
  );
}

/** One booking of the buyer: its receipts and its statement's balance, with links to both. */
function BookingMoney({ booking: b, limit }: { booking: BuyerBooking; limit?: number | undefined }) {
  const receipts = limit ? b.receipts.slice(-limit) : b.receipts;
  return (
    <Paper withBorder radius="md" p="md" aria-label={`Booking ${b.bookingNo}`} component="section">
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Anchor component={Link} to={bookingPaymentsHref(b._id)} fw={700}>
            {b.bookingNo}
          </Anchor>
          <CellText maw={360}>{`${b.unit} · ${b.project}`}</CellText>
          <BookingStatusBadge status={b.status} />
        </Group>
        <Button
          size="xs"
          variant="default"
          component={Link}
          to={paths.bookingStatement(b._id)}
          leftSection={<IconFileInvoice size={14} />}
        >
          Statement
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} mb="sm">
        <Figure label="Received" value={formatRupees(b.received)} tone="green.8" />
        <Figure label="TDS" value={formatRupees(b.tds)} />
        <Figure
          label={b.due < 0 ? 'Advance' : `Due on ${indiaDisplayDate(b.asOf)}`}
          value={formatRupees(Math.abs(b.due))}
          tone={b.due > 0 ? 'red.8' : undefined}
        />
      </SimpleGrid>
      {b.receipts.length === 0 ? (
        <Text size="sm" c="dimmed">
          No payment recorded on this booking yet.
        </Text>
      ) : (
        <DataTable
          label={`Receipts of ${b.bookingNo}`}
          columns={receiptColumns}
          rows={receipts}
          rowKey={(r) => r._id}
          minWidth={820}
        />
      )}
      {limit && b.receipts.length > limit ? (
        <Text size="xs" c="dimmed" mt="xs">
          The last {limit} of {b.receipts.length} receipts; the booking's Payments card has them all.
        </Text>
      ) : null}
    </Paper>
  );
}

/** A flat buyer's bookings and their receipts: where their money is (decision 201). */
export function BuyerBookings({ bookings, limit }: { bookings: BuyerBooking[]; limit?: number }) {
  return (
    <Stack gap="md">
      {bookings.map((b) => (
        <BookingMoney key={b._id} booking={b} limit={limit} />
      ))}
    </Stack>
  );
}
