import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { EntityPaymentSummary } from '../../../../domain/schemas/entity-payment';
import { formatRupees } from '../../../lib/format';

function Figure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={22} fw={700} c={tone} aria-label={`${label}: ${value}`}>
        {value}
      </Text>
    </Paper>
  );
}

/** Agreement value, received, paid and balance due at a glance. */
export function LedgerSummary({ summary }: { summary: EntityPaymentSummary }) {
  const due = summary.balance;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="lg">
      <Figure label="Agreement value" value={formatRupees(summary.agreementValue, 'Not set')} />
      <Figure label="Received" value={formatRupees(summary.totalReceived)} tone="green.8" />
      <Figure label="Paid" value={formatRupees(summary.totalPaid)} />
      <Figure
        label="Balance due"
        value={due === null ? 'Set an agreement value' : formatRupees(due)}
        tone={due !== null && due > 0 ? 'red.8' : undefined}
      />
    </SimpleGrid>
  );
}
