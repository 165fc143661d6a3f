import { Table, Text } from '@mantine/core';
import { formatInr } from '../../domain/billing/indian-format';
import type { CostSheetPart } from '../../domain/inventory/cost-sheet';

/** What the table needs of a sheet: the engine's live one, a booking's frozen one, a preview. */
interface Sheet {
  lines: readonly { key: string; label: string; amount: number; rule: string; part: CostSheetPart }[];
  total: number;
}

const STRONG = new Set(['agreementValue']);

/**
 * A cost sheet as the engine made it: every line with the rule that made it, in its order, then
 * what the buyer pays in all; notes (TDS) follow the total, as they are not added to it. One table
 * for the unit card, the booking form and page, and the price list's preview.
 */
export function CostSheetTable({ sheet, label = 'Cost sheet' }: { sheet: Sheet; label?: string }) {
  const priced = sheet.lines.filter((l) => l.part !== 'note');
  const notes = sheet.lines.filter((l) => l.part === 'note');
  return (
    <>
      <Table fz="sm" verticalSpacing={6} horizontalSpacing="xs" layout="fixed" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line and its rule</Table.Th>
            <Table.Th w={128} ta="right">
              Amount
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {priced.map((line) => (
            <Table.Tr key={line.key} data-line={line.key}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Text size="sm" fw={STRONG.has(line.key) ? 700 : 500}>
                  {line.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {line.rule}
                </Text>
              </Table.Td>
              <Table.Td ta="right" fw={STRONG.has(line.key) ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
                {formatInr(line.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td>
              <Text fw={700}>All-in total</Text>
              <Text size="xs" c="dimmed">
                Agreement value, GST, stamp duty, registration and other charges
              </Text>
            </Table.Td>
            <Table.Td
              ta="right"
              fw={700}
              fz="md"
              style={{ whiteSpace: 'nowrap' }}
              data-testid="cost-sheet-total"
              aria-label="Total cost"
            >
              {formatInr(sheet.total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {notes.map((line) => (
        <Text key={line.key} size="xs" c="dimmed" mt={6}>
          <b>{line.label}</b> ({formatInr(line.amount)}): {line.rule}
        </Text>
      ))}
    </>
  );
}
