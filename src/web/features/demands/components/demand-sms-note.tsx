import { Text, Tooltip } from '@mantine/core';
import type { NoticeSms } from '../../../../domain/schemas/notice-sms';
import { formatDateTime } from '../../../lib/format';

const WORDS: Record<NoticeSms['status'], string> = {
  queued: 'SMS queued',
  sending: 'SMS sending',
  sent: 'SMS sent',
  delivered: 'SMS delivered',
  failed: 'SMS failed',
  skipped: 'No SMS',
  opted_out: 'No SMS (opted out)',
  unknown: 'SMS in doubt',
};
const COLORS: Partial<Record<NoticeSms['status'], string>> = {
  failed: 'red.7',
  unknown: 'orange.8',
  skipped: 'dimmed',
  opted_out: 'dimmed',
  delivered: 'green.8',
};

/**
 * Under a demand's status: what became of its demand-raised SMS and of its latest reminder
 * (decision 199), the reason in a tooltip with the text that left. Nothing when it has none.
 */
export function DemandSmsNote({ messages }: { messages: NoticeSms[] }) {
  const raised = messages.find((m) => m.purpose === 'demand_raised');
  const reminders = messages.filter((m) => m.purpose === 'payment_reminder');
  const latest = reminders[0];
  return (
    <>
      {raised ? <Line sms={raised} label={WORDS[raised.status]} /> : null}
      {latest ? (
        <Line
          sms={latest}
          label={`${reminders.length === 1 ? 'Reminder' : `${reminders.length} reminders`}: ${WORDS[latest.status].replace(/^SMS /, '')}`}
        />
      ) : null}
    </>
  );
}

function Line({ sms, label }: { sms: NoticeSms; label: string }) {
  const when = sms.deliveredAt ?? sms.sentAt ?? sms.createdAt;
  const tip = [sms.reason, sms.mobile ? `To ${sms.mobile}, ${formatDateTime(when)}` : null, `“${sms.text}”`]
    .filter(Boolean)
    .join('\n');
  return (
    <Tooltip label={tip} multiline w={320} style={{ whiteSpace: 'pre-wrap' }}>
      <Text size="xs" c={COLORS[sms.status] ?? 'dimmed'} style={{ whiteSpace: 'nowrap' }} tabIndex={0}>
        {label}
      </Text>
    </Tooltip>
  );
}
