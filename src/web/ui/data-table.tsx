import { Paper, Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  /** Visually hidden header text for columns like "Actions". */
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** Keep the cell on one line (badges, dates, phone numbers). */
  nowrap?: boolean;
}

interface DataTableProps<Row> {
  /** Accessible name of the table. */
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  minWidth?: number;
}

/** A bordered, horizontally scrollable table with a sticky header. */
export function DataTable<Row>({ label, columns, rows, rowKey, minWidth = 900 }: DataTableProps<Row>) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table aria-label={label} striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} ta={column.align} w={column.width} style={{ whiteSpace: 'nowrap' }}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td
                    key={column.key}
                    ta={column.align}
                    style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                  >
                    {column.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
