import { Button, Group, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend2 } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/session-store';
import type { AudienceBody } from '../api/messaging';
import { useTestToMe } from '../api/preflight';

/**
 * "Send a test to me": the chosen template, filled with the first recipient's details, sent now to
 * the person at the screen — their email, or their mobile (asked for when their profile has none).
 * Not part of the campaign; the SMTP server's or gateway's answer is the toast.
 */
export function TestToMe({ body, disabled }: { body: AudienceBody | null; disabled: boolean }) {
  const user = useSessionUser();
  const test = useTestToMe();
  const [mobile, setMobile] = useState('');
  const [mobileError, setMobileError] = useState<string | undefined>();
  const [askMobile, setAskMobile] = useState(false);
  // SMS and WhatsApp go to the person's mobile, email to their address.
  const sms = body?.channel === 'sms' || body?.channel === 'whatsapp';
  const needsMobile = sms && (!user.mobile || askMobile);

  const run = async () => {
    if (!body) return;
    if (needsMobile && !mobile.trim()) {
      setMobileError(
        `Enter the mobile to send the test ${body.channel === 'whatsapp' ? 'WhatsApp message' : 'SMS'} to.`,
      );
      return;
    }
    setMobileError(undefined);
    try {
      const result = await test.mutateAsync({ ...body, ...(needsMobile ? { mobile: mobile.trim() } : {}) });
      if (result.ok) {
        notifySuccess(`${result.message} It carries ${result.leadName}'s details.`, 'Test sent');
      } else {
        notifications.show({ color: 'red', title: 'Test not sent', message: result.message });
      }
    } catch (error) {
      if (error instanceof ApiError && error.fields?.mobile) {
        setAskMobile(true);
        setMobileError(error.fields.mobile);
        return;
      }
      notifyError(error, 'Test not sent');
    }
  };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {needsMobile ? (
        <TextInput
          label="Your mobile for the test"
          placeholder="10 digits"
          inputMode="tel"
          value={mobile}
          onChange={(e) => setMobile(e.currentTarget.value)}
          error={mobileError}
          maxLength={20}
          w={200}
        />
      ) : null}
      <Button
        variant="default"
        leftSection={<IconSend2 size={16} />}
        onClick={run}
        loading={test.isPending}
        disabled={disabled || !body}
      >
        Send a test to me
      </Button>
      <Text size="xs" c="dimmed" style={{ flex: '1 1 200px' }}>
        Filled with the first recipient's details and sent to{' '}
        {sms ? (needsMobile ? 'the mobile you enter' : user.mobile) : user.email}; not part of the campaign.
      </Text>
    </Group>
  );
}
