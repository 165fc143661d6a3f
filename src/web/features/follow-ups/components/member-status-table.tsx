import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '../../../../domain/leads/statuses';
import type { MemberLeadStatusCounts } from '../../../../domain/schemas/lead-counts';
import { formatCount } from '../../../lib/format';

interface MemberStatusTableProps {
  members: MemberLeadStatusCounts['members'];
  onPick: (memberId: string) => void;
}

/** Leads per member and status, for administrators and managers; a name filters the list to them. */
export function MemberStatusTable({ members, onPick }: MemberStatusTableProps) {
  return (
    <Paper withBorder radius="md" p="md" mt="lg">
      <Title order={2} fz="lg" mb="sm">
        By member
      </Title>
      {members.length === 0 ? (
        <Text c="dimmed" size="sm">
          No member has leads yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped aria-label="Leads by member and status" horizontalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Member</Table.Th>
                {LEAD_STATUSES.map((s) => (
                  <Table.Th key={s} ta="right">
                    {LEAD_STATUS_LABELS[s]}
                  </Table.Th>
                ))}
                <Table.Th ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((m) => (
                <Table.Tr key={m.memberId}>
                  <Table.Td>
                    <Anchor component="button" type="button" size="sm" onClick={() => onPick(m.memberId)}>
                      {m.name}
                    </Anchor>
                  </Table.Td>
                  {LEAD_STATUSES.map((s) => (
                    <Table.Td key={s} ta="right">
                      {formatCount(m.counts[s])}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" fw={600}>
                    {formatCount(m.total)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
