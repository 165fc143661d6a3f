import { Table, Text } from '@mantine/core';
import { formatInr } from '../../../../domain/billing/indian-format';
import type { UnitCostSheet } from '../../../../domain/schemas/availability';

type Sheet = NonNullable<UnitCostSheet['costSheet']>;

const STRONG = new Set(['agreementValue']);

/**
 * A cost sheet as the engine made it: every line with the rule that made it, in its order, then
 * what the buyer pays in all; notes (TDS) follow the total, as they are not added to it.
 */
export function CostSheetTable({ sheet }: { sheet: Sheet }) {
  const priced = sheet.lines.filter((l) => l.part !== 'note');
  const notes = sheet.lines.filter((l) => l.part === 'note');
  return (
    <>
      <Table fz="sm" verticalSpacing={6} horizontalSpacing="xs" layout="fixed" aria-label="Cost sheet">
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
            <Table.Td ta="right" fw={700} fz="md" style={{ whiteSpace: 'nowrap' }} data-testid="cost-sheet-total">
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
