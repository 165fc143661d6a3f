import { Anchor, Box, Group, Image, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconClock, IconFileText } from '@tabler/icons-react';
import {
  WHATSAPP_MESSAGE_STATUS_LABELS,
  type WhatsAppMessage,
  type WhatsAppMessageKind,
} from '../../../../domain/schemas/whatsapp';
import { errorMessage } from '../../../lib/api-client';
import { openAuthedPath, useAuthedObjectUrl } from '../../../lib/file-url';
import { formatBytes } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { indiaClock } from './whatsapp-time';

export const mediaPath = (messageId: string) => `/api/whatsapp/media/${messageId}`;

/** What a message with nothing to show stands for, in words. */
const KIND_WORDS: Partial<Record<WhatsAppMessageKind, string>> = {
  sticker: 'A sticker',
  location: 'A location',
  contacts: 'A contact card',
  reaction: 'A reaction',
  unsupported: 'A message WhatsApp does not pass on',
  audio: 'A voice note',
  image: 'An image',
  video: 'A video',
  document: 'A document',
};

/** Sent ✓, delivered ✓✓, read ✓✓ in blue, sending ◷; the status in words for screen readers and on hover. */
function Ticks({ message }: { message: WhatsAppMessage }) {
  const label = WHATSAPP_MESSAGE_STATUS_LABELS[message.status];
  const when =
    message.status === 'read' && message.readAt
      ? ` ${indiaClock(message.readAt)}`
      : message.status === 'delivered' && message.deliveredAt
        ? ` ${indiaClock(message.deliveredAt)}`
        : '';
  const icon =
    message.status === 'queued' ? (
      <IconClock size={14} />
    ) : message.status === 'sent' ? (
      <IconCheck size={14} />
    ) : message.status === 'delivered' ? (
      <IconChecks size={14} />
    ) : message.status === 'read' ? (
      <IconChecks size={14} color="var(--mantine-color-blue-6)" />
    ) : message.status === 'failed' ? (
      <IconAlertCircle size={14} color="var(--mantine-color-red-7)" />
    ) : null;
  if (!icon) return null;
  return (
    <Tooltip label={`${label}${when}`} withinPortal>
      <Box
        component="span"
        role="img"
        aria-label={label}
        data-status={message.status}
        style={{ display: 'inline-flex' }}
      >
        {icon}
      </Box>
    </Tooltip>
  );
}

const open = (message: WhatsAppMessage) =>
  openAuthedPath(mediaPath(message.id), { fileName: message.media?.fileName }).catch((error) =>
    notifyError(error, 'Could not open the file'),
  );

function ImageThumb({ message }: { message: WhatsAppMessage }) {
  const url = useAuthedObjectUrl(mediaPath(message.id));
  const name = message.media?.fileName ?? 'image';
  if (url.isError)
    return (
      <Text size="sm" c="red">
        The image could not be loaded: {errorMessage(url.error)}
      </Text>
    );
  return (
    <UnstyledButton onClick={() => void open(message)} aria-label={`Open ${name}`}>
      <Image src={url.data} alt={name} w={220} h={160} fit="cover" radius="sm" bg="gray.2" />
    </UnstyledButton>
  );
}

function Audio({ message }: { message: WhatsAppMessage }) {
  const url = useAuthedObjectUrl(mediaPath(message.id));
  // biome-ignore lint/a11y/useMediaCaption: a buyer's voice note has no captions to offer.
  return url.data ? <audio controls src={url.data} style={{ maxWidth: '100%' }} aria-label="Voice note" /> : null;
}

function Media({ message }: { message: WhatsAppMessage }) {
  const media = message.media;
  if (!media) return null;
  if (message.kind === 'image' || message.kind === 'sticker') return <ImageThumb message={message} />;
  if (message.kind === 'audio') return <Audio message={message} />;
  return (
    <Anchor component="button" type="button" size="sm" onClick={() => void open(message)} style={{ textAlign: 'left' }}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconFileText size={18} style={{ flexShrink: 0 }} />
        <span style={{ overflowWrap: 'anywhere' }}>
          {media.fileName} ({formatBytes(media.size)})
        </span>
      </Group>
    </Anchor>
  );
}

/** One message: the buyer's on the left, ours on the right, with its time in India and its ticks. */
export function MessageBubble({ message }: { message: WhatsAppMessage }) {
  const out = message.direction === 'out';
  const fallback = !message.text && !message.media ? KIND_WORDS[message.kind] : null;
  return (
    <Box
      data-testid="wa-message"
      data-direction={message.direction}
      style={{ display: 'flex', justifyContent: out ? 'flex-end' : 'flex-start' }}
    >
      <Box
        px="sm"
        py={6}
        maw="78%"
        style={{
          minWidth: 0,
          borderRadius: 8,
          background: out ? 'var(--mantine-color-green-0)' : 'var(--mantine-color-body)',
          border: `1px solid ${out ? 'var(--mantine-color-green-2)' : 'var(--mantine-color-gray-3)'}`,
        }}
      >
        {message.templateName ? (
          <Text size="xs" c="dimmed" fw={500}>
            Template: {message.templateName}
          </Text>
        ) : null}
        <Media message={message} />
        {message.text ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.text}
          </Text>
        ) : fallback ? (
          <Text size="sm" fs="italic" c="dimmed">
            {fallback}
          </Text>
        ) : null}
        {message.status === 'failed' ? (
          <Text size="xs" c="red.8" role="alert">
            Not delivered: {message.failure ?? 'WhatsApp gave no reason.'}
          </Text>
        ) : null}
        <Group gap={4} justify="flex-end" wrap="nowrap" c="dimmed">
          {out && message.sentBy ? (
            <Text size="xs" truncate="end" maw={160}>
              {message.sentBy.name} ·
            </Text>
          ) : out && message.campaignId ? (
            <Text size="xs">Campaign ·</Text>
          ) : null}
          <Text size="xs" component="time" dateTime={message.at}>
            {indiaClock(message.at)}
          </Text>
          {out ? <Ticks message={message} /> : null}
        </Group>
      </Box>
    </Box>
  );
}
