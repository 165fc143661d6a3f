import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { LOST_REASON_LABELS } from '../../../../domain/schemas/follow-up';
import { formatDateTime } from '../../../lib/format';
import { ErrorState } from '../../../ui/error-state';
import { FollowUpTypeBadge, OutcomeBadge } from '../../../ui/follow-up-bits';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { CheckInLine, InterestBadge, VisitStatusBadge } from '../../../ui/site-visit-bits';
import { useLeadFollowUps } from '../../follow-ups';
import { useLeadSiteVisits } from '../../site-visits';

const STATUS_LABELS = { open: 'Open', done: 'Done', rescheduled: 'Rescheduled', cancelled: 'Cancelled' } as const;

/** Every follow-up of the lead, newest first (getFollowupsByLeadId). */
export function LeadFollowUpHistory({ leadId }: { leadId: string }) {
  const query = useLeadFollowUps(leadId);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="lg" mb="sm">
        Follow-ups
      </Title>
      {query.isPending ? (
        <LoadingSpinner label="Loading follow-ups…" />
      ) : query.isError ? (
        <ErrorState
          title="Could not load the follow-ups"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.followUps.length === 0 ? (
        <Text size="sm" c="dimmed">
          No follow-ups yet.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Follow-ups of this lead">
          {query.data.followUps.map((f) => (
            <Group key={f._id} component="li" justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap={6}>
                  <FollowUpTypeBadge type={f.type} />
                  <Text size="sm" fw={500}>
                    {formatDateTime(f.dueAt)}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {f.assignedTo?.name ?? 'Unassigned'}
                  {f.doneBy ? ` · logged by ${f.doneBy.name}` : ''}
                  {f.doneAt ? ` on ${formatDateTime(f.doneAt)}` : ''}
                  {f.reason ? ` · reason: ${LOST_REASON_LABELS[f.reason]}` : ''}
                </Text>
                {f.note ? (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {f.note}
                  </Text>
                ) : null}
              </Stack>
              <Group gap={6} wrap="nowrap">
                {f.outcome ? <OutcomeBadge outcome={f.outcome} /> : null}
                <Badge variant="outline" color="gray" miw="max-content">
                  {STATUS_LABELS[f.status]}
                </Badge>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** The lead's site visits, newest first (getByLeadId). */
export function LeadSiteVisits({ leadId }: { leadId: string }) {
  const query = useLeadSiteVisits(leadId);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="lg" mb="sm">
        Site visits
      </Title>
      {query.isPending ? (
        <LoadingSpinner label="Loading site visits…" />
      ) : query.isError ? (
        <ErrorState
          title="Could not load the site visits"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.visits.length === 0 ? (
        <Text size="sm" c="dimmed">
          No site visit booked. Use "Book site visit" beside the next follow-up.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Site visits of this lead">
          {query.data.visits.map((v) => (
            <Group key={v._id} component="li" justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {v.project} · {formatDateTime(v.at)}
                </Text>
                <Text size="xs" c="dimmed">
                  {v.pickup ? `Pickup: ${v.pickupAddress ?? 'yes'}` : 'No pickup'}
                  {v.accompaniedBy ? ` · with ${v.accompaniedBy.name}` : ''}
                </Text>
                <CheckInLine checkIn={v.checkIn} />
                {v.feedback ? (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {v.feedback}
                  </Text>
                ) : null}
              </Stack>
              <Group gap={6} wrap="nowrap">
                <InterestBadge interest={v.interest} />
                <VisitStatusBadge status={v.status} />
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
