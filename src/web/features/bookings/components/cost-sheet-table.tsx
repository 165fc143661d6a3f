import { Table, Text } from '@mantine/core';
import type { BookingCostSheet } from '../../../../domain/schemas/booking';
import { formatRupees } from '../../../lib/format';

/**
 * A cost sheet line by line, each with the rule that made it (the engine's words), and the total.
 * The TDS note is part of the price, not added to it, so it is shown apart after the total.
 */
export function CostSheetTable({ sheet }: { sheet: BookingCostSheet }) {
  const priced = sheet.lines.filter((l) => l.part !== 'note');
  const notes = sheet.lines.filter((l) => l.part === 'note');
  return (
    <Table withTableBorder verticalSpacing={6} aria-label="Cost sheet">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Line</Table.Th>
          <Table.Th>Rule</Table.Th>
          <Table.Th ta="right" w={160}>
            Amount
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {priced.map((line) => {
          const subtotal = line.key === 'agreementValue';
          return (
            <Table.Tr key={line.key} fw={subtotal ? 600 : undefined}>
              <Table.Td>{line.label}</Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed">
                  {line.rule}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatRupees(line.amount)}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr fw={700}>
          <Table.Td colSpan={2}>Total cost (all in)</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} aria-label="Total cost">
            {formatRupees(sheet.total)}
          </Table.Td>
        </Table.Tr>
        {notes.map((line) => (
          <Table.Tr key={line.key}>
            <Table.Td>{line.label}</Table.Td>
            <Table.Td>
              <Text size="xs" c="dimmed">
                {line.rule}
              </Text>
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatRupees(line.amount)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tfoot>
    </Table>
  );
}
