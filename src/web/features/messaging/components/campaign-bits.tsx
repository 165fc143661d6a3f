import { Badge, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import {
  CAMPAIGN_STATUS_LABELS,
  type Campaign,
  type CampaignStatus,
  RECIPIENT_STATUS_LABELS,
  type RecipientStatus,
} from '../../../../domain/schemas/campaign';
import type { MessageChannel } from '../../../../domain/schemas/messaging';
import { formatCount } from '../../../lib/format';

export const CHANNEL_NAMES: Record<MessageChannel, string> = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' };

const campaignColour: Record<CampaignStatus, string> = {
  scheduled: 'gray',
  waiting_window: 'orange',
  waiting_limit: 'orange',
  sending: 'blue',
  paused: 'yellow',
  done: 'green',
  cancelled: 'gray',
  failed: 'red',
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return (
    // A badge's label clips itself; it keeps its whole width in a narrow column.
    <Badge color={campaignColour[status]} variant="light" miw="max-content">
      {CAMPAIGN_STATUS_LABELS[status]}
    </Badge>
  );
}

export const recipientColour: Record<RecipientStatus, string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'blue',
  delivered: 'green',
  read: 'teal',
  failed: 'red',
  bounced: 'orange',
  opted_out: 'grape',
  skipped: 'gray',
  unknown: 'yellow',
};

export function RecipientStatusBadge({ status }: { status: RecipientStatus }) {
  return (
    <Badge color={recipientColour[status]} variant="light" miw="max-content">
      {RECIPIENT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Everything that has been dealt with, whatever came of it (the server's `sent` includes delivered). */
export const handled = (c: Campaign['counts']) => c.sent + c.failed + c.bounced + c.optedOut + c.skipped + c.unknown;

type Counts = Campaign['counts'];
/** The bar's parts, in the order they are drawn; `sent` less `delivered` is what awaits a report. */
const sections: { key: string; label: string; color: string; value: (c: Counts) => number }[] = [
  // WhatsApp: read is a part of delivered; the other channels have no read receipts (always 0).
  { key: 'read', label: 'Read', color: 'teal', value: (c) => c.read },
  { key: 'delivered', label: 'Delivered', color: 'green', value: (c) => c.delivered - c.read },
  { key: 'sent', label: 'Sent, no report yet', color: 'blue', value: (c) => Math.max(0, c.sent - c.delivered) },
  { key: 'failed', label: 'Failed', color: 'red', value: (c) => c.failed },
  { key: 'bounced', label: 'Bounced', color: 'orange', value: (c) => c.bounced },
  { key: 'optedOut', label: 'Opted out', color: 'grape', value: (c) => c.optedOut },
  { key: 'skipped', label: 'Skipped', color: 'gray', value: (c) => c.skipped },
  { key: 'unknown', label: 'Unknown: may have been sent', color: 'yellow', value: (c) => c.unknown },
];

/** The bar of a campaign: each part of the total in its colour, and "sent / delivered / failed of total". */
export function CampaignProgress({ counts, size = 'md' }: { counts: Campaign['counts']; size?: 'sm' | 'md' | 'lg' }) {
  const total = Math.max(counts.total, 1);
  const done = handled(counts);
  return (
    <Stack gap={4} miw={180}>
      <Progress.Root size={size} aria-label={`${formatCount(done)} of ${formatCount(counts.total)} handled`}>
        {sections.map((s) =>
          s.value(counts) > 0 ? (
            <Tooltip key={s.key} label={`${s.label}: ${formatCount(s.value(counts))}`} withinPortal>
              <Progress.Section value={(s.value(counts) / total) * 100} color={s.color} />
            </Tooltip>
          ) : null,
        )}
      </Progress.Root>
      <Text size="xs" c="dimmed">
        {formatCount(counts.sent)} sent · {formatCount(counts.delivered)} delivered ·{' '}
        {counts.read ? `${formatCount(counts.read)} read · ` : ''}
        {formatCount(counts.failed + counts.bounced)} failed of {formatCount(counts.total)}
      </Text>
    </Stack>
  );
}

/** The counts one by one, under the campaign's bar. */
export function CampaignCounts({ counts, channel }: { counts: Campaign['counts']; channel?: MessageChannel }) {
  const items = [
    { label: 'Total', value: counts.total, color: undefined },
    { label: 'Queued', value: counts.queued, color: 'gray' },
    { label: 'Sent', value: counts.sent, color: 'blue' },
    ...sections
      // Only WhatsApp tells when a message was read.
      .filter((s) => s.key !== 'sent' && (s.key !== 'read' || channel === 'whatsapp'))
      .map((s) => ({
        label: s.key === 'delivered' && channel === 'whatsapp' ? 'Delivered, not read' : s.label,
        value: s.value(counts),
        color: s.color,
      })),
  ];
  return (
    <Group gap="lg" wrap="wrap" role="list" aria-label="Counts">
      {items.map((i) => (
        <Stack key={i.label} gap={0} role="listitem" aria-label={`${i.label}: ${i.value}`}>
          <Text size="xs" c="dimmed">
            {i.label}
          </Text>
          <Text fw={700} fz="lg" c={i.color && i.value > 0 ? `${i.color}.7` : undefined}>
            {formatCount(i.value)}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}
