import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { istDate, todayInIndia } from '../../../../domain/india-date';
import type { Lead } from '../../../../domain/schemas/lead';
import { formatDate, formatDateTime, formatRupees } from '../../../lib/format';
import { LeadStatusBadge } from '../../../ui/lead-status-badge';
import { PhoneLink } from '../../../ui/phone-link';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children || '—'}
      </Text>
    </Stack>
  );
}

/** Red, with "overdue", once its India day has passed (the India day, whatever the browser's zone). */
function FollowUpDay({ at }: { at: string }) {
  const overdue = istDate(new Date(at)) < todayInIndia();
  return overdue ? (
    <Text component="span" size="sm" c="red.7" fw={600}>
      {formatDate(at)} (overdue)
    </Text>
  ) : (
    formatDate(at)
  );
}

export function LeadDetailsCard({ lead }: { lead: Lead }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg">
          Details
        </Title>
        <LeadStatusBadge status={lead.status} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <Field label="Mobile">
          <PhoneLink number={lead.mobile} leadId={lead._id} />
        </Field>
        <Field label="Alternate mobile">
          {lead.alternateMobile ? <PhoneLink number={lead.alternateMobile} /> : null}
        </Field>
        <Field label="Email">{lead.email}</Field>
        <Field label="Source">{lead.source?.name}</Field>
        <Field label="Branch">{lead.branch?.name}</Field>
        <Field label="Assigned to">{lead.assignedTo?.name ?? 'Unassigned'}</Field>
        <Field label="Project">
          {lead.projectName && lead.project && lead.projectName !== lead.project
            ? `${lead.projectName} (given as "${lead.project}")`
            : (lead.projectName ?? lead.project)}
        </Field>
        <Field label="Requirement">{lead.requirement}</Field>
        <Field label="Budget">{lead.budget === null ? null : formatRupees(lead.budget)}</Field>
        <Field label="City">{lead.city}</Field>
        <Field label="Next follow-up">{lead.nextFollowUpAt ? <FollowUpDay at={lead.nextFollowUpAt} /> : null}</Field>
        <Field label="Created">
          {formatDateTime(lead.createdAt)}
          {lead.createdBy ? ` by ${lead.createdBy.name}` : ''}
        </Field>
      </SimpleGrid>
      <Stack mt="md">
        <Field label="Notes">{lead.notes}</Field>
      </Stack>
    </Paper>
  );
}
