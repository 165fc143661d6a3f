import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { indiaDisplayDate } from '../../../../domain/india-date';
import { paths } from '../../../../domain/paths';
import type { BookingRow } from '../../../../domain/schemas/booking';
import { formatRupees } from '../../../lib/format';
import { BookingStatusBadge, DiscountBadge } from './booking-status-badge';

export function BookingsTable({ rows, label }: { rows: BookingRow[]; label: string }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Booking</Table.Th>
            <Table.Th>Project · unit</Table.Th>
            <Table.Th>Buyer · lead</Table.Th>
            <Table.Th ta="right">Total cost</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Booked by</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((b) => (
            <Table.Tr key={b._id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor component={Link} to={paths.bookingDetails(b._id)} fw={600}>
                  {b.bookingNo}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {indiaDisplayDate(b.bookingDate)}
                </Text>
              </Table.Td>
              <Table.Td maw={260}>
                <Text size="sm" lineClamp={1} title={b.project.name}>
                  {b.project.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {b.unit.tower}-{b.unit.number} · {b.unit.type}
                </Text>
              </Table.Td>
              <Table.Td maw={240}>
                <Text size="sm" lineClamp={1} title={b.buyer}>
                  {b.buyer}
                </Text>
                {b.lead ? (
                  <Anchor component={Link} to={paths.leadDetails(b.lead._id)} size="xs" lineClamp={1}>
                    Lead: {b.lead.name}
                  </Anchor>
                ) : null}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatRupees(b.totalAmount)}
              </Table.Td>
              <Table.Td>
                <BookingStatusBadge status={b.status} />
                {b.discountStatus === 'pending' ? (
                  <div>
                    <DiscountBadge status={b.discountStatus} percent={b.discountPercent} />
                  </div>
                ) : null}
              </Table.Td>
              <Table.Td maw={160}>
                <Text size="sm" lineClamp={1}>
                  {b.createdBy?.name ?? '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
