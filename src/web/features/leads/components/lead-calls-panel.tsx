import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FOLLOW_UP_OUTCOME_LABELS } from '../../../../domain/schemas/follow-up';
import { useLeadCalls } from '../../../lib/call-queries';
import { formatDateTime } from '../../../lib/format';
import { CallDirectionBadge, CallDuration, CallRecording } from '../../../ui/call-bits';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';

/** Shown at first; the rest behind "Show all" keeps a busy lead's page short. */
const FIRST = 10;

/** Every call with the lead's number, whoever made it, newest first, with recordings. */
export function LeadCallsPanel({ leadId }: { leadId: string }) {
  const calls = useLeadCalls(leadId);
  const [all, setAll] = useState(false);
  const items = calls.data ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Calls">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          Calls
        </Title>
        {calls.isSuccess && items.length > 0 ? (
          <Text size="sm" c="dimmed">
            {items.length} {items.length === 1 ? 'call' : 'calls'}
          </Text>
        ) : null}
      </Group>
      {calls.isPending ? (
        <LoadingSpinner label="Loading calls…" />
      ) : calls.isError ? (
        <ErrorState
          title="Could not load the calls"
          error={calls.error}
          onRetry={() => void calls.refetch()}
          retrying={calls.isFetching}
        />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No calls with this lead yet.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Calls with this lead">
          {(all ? items : items.slice(0, FIRST)).map((call) => (
            <Group key={call.id} component="li" justify="space-between" wrap="wrap" align="flex-start" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
                <Group gap={6}>
                  <CallDirectionBadge direction={call.direction} />
                  <Text size="sm" fw={500}>
                    {formatDateTime(call.startedAt)}
                  </Text>
                  <CallDuration call={call} />
                </Group>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {call.memberName}
                  {call.outcome ? ` · ${FOLLOW_UP_OUTCOME_LABELS[call.outcome]}` : ''}
                  {call.note ? ` · ${call.note}` : ''}
                </Text>
              </Stack>
              {call.hasRecording ? <CallRecording call={call} /> : null}
            </Group>
          ))}
          {items.length > FIRST && !all ? (
            <Button variant="subtle" size="xs" onClick={() => setAll(true)} style={{ alignSelf: 'flex-start' }}>
              Show all {items.length} calls
            </Button>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}
