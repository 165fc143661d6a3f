import { List, Stack, Text } from '@mantine/core';
import type { AudienceSummary } from '../../../../domain/schemas/messaging';
import { formatCount, formatDate, formatRupees } from '../../../lib/format';
import type { AudienceBody, SendTemplate } from '../api/messaging';
import { exclusionLines } from './audience-summary';
import { RecipientPreview } from './recipient-preview';
import { WhatsAppLimitLine } from './whatsapp-campaign-bits';

interface Props {
  template: SendTemplate;
  body: AudienceBody;
  counted: AudienceSummary | undefined;
  promotional: boolean;
  scheduleAt: string | null;
  windowText: string;
}

/**
 * The confirmation's question: the count, who is left out, the cost, when — and what the first
 * recipients will get, so a wrong template or an empty variable is seen before anything is queued.
 */
export function SendConfirmation({ template, body, counted, promotional, scheduleAt, windowText }: Props) {
  const count = counted?.recipients;
  const lines = counted ? exclusionLines(counted, body.channel, promotional) : [];
  return (
    <Stack gap="xs">
      <Text size="sm">
        Send <b>{template.name}</b> to{' '}
        <b>
          {count === undefined
            ? 'the chosen leads'
            : `${formatCount(count)} ${count === 1 ? 'recipient' : 'recipients'}`}
        </b>
        {scheduleAt ? ` at ${formatDate(scheduleAt.slice(0, 10))}, ${scheduleAt.slice(11, 16)} India time` : ' now'}?
      </Text>
      {lines.length ? (
        <List size="sm" spacing={2}>
          {lines.map((l) => (
            <List.Item key={l}>{l}</List.Item>
          ))}
        </List>
      ) : null}
      {body.channel === 'sms' && counted ? (
        <Text size="sm">
          Estimated cost: {counted.costEstimate === null ? 'no rate set' : formatRupees(counted.costEstimate)} (
          {formatCount(counted.segmentsPerMessage * counted.recipients)} parts).
        </Text>
      ) : null}
      {body.channel === 'whatsapp' && counted ? <WhatsAppLimitLine summary={counted} /> : null}
      {promotional && body.channel === 'sms' ? (
        <Text size="sm" c="dimmed">
          Promotional: sent only {windowText}; outside it the campaign waits.
        </Text>
      ) : null}
      <RecipientPreview body={body} total={count} />
      <Text size="sm" c="dimmed">
        Each recipient gets it once, even if the sending is interrupted and resumed.
      </Text>
    </Stack>
  );
}
