import { Paper, Table, Text } from '@mantine/core';
import { CellText } from '../../../ui/cell-text';
import { CountLink } from './count-link';

export interface GroupCount {
  key: string;
  name: string;
  count: number;
  /** The list behind the count; null when no list can show exactly these. */
  to: string | null;
}

/** One grouping of the lead report (by source, status, member or project) as a compact two-column table. */
export function GroupCountTable({ title, rows }: { title: string; rows: GroupCount[] }) {
  return (
    <Paper withBorder radius="md" p="xs">
      <Table aria-label={title} verticalSpacing={4} horizontalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{title}</Table.Th>
            <Table.Th ta="right" w={80}>
              Leads
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={2}>
                <Text size="sm" c="dimmed">
                  None
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((r) => (
              <Table.Tr key={r.key}>
                <Table.Td>
                  <CellText maw={220} size="sm">
                    {r.name}
                  </CellText>
                </Table.Td>
                <Table.Td ta="right">
                  <CountLink count={r.count} to={r.to} label={`${title}, ${r.name}`} />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
