import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconMailForward, IconMailOff } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { Invite } from '../../../../domain/schemas/team';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';

export interface InviteToShow {
  name: string;
  invite: Invite;
  /** A new member's first link, or a fresh link for someone who already has a password. */
  kind: 'invite' | 'reset';
}

async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the selection-based copy.
  }
  if (!input) return false;
  input.select();
  return document.execCommand('copy');
}

/**
 * Shows a set-password link with a Copy button, and whether the server emailed it: without SMTP
 * settings nothing is emailed and the screen says so, so the link is shared by hand as before.
 */
export function InviteLinkModal({ value, onClose }: { value: InviteToShow | null; onClose: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const link = value ? new URL(value.invite.invitePath, window.location.origin).toString() : '';

  const onCopy = async () => {
    if (await copyText(link, inputRef.current)) {
      setCopied(true);
      notifySuccess('Link copied to the clipboard.');
      setTimeout(() => setCopied(false), 2000);
    } else {
      notifyError(new Error('Could not copy automatically. Select the link and copy it by hand.'));
    }
  };

  return (
    <Modal
      opened={value !== null}
      onClose={onClose}
      title={value?.kind === 'reset' ? 'New password link' : 'Member added'}
      size="lg"
    >
      {value ? (
        <Stack gap="md">
          {value.invite.emailedTo ? (
            <Alert color="green" variant="light" icon={<IconMailForward size={18} />} role="status">
              The link is being emailed to {value.invite.emailedTo}.
            </Alert>
          ) : (
            <Alert color="yellow" variant="light" icon={<IconMailOff size={18} />} role="status">
              Email is not set up (SMTP), so nothing was emailed. Copy the link and share it yourself.
            </Alert>
          )}
          <Text size="sm">
            Share this link with {value.name} so they can set their password. It works once and expires on{' '}
            {formatDate(value.invite.expiresAt)}.
          </Text>
          {value.kind === 'reset' ? (
            <Text size="sm" c="dimmed">
              Any earlier link for {value.name} no longer works.
            </Text>
          ) : null}
          <TextInput
            ref={inputRef}
            label={value.kind === 'reset' ? 'Password reset link' : 'Invitation link'}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Done
            </Button>
            <Button
              onClick={onCopy}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
            >
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
