import { Paper, Table } from '@mantine/core';
import type { ActivityKind } from '../../../../domain/schemas/activity';
import { ACTIVITY_KIND_LABELS, type ActivityReport, SYSTEM_MEMBER } from '../../../../domain/schemas/activity-report';
import { queryString } from '../../../lib/follow-up-queries';
import { CellText } from '../../../ui/cell-text';
import { CountLink } from './count-link';

interface ActivityMatrixProps {
  report: ActivityReport;
  /** The period as the URL has it, kept in each cell's link. */
  period: { period: string; from?: string | undefined; to?: string | undefined };
}

/**
 * Member × kind, with totals. A count shows the activities behind it in the rows below (the same
 * page with that member and kind in its URL, so the link can be shared).
 */
export function ActivityMatrix({ report, period }: ActivityMatrixProps) {
  const link = (member: string | undefined, kind: ActivityKind | undefined) =>
    `/report/ActivityReport?${queryString({ ...period, member, kind })}`;
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={240 + report.kinds.length * 96}>
        <Table
          aria-label="Activities by member and kind"
          striped
          highlightOnHover
          verticalSpacing="xs"
          horizontalSpacing="xs"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={{ minWidth: 190 }}>Member</Table.Th>
              {report.kinds.map((k) => (
                <Table.Th key={k} ta="right" fz="xs" style={{ verticalAlign: 'bottom' }}>
                  {ACTIVITY_KIND_LABELS[k]}
                </Table.Th>
              ))}
              <Table.Th ta="right" style={{ verticalAlign: 'bottom' }}>
                Total
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.members.map((m) => {
              const member = m.memberId ?? SYSTEM_MEMBER;
              return (
                <Table.Tr key={member}>
                  <Table.Td>
                    <CellText maw={240} fs={m.memberId ? undefined : 'italic'}>
                      {m.name}
                    </CellText>
                  </Table.Td>
                  {report.kinds.map((k) => (
                    <Table.Td key={k} ta="right">
                      <CountLink
                        count={m.counts[k] ?? 0}
                        to={link(member, k)}
                        label={`${m.name}, ${ACTIVITY_KIND_LABELS[k]}`}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td ta="right">
                    <CountLink count={m.total} to={link(member, undefined)} label={`${m.name}, every kind`} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>Total</Table.Th>
              {report.kinds.map((k) => (
                <Table.Th key={k} ta="right">
                  <CountLink
                    count={report.totals.counts[k] ?? 0}
                    to={link(undefined, k)}
                    label={`Everyone, ${ACTIVITY_KIND_LABELS[k]}`}
                  />
                </Table.Th>
              ))}
              <Table.Th ta="right">
                <CountLink count={report.totals.total} to={link(undefined, undefined)} label="Every activity" />
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
