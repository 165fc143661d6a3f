import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths';
import type { ConsentSource } from '../../../../domain/schemas/person-data';
import { formatDateTime } from '../../../lib/format';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { useConsentSource } from '../api/get-consent-source';

/** How each opt-out was last set, in words (lead_message_preferences.source). */
const SET_BY: Record<string, string> = {
  manual: 'by a team member on this page',
  link: 'by the person, with the unsubscribe link',
  stop: 'by the person, with a STOP reply',
};

function Flag({ label, on, onText }: { label: string; on: boolean; onText: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Badge variant="light" color={on ? 'red' : 'green'}>
        {on ? onText : 'Allowed'}
      </Badge>
    </Group>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Body({ data, mobile, canRequest }: { data: ConsentSource; mobile: string; canRequest: boolean }) {
  const { consent, source } = data;
  return (
    <Stack gap="xs">
      <Flag label="SMS" on={consent.smsOptOut} onText="Opted out" />
      <Flag label="Email" on={consent.emailOptOut} onText="Opted out" />
      <Flag label="Promotional SMS (DND)" on={consent.dnd} onText="On DND" />
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">WhatsApp</Text>
        <Badge
          variant="light"
          color={consent.whatsapp?.event === 'opt_in' ? 'green' : consent.whatsapp ? 'red' : 'gray'}
        >
          {consent.whatsapp?.event === 'opt_in' ? 'Opted in' : consent.whatsapp ? 'Opted out' : 'No opt-in'}
        </Badge>
      </Group>
      {consent.whatsapp ? (
        <Text size="xs" c="dimmed">
          WhatsApp: {consent.whatsapp.how.toLowerCase()}
          {consent.whatsapp.by ? `, noted by ${consent.whatsapp.by}` : ''}, {formatDateTime(consent.whatsapp.at)}
        </Text>
      ) : null}
      {consent.updatedAt && consent.setBy ? (
        <Text size="xs" c="dimmed">
          Last set {SET_BY[consent.setBy ?? ''] ?? consent.setBy ?? ''} on {formatDateTime(consent.updatedAt)}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          No opt-out recorded: messages may go, within the DLT and DND rules.
        </Text>
      )}
      <Row label="Source">{source.name ?? 'Not recorded'}</Row>
      <Row label="Created">
        {formatDateTime(source.createdAt)}
        {source.createdBy ? ` by ${source.createdBy}` : ' (no person: an import, portal or form)'}
      </Row>
      {source.importFile ? (
        <Row label="Import file">
          {source.importFile.name}, {formatDateTime(source.importFile.at)}
        </Row>
      ) : null}
      {source.fromContact ? <Row label="Made from the sales contact">{source.fromContact}</Row> : null}
      {source.enquiries.length ? (
        <Row label="Enquiries">
          {source.enquiries.map((e) => (
            <span key={`${e.origin}-${e.receivedAt}`} style={{ display: 'block' }}>
              {e.origin}, {formatDateTime(e.receivedAt)} — {e.made ? 'made the lead' : 'enquired again'}
            </span>
          ))}
        </Row>
      ) : null}
      {canRequest && !mobile.startsWith('erased-') ? (
        <Anchor component={Link} to={paths.personalData()} state={{ mobile }} size="sm">
          Export or erase this person’s data…
        </Anchor>
      ) : null}
    </Stack>
  );
}

/** The lead's messaging consent beside where it came from, read-only, from what is already kept. */
export function LeadConsentCard({
  leadId,
  mobile,
  canRequest,
}: {
  leadId: string;
  mobile: string;
  canRequest: boolean;
}) {
  const query = useConsentSource(leadId);
  return (
    <Paper withBorder p="md" radius="md" aria-label="Consent and source">
      <Title order={3} size="h5" mb="sm">
        Consent and source
      </Title>
      {query.isPending ? (
        <LoadingSpinner label="Loading…" />
      ) : query.isError ? (
        <ErrorState
          title="Could not load consent and source"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Body data={query.data} mobile={mobile} canRequest={canRequest} />
      )}
    </Paper>
  );
}
