import { Alert, Stack, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { formatInr } from '../../../../domain/billing/indian-format';
import { compareWithQuotation, REASON_TEXT } from '../../../../domain/billing/quotation-vs-invoice';
import type { SupplyType } from '../../../../domain/money/supply-type';
import type { Quotation } from '../../../../domain/schemas/quotation';

/**
 * Both totals before an invoice is issued, and why they differ (docs/decisions/069): the
 * quotation follows the spec's maths, the invoice the law, computed here by the same domain code
 * the server uses.
 */
export function InvoiceTotalsComparison({ quotation, supply }: { quotation: Quotation; supply: SupplyType }) {
  const { quotationTotal, invoiceTotal, reasons } = compareWithQuotation(
    quotation.products,
    quotation.total.grandTotal,
    supply,
  );
  return (
    <section aria-label="Totals">
      <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>Quotation total</Table.Td>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatInr(quotationTotal)}
            </Table.Td>
          </Table.Tr>
          <Table.Tr fw={600}>
            <Table.Td>Invoice total</Table.Td>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatInr(invoiceTotal)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {reasons.length > 0 ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} mt="xs" title="Why the totals differ">
          <Stack gap={6}>
            {reasons.map((reason) => (
              <Text key={reason} size="sm">
                {REASON_TEXT[reason]}
              </Text>
            ))}
            <Text size="sm">The invoice prints a one-line note saying so.</Text>
          </Stack>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          The invoice total is the quotation’s.
        </Text>
      )}
    </section>
  );
}
