import { ActionIcon, Anchor, type AnchorProps, Group, Text, Tooltip } from '@mantine/core';
import { IconPhoneOutgoing } from '@tabler/icons-react';
import { useConnectCall, useTelephonyEnabled } from '../lib/call-queries';
import { formatMobile } from '../lib/format';
import { notifySuccess } from '../lib/notify';
import { confirmAction } from './confirm';

/**
 * The tel: address of a number as the app stores it: a 10-digit Indian mobile is dialled with +91
 * (so a phone abroad or on roaming reaches it too); anything else keeps its own + and digits.
 */
export function telHref(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (/^\d{10}$/.test(digits)) return `tel:+91${digits}`;
  return `tel:${number.trim().startsWith('+') ? '+' : ''}${digits}`;
}

interface PhoneLinkProps extends Omit<AnchorProps, 'children'> {
  number: string | null | undefined;
  /** The lead the number belongs to: the office line then files the call under it. */
  leadId?: string | undefined;
  /** Shown instead of formatMobile(number). */
  display?: string;
  /** Shown, dimmed, without a number. */
  fallback?: string;
  /** Offer "Call via office line" when telephony is on (default true). */
  officeLine?: boolean;
}

/**
 * Every phone number the web app shows: a tel: link, so a click on a phone or a desktop
 * with a softphone dials it, and, when an administrator has set up telephony, a small button that
 * rings the signed-in member's mobile first and then the customer with the company's caller id.
 */
export function PhoneLink({
  number,
  leadId,
  display,
  fallback = '—',
  officeLine = true,
  size = 'sm',
  ...anchor
}: PhoneLinkProps) {
  const telephony = useTelephonyEnabled();
  const connect = useConnectCall();
  if (!number?.replace(/\D/g, '')) {
    return (
      <Text size={size} c="dimmed" span>
        {fallback}
      </Text>
    );
  }
  const shown = display ?? formatMobile(number);
  const ring = async () => {
    const confirmed = await confirmAction({
      title: 'Call via office line',
      message: `Your mobile rings first; when you answer, ${shown} is called with the office number.`,
      confirmLabel: 'Call now',
    });
    if (!confirmed) return;
    try {
      await connect.mutateAsync(leadId ? { leadId } : { number });
      notifySuccess(`Calling ${shown}: answer your mobile when it rings.`);
    } catch {
      // Told once, by the mutation cache (lib/query-client.ts).
    }
  };
  const link = (
    <Anchor href={telHref(number)} size={size} title={`Call ${shown}`} style={{ whiteSpace: 'nowrap' }} {...anchor}>
      {shown}
    </Anchor>
  );
  if (!officeLine || !telephony) return link;
  return (
    // A span: the number often sits inside a paragraph (a details card's value).
    <Group component="span" gap={4} wrap="nowrap" display="inline-flex">
      {link}
      <Tooltip label="Call via office line" withArrow>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`Call ${shown} via office line`}
          loading={connect.isPending}
          onClick={ring}
        >
          <IconPhoneOutgoing size={14} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
