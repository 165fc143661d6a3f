import { Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { indiaDisplayDate } from '../../../../domain/india-date';
import type { CallStats } from '../../../../domain/schemas/call';
import { formatCount, formatDateTime } from '../../../lib/format';
import { formatTalkTime } from '../../../ui/call-bits';

function Figure({ label, value, alert = false }: { label: string; value: string; alert?: boolean }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} c={alert ? 'red.8' : undefined}>
        {value}
      </Text>
    </Paper>
  );
}

const time = (at: string | null) => (at ? formatDateTime(at).split(', ')[1] : '—');

/** The member's figures for the period, then day by day (newest first; days without calls included). */
export function DayStats({ stats }: { stats: CallStats }) {
  const t = stats.totals;
  const days = [...stats.days].reverse();
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" mb="sm" aria-label="Totals for the period">
        <Figure label="Calls" value={formatCount(t.calls)} />
        <Figure label="Connected" value={formatCount(t.connected)} />
        <Figure label="Talk time" value={formatTalkTime(t.talkSeconds)} />
        <Figure label="Average call" value={formatTalkTime(t.avgTalkSeconds)} />
        <Figure label="Leads called" value={formatCount(t.uniqueLeads)} />
        <Figure label="Missed, not returned" value={formatCount(t.missedNotReturned)} alert={t.missedNotReturned > 0} />
      </SimpleGrid>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={760} mah={330} type="native">
          <Table stickyHeader striped fz="sm" horizontalSpacing="xs" aria-label="Calls by day">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day</Table.Th>
                <Table.Th ta="right">Calls</Table.Th>
                <Table.Th ta="right">Connected</Table.Th>
                <Table.Th ta="right">Talk time</Table.Th>
                <Table.Th ta="right">Average call</Table.Th>
                <Table.Th ta="right">Leads called</Table.Th>
                <Table.Th ta="right">Missed, not returned</Table.Th>
                <Table.Th ta="right">First call</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((d) => (
                <Table.Tr key={d.date} c={d.calls === 0 ? 'dimmed' : undefined}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{indiaDisplayDate(d.date)}</Table.Td>
                  <Table.Td ta="right">{formatCount(d.calls)}</Table.Td>
                  <Table.Td ta="right">{formatCount(d.connected)}</Table.Td>
                  <Table.Td ta="right">{formatTalkTime(d.talkSeconds)}</Table.Td>
                  <Table.Td ta="right">{formatTalkTime(d.avgTalkSeconds)}</Table.Td>
                  <Table.Td ta="right">{formatCount(d.uniqueLeads)}</Table.Td>
                  <Table.Td ta="right" c={d.missedNotReturned > 0 ? 'red.8' : undefined}>
                    {formatCount(d.missedNotReturned)}
                  </Table.Td>
                  <Table.Td ta="right">{time(d.firstCallAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </>
  );
}
