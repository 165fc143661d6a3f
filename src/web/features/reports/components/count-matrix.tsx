import { Paper, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCount } from '../../../lib/format';
import { CellText } from '../../../ui/cell-text';
import '../../../ui/data-table.css';
import { CountLink } from './count-link';

export interface MatrixColumn {
  key: string;
  /** The header. */
  label: ReactNode;
  /** How a cell's link names the column to a screen reader: "Rahul, Booked: 4, open the list". */
  linkLabel: string;
  /** A narrow header in small type (status and kind names); the totals column is normal size. */
  small?: boolean;
  /** A figure that opens no list (a sum of other columns): shown in bold, not a link. */
  plain?: boolean;
  /** A count worth noticing (overdue tasks) is drawn in red. */
  alarming?: boolean;
}

export interface MatrixRow {
  key: string;
  name: string;
  /** What the first cell shows instead of the bare name (a badge beside it). */
  nameCell?: ReactNode;
  /** "Unassigned" or "No member" rows are set in italics. */
  italic?: boolean;
  counts: Record<string, number>;
}

interface CountMatrixProps {
  ariaLabel: string;
  columns: MatrixColumn[];
  rows: MatrixRow[];
  totals: Record<string, number>;
  /** The list behind a cell; `row` is undefined for the totals row. Null: a count no list can show. */
  link: (row: string | undefined, column: string) => string | null;
  minWidth: number;
  nameWidth?: number;
  /** How the totals row names itself in links ("Everyone"). */
  everyone?: string;
}

interface MatrixCellProps {
  column: MatrixColumn;
  count: number;
  to: string | null;
  who: string;
  /** The totals row is a header row (tfoot th), as the columns' heads are. */
  head: boolean;
}

const PINNED = 'data-table-sticky-start';

function MatrixCell({ column, count, to, who, head }: MatrixCellProps) {
  const props = {
    ta: 'right' as const,
    c: column.alarming && count > 0 ? 'red.8' : undefined,
    fw: column.plain ? 700 : undefined,
  };
  const content = column.plain ? (
    formatCount(count)
  ) : (
    <CountLink count={count} to={to} label={`${who}, ${column.linkLabel}`} />
  );
  return head ? <Table.Th {...props}>{content}</Table.Th> : <Table.Td {...props}>{content}</Table.Td>;
}

/**
 * Member × something, with a totals row: the status-wise, activity, pending follow-up and task
 * reports draw their grid with it. Every count opens the list behind it.
 */
export function CountMatrix({
  ariaLabel,
  columns,
  rows,
  totals,
  link,
  minWidth,
  nameWidth = 240,
  everyone = 'Everyone',
}: CountMatrixProps) {
  const cells = (row: string | undefined, who: string, counts: Record<string, number>) =>
    columns.map((c) => (
      <MatrixCell
        key={c.key}
        column={c}
        count={counts[c.key] ?? 0}
        to={c.plain ? null : link(row, c.key)}
        who={who}
        head={row === undefined}
      />
    ));
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table
          className="data-table"
          aria-label={ariaLabel}
          striped
          highlightOnHover
          verticalSpacing="xs"
          horizontalSpacing="xs"
        >
          <Table.Thead>
            <Table.Tr>
              {/* The name stays in view while the counts scroll sideways (a dozen kinds at 1366 px). */}
              <Table.Th className={PINNED} style={{ minWidth: 160 }}>
                Member
              </Table.Th>
              {columns.map((c) => (
                <Table.Th key={c.key} ta="right" fz={c.small ? 'xs' : undefined} style={{ verticalAlign: 'bottom' }}>
                  {c.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key}>
                <Table.Td className={PINNED}>
                  {r.nameCell ?? (
                    <CellText maw={nameWidth} fs={r.italic ? 'italic' : undefined}>
                      {r.name}
                    </CellText>
                  )}
                </Table.Td>
                {cells(r.key, r.name, r.counts)}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th className={PINNED}>Total</Table.Th>
              {cells(undefined, everyone, totals)}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
