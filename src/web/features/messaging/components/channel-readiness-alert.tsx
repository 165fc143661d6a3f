import { Alert, Anchor, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths';
import type { ChannelReadiness } from '../../../../domain/schemas/campaign-preflight';
import type { MessageChannel } from '../../../../domain/schemas/messaging';
import { useSessionUser } from '../../../lib/session-store';
import type { SendTemplate } from '../api/messaging';

const CHANNEL_NAMES: Record<MessageChannel, string> = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' };

const SETTINGS = {
  email: {
    to: paths.smtp(),
    link: 'Open the SMTP settings',
    ask: 'Ask an administrator to set up email (SMTP settings).',
  },
  sms: {
    to: paths.smsSettings(),
    link: 'Open the SMS settings',
    ask: 'Ask an administrator to set up SMS (SMS settings).',
  },
  whatsapp: {
    to: paths.whatsappSettings(),
    link: 'Open the WhatsApp settings',
    ask: 'Ask an administrator to set up WhatsApp (WhatsApp settings).',
  },
} as const;

/**
 * Why this channel cannot send now, before anyone presses Send (decision 158): the channel's own
 * answer, or, for SMS, a template whose header is not registered — which the server would refuse too.
 */
export function sendBlocker(
  readiness: ChannelReadiness | undefined,
  channel: MessageChannel,
  template: SendTemplate | null,
): string | null {
  if (!readiness) return null;
  const state = readiness[channel];
  if (!state.ready) return state.problem;
  if (template?.channel === 'sms' && !readiness.sms.senderIds.includes(template.senderId.toUpperCase())) {
    return `The template's sender id ${template.senderId} is not registered in the SMS settings (${readiness.sms.senderIds.join(', ')}).`;
  }
  return null;
}

/** The blocker at the top of the send screen: the link to fix it for an administrator, who to ask for others. */
export function ChannelReadinessAlert({ channel, problem }: { channel: MessageChannel; problem: string }) {
  const user = useSessionUser();
  const where = SETTINGS[channel];
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconPlugConnectedX size={18} />}
      title={`${CHANNEL_NAMES[channel]} cannot be sent yet`}
      role="alert"
    >
      <Text size="sm">{problem}</Text>
      <Text size="sm" mt={4}>
        {user.role === 0 ? (
          <Anchor component={Link} to={where.to} fw={600}>
            {where.link}
          </Anchor>
        ) : (
          where.ask
        )}
      </Text>
    </Alert>
  );
}
