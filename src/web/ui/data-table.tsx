import { Paper, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import './data-table.css';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** Keep the cell on one line (badges, dates, phone numbers). */
  nowrap?: boolean;
  /**
   * Pin the column to the right edge while the table scrolls sideways. On by default for the
   * `actions` column, so Edit and Delete stay reachable however long the other cells are. 'start'
   * pins it to the left edge instead: a report's name column, so a row's figures keep their name.
   */
  sticky?: boolean | 'start';
  /** The column the rows are sorted by says so to screen readers (see SortHeader). */
  sorted?: 'ascending' | 'descending' | undefined;
}

interface DataTableProps<Row> {
  /** Accessible name of the table. */
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  minWidth?: number;
}

const isSticky = (column: Column<unknown>) => column.sticky ?? column.key === 'actions';
const stickyClassOf = (column: Column<unknown>) =>
  column.sticky === 'start' ? 'data-table-sticky-start' : isSticky(column) ? 'data-table-sticky' : undefined;

/**
 * A bordered, horizontally scrollable table whose actions column stays pinned to the right. Long
 * text belongs in a CellText, which clamps it and shows the whole text in a tooltip.
 */
export function DataTable<Row>({ label, columns, rows, rowKey, minWidth = 900 }: DataTableProps<Row>) {
  const stickyClass = (column: Column<Row>) => stickyClassOf(column as Column<unknown>);
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table
          className="data-table"
          aria-label={label}
          striped
          highlightOnHover
          verticalSpacing="sm"
          // Ten pixels a side, not sixteen: nine columns and their actions fit 1366 px without scrolling.
          horizontalSpacing="xs"
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  ta={column.align}
                  w={column.width}
                  className={stickyClass(column)}
                  aria-sort={column.sorted}
                  style={{ whiteSpace: 'nowrap' }}
                >
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
                    className={stickyClass(column)}
                    style={column.nowrap || isSticky(column as Column<unknown>) ? { whiteSpace: 'nowrap' } : undefined}
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
