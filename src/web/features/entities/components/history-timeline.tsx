import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconCash, IconFile, IconPencil, IconPlus, IconTrash, IconUser } from '@tabler/icons-react';
import type { EntityHistoryRow, HistoryAction } from '../../../../domain/schemas/entity';
import { formatDateTime } from '../../../lib/format';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { useHistory } from '../api/get-history';

const icons: Record<HistoryAction, React.ReactNode> = {
  created: <IconPlus size={14} />,
  updated: <IconPencil size={14} />,
  payment_added: <IconCash size={14} />,
  payment_updated: <IconCash size={14} />,
  payment_deleted: <IconTrash size={14} />,
  document_added: <IconFile size={14} />,
  document_deleted: <IconTrash size={14} />,
  contact_added: <IconUser size={14} />,
  contact_updated: <IconUser size={14} />,
  contact_deleted: <IconTrash size={14} />,
};

function Change({ change }: { change: EntityHistoryRow['changes'][number] }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {change.field}:
      </Text>{' '}
      {change.from === null ? null : (
        <Text span td={change.to === null ? 'line-through' : undefined} c="dimmed">
          {change.from}
        </Text>
      )}
      {change.from !== null && change.to !== null ? ' → ' : null}
      {change.to === null ? null : <Text span>{change.to}</Text>}
    </Text>
  );
}

/** Every change to the entity: who, when, and each field old → new. */
export function HistoryTimeline({ entityId }: { entityId: string }) {
  const history = useHistory(entityId);
  let body: React.ReactNode;
  if (history.isPending) body = <LoadingSpinner label="Loading history…" />;
  else if (history.isError)
    body = (
      <ErrorState
        title="Could not load the history"
        error={history.error}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  else
    body = (
      <Timeline bulletSize={24} lineWidth={2} aria-label="History">
        {history.data.map((row) => (
          <Timeline.Item key={row._id} bullet={icons[row.action]} title={row.summary}>
            <Text size="xs" c="dimmed" mb={4}>
              {row.by.name} · {formatDateTime(row.at)}
            </Text>
            {row.changes.length > 0 && row.action !== 'created' ? (
              <Stack gap={2}>
                {row.changes.map((change) => (
                  <Change key={change.field} change={change} />
                ))}
              </Stack>
            ) : null}
          </Timeline.Item>
        ))}
      </Timeline>
    );
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="lg" mb="md">
        History
      </Title>
      {body}
    </Paper>
  );
}
