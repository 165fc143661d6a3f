import { Anchor, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { LeadImport } from '../../../../domain/schemas/lead-import';
import { formatCount, formatDateTime } from '../../../lib/format';
import { formatSeconds } from '../../../lib/job-rate';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { ListPager } from '../../../ui/list-pager';
import { ListState } from '../../../ui/list-state';
import { useImportList } from '../api/imports';
import { ImportStatusBadge, undoLabel } from './import-status-badge';

const PAGE_SIZE = 20;

interface ImportHistoryProps {
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: string) => void;
  onNew: () => void;
}

function counts(record: LeadImport) {
  const { created, updated, restored, skipped, rejected } = record.counts;
  return `${formatCount(created)} new · ${formatCount(updated + restored)} updated · ${formatCount(skipped)} skipped · ${formatCount(rejected)} rejected`;
}

/** Every import, newest first: who, when, which file, what it did and whether it can still be undone. */
export function ImportHistory({ page, onPage, onOpen, onNew }: ImportHistoryProps) {
  const list = useImportList(page, PAGE_SIZE);
  const columns: Column<LeadImport>[] = [
    {
      key: 'file',
      header: 'File',
      render: (r) => (
        <Anchor component="button" type="button" size="sm" fw={600} onClick={() => onOpen(r._id)} ta="left">
          <CellText maw={260} c="inherit" fw={600}>
            {r.fileName}
          </CellText>
        </Anchor>
      ),
    },
    { key: 'when', header: 'When', nowrap: true, render: (r) => formatDateTime(r.createdAt) },
    { key: 'who', header: 'By', render: (r) => <CellText maw={140}>{r.createdBy?.name}</CellText> },
    {
      key: 'mapping',
      header: 'Mapped',
      nowrap: true,
      render: (r) => `${r.mapping.columns.filter((c) => c.field).length} of ${r.mapping.columns.length} columns`,
    },
    {
      key: 'counts',
      header: 'Rows',
      render: (r) => (
        <div>
          <Text size="sm" fw={600}>
            {formatCount(r.counts.read)} read
          </Text>
          <Text size="xs" c="dimmed" maw={300}>
            {counts(r)}
          </Text>
        </div>
      ),
    },
    { key: 'status', header: 'Status', nowrap: true, render: (r) => <ImportStatusBadge status={r.status} /> },
    {
      key: 'duration',
      header: 'Took',
      nowrap: true,
      render: (r) => (r.durationSeconds === null ? '—' : formatSeconds(r.durationSeconds)),
    },
    { key: 'undo', header: 'Undo', nowrap: true, render: (r) => undoLabel(r) },
  ];
  const total = list.data?.total ?? 0;
  return (
    <ListState
      query={list}
      loadingLabel="Loading the import history…"
      errorTitle="Could not load the import history"
      isEmpty={total === 0}
      noMatches={false}
      empty={{
        icon: <IconHistory size={26} />,
        title: 'No imports yet',
        description: 'Files imported here are listed with their counts, rejected rows and an undo for 7 days.',
        action: (
          <Anchor component="button" type="button" onClick={onNew}>
            Import a file
          </Anchor>
        ),
      }}
      noMatch={{ title: '', clearLabel: '', onClear: () => {} }}
    >
      <DataTable label="Import history" columns={columns} rows={list.data?.imports ?? []} rowKey={(r) => r._id} />
      <ListPager page={page} pages={list.data?.pages ?? 1} onChange={onPage} />
    </ListState>
  );
}
