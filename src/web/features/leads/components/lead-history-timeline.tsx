import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconArrowBackUp, IconPencil, IconPlus, IconProgress, IconTrash, IconUserShare } from '@tabler/icons-react';
import type { LeadHistoryAction } from '../../../../domain/schemas/lead';
import { formatDateTime } from '../../../lib/format';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { useLeadHistory } from '../api/get-lead-history';

const icons: Record<LeadHistoryAction, React.ReactNode> = {
  created: <IconPlus size={14} />,
  updated: <IconPencil size={14} />,
  status_changed: <IconProgress size={14} />,
  assigned: <IconUserShare size={14} />,
  moved_to_bin: <IconTrash size={14} />,
  restored: <IconArrowBackUp size={14} />,
};

/** Every change to the lead: who, when, and each field old → new. */
export function LeadHistoryTimeline({ leadId }: { leadId: string }) {
  const history = useLeadHistory(leadId);
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
            {row.action !== 'created' && row.changes.length > 0 ? (
              <Stack gap={2}>
                {row.changes.map((c) => (
                  <Text size="sm" key={c.field}>
                    <Text span fw={600}>
                      {c.field}:
                    </Text>{' '}
                    <Text span c="dimmed">
                      {c.from ?? '—'}
                    </Text>
                    {' → '}
                    <Text span>{c.to ?? '—'}</Text>
                  </Text>
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
      <Title order={2} fz="lg" mb="md">
        History
      </Title>
      {body}
    </Paper>
  );
}
