import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths';
import { ACTIVITY_KIND_LABELS, type ActivityReportRow } from '../../../../domain/schemas/activity-report';
import { formatDateTime } from '../../../lib/format';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';

/** The activities behind the matrix, newest first; a lead's name opens the lead. */
export function ActivityRowsTable({ rows }: { rows: ActivityReportRow[] }) {
  const columns: Column<ActivityReportRow>[] = [
    { key: 'at', header: 'When', nowrap: true, render: (r) => <Text size="sm">{formatDateTime(r.at)}</Text> },
    { key: 'by', header: 'Member', render: (r) => <CellText maw={200}>{r.by.name}</CellText> },
    { key: 'kind', header: 'Kind', nowrap: true, render: (r) => <Text size="sm">{ACTIVITY_KIND_LABELS[r.kind]}</Text> },
    {
      key: 'lead',
      header: 'Lead',
      render: (r) => (
        <Anchor component={Link} to={paths.leadDetails(r.lead._id)} size="sm" fw={600}>
          <CellText maw={220} fw={600} c="inherit">
            {r.lead.name}
          </CellText>
        </Anchor>
      ),
    },
    { key: 'summary', header: 'What happened', render: (r) => <CellText maw={420}>{r.summary}</CellText> },
  ];
  return <DataTable label="Activities" columns={columns} rows={rows} rowKey={(r) => r._id} minWidth={900} />;
}
