import { Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import type { HistoryChange } from '../../domain/schemas/history';
import { formatDateTime } from '../lib/format';
import { ErrorState } from './error-state';
import { LoadingSpinner } from './loading-spinner';

interface ChangeRow<A extends string> {
  _id: string;
  action: A;
  summary: string;
  changes: HistoryChange[];
  by: { name: string };
  at: string;
  note?: string | null;
}

/** "Field: old → new"; a field that was added shows only its value, a removed one is struck through. */
function Change({ change }: { change: HistoryChange }) {
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

/** What the timeline reads of a query: a plain or a paged (infinite) one both fit. */
interface RowsQuery<R> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  data: R[] | undefined;
  refetch: () => unknown;
}

/**
 * A record's history (entities, leads): who, when, a summary, each field old → new, and the note
 * said with it. Each record type brings its own icon per action; a lead's activity timeline adds
 * a kind filter (`controls`) and "show older" (`footer`).
 */
export function ChangeTimeline<A extends string>({
  history,
  icons,
  title = 'History',
  controls,
  footer,
  empty = 'Nothing recorded yet.',
}: {
  history: RowsQuery<ChangeRow<A>>;
  icons: Record<A, React.ReactNode>;
  title?: string;
  controls?: React.ReactNode;
  footer?: React.ReactNode;
  empty?: string;
}) {
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
  else if (!history.data?.length)
    body = (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  else
    body = (
      <Timeline bulletSize={24} lineWidth={2} aria-label={title}>
        {history.data.map((row) => (
          <Timeline.Item key={row._id} bullet={icons[row.action]} title={row.summary}>
            <Text size="xs" c="dimmed" mb={4}>
              {row.by.name} · {formatDateTime(row.at)}
            </Text>
            {row.action !== 'created' && row.changes.length > 0 ? (
              <Stack gap={2}>
                {row.changes.map((change) => (
                  <Change key={change.field} change={change} />
                ))}
              </Stack>
            ) : null}
            {row.note ? (
              <Text size="sm" fs="italic" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                “{row.note}”
              </Text>
            ) : null}
          </Timeline.Item>
        ))}
      </Timeline>
    );
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {controls}
      </Group>
      {body}
      {footer}
    </Paper>
  );
}
