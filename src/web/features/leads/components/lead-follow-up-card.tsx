import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingEstate, IconCalendarCheck, IconCalendarTime, IconPhoneCheck } from '@tabler/icons-react';
import { FOLLOW_UP_TYPE_LABELS } from '../../../../domain/schemas/follow-up';
import type { Lead } from '../../../../domain/schemas/lead';
import { formatDateTime } from '../../../lib/format';
import { ErrorState } from '../../../ui/error-state';
import { FollowUpTypeBadge, OverdueBadge } from '../../../ui/follow-up-bits';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { useSalesActions, visitOf } from '../../../ui/sales-actions';
import { useLeadFollowUps } from '../../follow-ups';
import { useLeadSiteVisits } from '../../site-visits';

/**
 * The lead's open follow-up (due, type, red and "Overdue" once past) with the day's actions: Log
 * outcome, Reschedule or Schedule, Book site visit, Complete visit.
 */
export function LeadFollowUpCard({ lead }: { lead: Lead }) {
  const followUps = useLeadFollowUps(lead._id);
  const actions = useSalesActions();
  const open = followUps.data?.followUps.find((f) => f.status === 'open') ?? null;
  // A visit may be booked beside a planned call (decision 155): the card offers both.
  const visits = useLeadSiteVisits(lead._id);
  const booked = visits.data?.visits.find((v) => v.status === 'scheduled') ?? null;
  const visit = visitOf(lead, open) ?? booked;
  const callBeside = open !== null && !open.siteVisitId && booked !== null;
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
            {callBeside ? (
              <Text size="sm" mt={4}>
                Site visit to {booked.project} booked for {formatDateTime(booked.at)}
                {booked.accompaniedBy ? ` with ${booked.accompaniedBy.name}` : ''}
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
              {visit ? (
                <Button
                  variant="default"
                  leftSection={<IconCalendarTime size={16} />}
                  onClick={() => actions.open({ kind: 'moveVisit', visit })}
                >
                  Reschedule visit
                </Button>
              ) : null}
              {open?.siteVisitId ? null : (
                <Button
                  variant="default"
                  leftSection={<IconCalendarTime size={16} />}
                  onClick={() => actions.open({ kind: 'schedule', lead, current: open })}
                >
                  {open ? `Reschedule ${FOLLOW_UP_TYPE_LABELS[open.type].toLowerCase()}` : 'Schedule follow-up'}
                </Button>
              )}
              {visit ? null : (
                <Button
                  variant="default"
                  leftSection={<IconBuildingEstate size={16} />}
                  onClick={() => actions.open({ kind: 'book', lead, current: open })}
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
