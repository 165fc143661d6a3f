import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { EntityMoney } from '../../../../domain/schemas/buyer-money';
import { formatRupees } from '../../../lib/format';

function Figure({ label, value, tone }: { label: string; value: string; tone?: string | undefined }) {
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

const dueTone = (amount: number | null) => (amount !== null && amount > 0 ? 'red.8' : undefined);

/**
 * Agreement value, received, paid and balance due at a glance. A buyer with bookings (decision
 * 201): what their bookings' statements say is due now, beside what is left of the agreement value
 * after every receipt (TDS included).
 */
export function LedgerSummary({ summary }: { summary: EntityMoney }) {
  const balance = summary.balance;
  const balanceText = balance === null ? 'Set an agreement value' : formatRupees(balance);
  if (summary.bookings.length > 0) {
    const due = summary.due;
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="lg">
        <Figure label="Agreement value" value={formatRupees(summary.agreementValue, 'Not set')} />
        <Figure label="Received with TDS" value={formatRupees(summary.totalReceived)} tone="green.8" />
        <Figure
          label={due !== null && due < 0 ? 'Advance per statement' : 'Due now per statement'}
          value={due === null ? 'No live booking' : formatRupees(Math.abs(due))}
          tone={dueTone(due)}
        />
        <Figure label="Left of agreement value" value={balanceText} />
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="lg">
      <Figure label="Agreement value" value={formatRupees(summary.agreementValue, 'Not set')} />
      <Figure label="Received" value={formatRupees(summary.totalReceived)} tone="green.8" />
      <Figure label="Paid" value={formatRupees(summary.totalPaid)} />
      <Figure label="Balance due" value={balanceText} tone={dueTone(balance)} />
    </SimpleGrid>
  );
}
