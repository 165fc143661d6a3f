import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingEstate, IconCalendarCheck, IconCalendarTime, IconPhoneCheck } from '@tabler/icons-react';
import type { Lead } from '../../../../domain/schemas/lead';
import { useLeadFollowUps } from '../../../lib/follow-up-queries';
import { formatDateTime } from '../../../lib/format';
import { ErrorState } from '../../../ui/error-state';
import { FollowUpTypeBadge, OverdueBadge } from '../../../ui/follow-up-bits';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { useSalesActions, visitOf } from '../../../ui/sales-actions';

/**
 * The lead's open follow-up (due, type, red and "Overdue" once past) with the day's actions: Log
 * outcome, Reschedule or Schedule, Book site visit, Complete visit.
 */
export function LeadFollowUpCard({ lead }: { lead: Lead }) {
  const followUps = useLeadFollowUps(lead._id);
  const actions = useSalesActions();
  const open = followUps.data?.followUps.find((f) => f.status === 'open') ?? null;
  const visit = visitOf(lead, open);
  // This answer carries no server clock (the lists' do), so the card alone reads the browser's.
  const overdue = open !== null && Date.parse(open.dueAt) < Date.now();
  const binned = Boolean(lead.deletedAt);

  return (
    <Paper withBorder radius="md" p="md" aria-label="Next follow-up">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Next follow-up
        </Title>
        {followUps.isPending ? (
          <LoadingSpinner label="Loading follow-ups…" />
        ) : followUps.isError ? (
          <ErrorState
            title="Could not load the follow-ups"
            error={followUps.error}
            onRetry={() => void followUps.refetch()}
            retrying={followUps.isFetching}
          />
        ) : open ? (
          <Stack gap={4}>
            <Group gap={6}>
              <FollowUpTypeBadge type={open.type} />
              {overdue ? <OverdueBadge /> : null}
            </Group>
            <Text size="sm" fw={600} c={overdue ? 'red.8' : undefined}>
              {formatDateTime(open.dueAt)}{' '}
              <Text span size="xs" c="dimmed" fw={400}>
                India time
              </Text>
            </Text>
            <Text size="xs" c="dimmed">
              By {open.assignedTo?.name ?? lead.assignedTo?.name ?? 'nobody yet'}
            </Text>
            {open.note ? (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {open.note}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No follow-up is booked. Log an outcome or schedule the next call.
          </Text>
        )}
        {binned ? null : (
          <Stack gap={6}>
            {visit ? (
              <Button
                color="violet"
                leftSection={<IconCalendarCheck size={18} />}
                onClick={() => actions.open({ kind: 'complete', visit, leadStatus: lead.status })}
              >
                Complete visit
              </Button>
            ) : null}
            <Button
              variant={visit ? 'light' : 'filled'}
              leftSection={<IconPhoneCheck size={18} />}
              onClick={() => actions.open({ kind: 'outcome', lead })}
            >
              Log outcome
            </Button>
            {/* One per line: side by side, "Book site visit" was cut at 1366 px. */}
            <Stack gap={6}>
              <Button
                variant="default"
                leftSection={<IconCalendarTime size={16} />}
                onClick={() =>
                  visit
                    ? actions.open({ kind: 'moveVisit', visit })
                    : actions.open({ kind: 'schedule', lead, current: open })
                }
              >
                {visit ? 'Reschedule visit' : open ? 'Reschedule' : 'Schedule follow-up'}
              </Button>
              {visit ? null : (
                <Button
                  variant="default"
                  leftSection={<IconBuildingEstate size={16} />}
                  onClick={() => actions.open({ kind: 'book', lead })}
                >
                  Book site visit
                </Button>
              )}
            </Stack>
          </Stack>
        )}
      </Stack>
      {actions.modals}
    </Paper>
  );
}
