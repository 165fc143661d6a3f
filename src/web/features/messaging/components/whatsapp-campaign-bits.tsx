import { Text } from '@mantine/core';
import type { AudienceSummary } from '../../../../domain/schemas/messaging';
import { formatCount } from '../../../lib/format';

/**
 * "Today's WhatsApp limit: 1,750 of 2,000 new people left": Meta's tier counts people reached
 * outside their 24-hour window in a moving 24 hours; past it the campaign waits (decision 216).
 */
export function WhatsAppLimitLine({ summary }: { summary: AudienceSummary }) {
  const wa = summary.whatsapp;
  if (!wa) return null;
  if (wa.tierRemaining === null) {
    return <Text size="sm">Today's WhatsApp limit: none (unlimited tier).</Text>;
  }
  const over = summary.recipients > wa.tierRemaining;
  return (
    <Text size="sm" c={over ? 'orange.8' : undefined}>
      Today's WhatsApp limit:{' '}
      <b>
        {formatCount(wa.tierRemaining)}
        {wa.tierLimit ? ` of ${formatCount(wa.tierLimit)}` : ''} new people left
      </b>
      {over
        ? '. More recipients than that: the rest wait and go on by themselves as the 24 hours move (those who wrote to you in the last 24 hours do not count).'
        : '.'}
    </Text>
  );
}
