import { Alert, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { AudienceSummary, MessageChannel } from '../../../../domain/schemas/messaging';
import { errorMessage } from '../../../lib/api-client';
import { formatCount, formatRupees } from '../../../lib/format';
import { WhatsAppLimitLine } from './whatsapp-campaign-bits';

/** Why some leads get nothing, in the words the office uses. */
export function exclusionLines(summary: AudienceSummary, channel: MessageChannel, promotional: boolean): string[] {
  const { noAddress, optedOut, dnd, duplicate, noOptIn } = summary.excluded;
  const channelName = { email: 'email', sms: 'SMS', whatsapp: 'WhatsApp' }[channel];
  const n = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;
  const lines: string[] = [];
  if (noAddress)
    lines.push(
      `${n(noAddress, 'lead has', 'leads have')} no ${channel === 'email' ? 'email address' : 'valid mobile number'}.`,
    );
  if (optedOut) lines.push(`${n(optedOut, 'lead has', 'leads have')} opted out of ${channelName}.`);
  if (noOptIn)
    lines.push(
      `${n(noOptIn, 'lead has', 'leads have')} not opted in to WhatsApp (a marketing template goes only to those who did).`,
    );
  if (dnd)
    lines.push(
      `${n(dnd, 'lead is', 'leads are')} on the DND register${promotional ? ' (promotional SMS are not sent to DND)' : ''}.`,
    );
  if (duplicate) lines.push(`${n(duplicate, 'address is', 'addresses are')} shared with another lead: sent once.`);
  return lines;
}

/** The live count beside the send form: recipients, exclusions and why, and the cost. */
export function AudienceSummaryPanel({
  query,
  channel,
  promotional,
  ready,
}: {
  query: { data?: AudienceSummary | undefined; isFetching: boolean; isError: boolean; error: unknown };
  channel: MessageChannel;
  promotional: boolean;
  ready: boolean;
}) {
  const summary = query.data;
  return (
    <Paper withBorder radius="md" p="md" aria-label="Recipients" role="region">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} fz="md">
            Recipients
          </Title>
          {query.isFetching ? <Loader size="xs" aria-label="Counting recipients" /> : null}
        </Group>
        {!ready ? (
          <Text size="sm" c="dimmed">
            Choose a template and the recipients to see who gets the message.
          </Text>
        ) : query.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" p="xs">
            {errorMessage(query.error)}
          </Alert>
        ) : summary ? (
          <>
            <Text fz={28} fw={700} lh={1.1} data-testid="recipient-count">
              {formatCount(summary.recipients)}
            </Text>
            <Text size="sm" c="dimmed" mt={-6}>
              {summary.recipients === 1 ? 'recipient' : 'recipients'}
            </Text>
            {exclusionLines(summary, channel, promotional).length ? (
              <Stack gap={2}>
                <Text size="sm" fw={500}>
                  Not sent to:
                </Text>
                <List size="sm" spacing={2}>
                  {exclusionLines(summary, channel, promotional).map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                Nobody is left out.
              </Text>
            )}
            {channel === 'whatsapp' ? <WhatsAppLimitLine summary={summary} /> : null}
            {channel === 'sms' ? (
              <Text size="sm">
                {summary.segmentsPerMessage === 1 ? '1 part' : `${summary.segmentsPerMessage} parts`} per message ·{' '}
                {formatCount(summary.segmentsPerMessage * summary.recipients)} parts in all
                <br />
                Estimated cost:{' '}
                <b>
                  {summary.costEstimate === null
                    ? 'set a rate in SMS Gateway settings'
                    : formatRupees(summary.costEstimate)}
                </b>
              </Text>
            ) : null}
          </>
        ) : (
          <Loader size="sm" />
        )}
      </Stack>
    </Paper>
  );
}
