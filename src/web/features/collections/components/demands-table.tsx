import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { indiaDisplayDate } from '../../../../domain/india-date';
import { paths } from '../../../../domain/paths';
import type { CollectionDemand } from '../../../../domain/schemas/collections-screen';
import { formatRupees } from '../../../lib/format';

/** The demands behind a figure; the booking opens its statement of account. */
export function DemandsTable({ rows, label }: { rows: CollectionDemand[]; label: string }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Demand</Table.Th>
            <Table.Th>Booking · buyer</Table.Th>
            <Table.Th>Project · unit</Table.Th>
            <Table.Th>Due on</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Paid</Table.Th>
            <Table.Th ta="right">Due</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((d) => (
            <Table.Tr key={d._id}>
              <Table.Td maw={200}>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {d.demandNo}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1} title={d.instalment}>
                  {d.instalment}
                </Text>
              </Table.Td>
              <Table.Td maw={220}>
                <Anchor component={Link} to={paths.bookingStatement(d.bookingId)} size="sm" fw={600}>
                  {d.bookingNo}
                </Anchor>
                <Text size="xs" c="dimmed" lineClamp={1} title={d.buyer ?? undefined}>
                  {d.buyer ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td maw={240}>
                <Text size="sm" lineClamp={1} title={d.projectName}>
                  {d.projectName}
                </Text>
                <Text size="xs" c="dimmed">
                  {d.towerName}-{d.unitNumber}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {indiaDisplayDate(d.dueOn)}
                <Text size="xs" c={d.daysOverdue > 0 ? 'red.8' : 'dimmed'}>
                  {d.daysOverdue > 0 ? `${d.daysOverdue} day${d.daysOverdue === 1 ? '' : 's'} late` : 'Not late'}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatRupees(d.amount)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatRupees(d.paid)}
              </Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatRupees(d.due)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
