import { Badge, Button, Group, Select, Text } from '@mantine/core';
import { IconRefresh, IconShieldCheck } from '@tabler/icons-react';
import { AUDIT_ACTIONS } from '../../../../domain/audit';
import { AUDIT_ACTION_LABELS, type AuditLog, auditLogFilterSchema } from '../../../../domain/schemas/person-data';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { DateField } from '../../../ui/date-field';
import { ListPager } from '../../../ui/list-pager';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { useAuditLog } from '../api/audit-log';

type Entry = AuditLog['entries'][number];

const actionColor = (action: Entry['action']) =>
  action === 'person.erase' ? 'red' : action.startsWith('person') ? 'blue' : 'gray';

const columns: Column<Entry>[] = [
  {
    key: 'at',
    header: 'When (India time)',
    nowrap: true,
    render: (e) => <Text size="sm">{formatDateTime(e.at)}</Text>,
  },
  {
    key: 'who',
    header: 'Who',
    render: (e) => (
      <CellText fw={500} maw={200}>
        {e.actor.name}
      </CellText>
    ),
  },
  {
    key: 'action',
    header: 'Act',
    nowrap: true,
    render: (e) => (
      <Badge variant="light" color={actionColor(e.action)}>
        {AUDIT_ACTION_LABELS[e.action]}
      </Badge>
    ),
  },
  {
    key: 'summary',
    header: 'What',
    render: (e) => (
      <CellText maw={520} lines={3}>
        {e.summary}
      </CellText>
    ),
  },
  {
    key: 'ip',
    header: 'IP address',
    nowrap: true,
    render: (e) => (
      <Text size="sm" ff="monospace" c={e.ip ? undefined : 'dimmed'}>
        {e.ip ?? '—'}
      </Text>
    ),
  },
];

const listParams = auditLogFilterSchema.omit({ pageSize: true });

/** Administration → Audit Log: backups downloaded, personal data exported or erased; who and when. */
export function AuditLogPage() {
  const url = useListParams(listParams);
  const { page, action, from, to } = url.params;
  const log = useAuditLog({ page, action, from, to });
  const filtered = Boolean(action || from || to);

  const total = log.data?.total ?? 0;
  const body = (
    <ListState
      query={log}
      loadingLabel="Loading the audit log…"
      errorTitle="Could not load the audit log"
      isEmpty={!filtered && total === 0}
      noMatches={filtered && total === 0}
      empty={{
        icon: <IconShieldCheck size={26} />,
        title: 'Nothing has been recorded yet',
        description:
          'Each backup download and each export or erasure of a person’s data is listed here with who did it and when.',
      }}
      noMatch={{
        title: 'Nothing matches these filters',
        clearLabel: 'Clear filters',
        onClear: () => url.set({ action: undefined, from: undefined, to: undefined, page: 1 }),
      }}
    >
      <DataTable
        label="Audit log"
        columns={columns}
        rows={log.data?.entries ?? []}
        rowKey={(e) => e._id}
        minWidth={900}
      />
      <ListPager
        page={page}
        pages={log.data?.pages ?? 1}
        onChange={(next) => url.set({ page: next })}
        summary={false}
      />
    </ListState>
  );

  return (
    <>
      <PageHeader
        title="Audit Log"
        description="Acts the law or the company may ask about later: backups and personal data requests."
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={log.isFetching && !log.isPending}
            onClick={() => void log.refetch()}
          >
            Refresh
          </Button>
        }
      />
      <Group mb="md" align="flex-end" gap="sm">
        <Select
          label="Act"
          placeholder="Every act"
          data={AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))}
          value={action ?? null}
          onChange={(v) => url.set({ action: (v as Entry['action'] | null) ?? undefined, page: 1 })}
          clearable
          w={220}
        />
        <DateField
          label="From"
          value={from ?? ''}
          onChange={(v) => url.set({ from: v || undefined, page: 1 })}
          maxDate={to}
          clearable
          w={150}
        />
        <DateField
          label="To"
          value={to ?? ''}
          onChange={(v) => url.set({ to: v || undefined, page: 1 })}
          minDate={from}
          clearable
          w={150}
        />
        {log.data && log.data.total > 0 ? (
          <Text size="sm" c="dimmed" pb={8}>
            {formatCount(log.data.total)} {log.data.total === 1 ? 'entry' : 'entries'}
          </Text>
        ) : null}
      </Group>
      {body}
    </>
  );
}
