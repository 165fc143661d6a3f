import { Fieldset, Group, Stack, Text } from '@mantine/core';
import { type Control, useWatch } from 'react-hook-form';
import { amountInWords } from '../../../../domain/billing/amount-in-words';
import { formatInr } from '../../../../domain/billing/indian-format';
import { quotationTotals } from '../../../../domain/billing/money';
import type { QuotationFormValues } from './form-model';

/** Live, read-only totals (decision 010: taxes on the pre-discount amount; non-numeric counts as 0). */
export function TotalsSummary({ control }: { control: Control<QuotationFormValues> }) {
  const products = useWatch({ control, name: 'products' }) ?? [];
  const totals = quotationTotals(products);
  const rows: [string, number][] = [
    ['Total Amount Before Tax', totals.totalAmountBeforeTax],
    ['Total CGST', totals.totalCGST],
    ['Total SGST', totals.totalSGST],
    ['Total IGST', totals.totalIGST],
  ];
  return (
    <Fieldset legend="Total Summary" aria-live="polite">
      <Stack gap={6} maw={480} ml="auto">
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="sm" ff="monospace">
              {formatInr(value)}
            </Text>
          </Group>
        ))}
        <Group justify="space-between" pt={6} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Text fw={700}>Grand Total</Text>
          <Text fw={700} ff="monospace">
            {formatInr(totals.grandTotal)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" ta="right">
          {amountInWords(totals.grandTotal)}
        </Text>
      </Stack>
    </Fieldset>
  );
}
