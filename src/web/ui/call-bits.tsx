import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconPhoneIncoming, IconPhoneOff, IconPhoneOutgoing, IconPhoneX, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { CALL_DIRECTION_LABELS, CALL_SOURCE_LABELS, type Call, type CallDirection } from '../../domain/schemas/call';
import { errorMessage } from '../lib/api-client';
import { fetchRecordingUrl } from '../lib/call-queries';

/** 0:42, 12:05, 1:02:09 — a call's length as a phone shows it. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/**
 * A call's length as the history shows it: "Not answered", or its length — and for a call the
 * phone app timed (source app), "about" and "timed by the app", since it is how long the app was
 * away, ringing included (decision 209).
 */
export function CallDuration({ call }: { call: Pick<Call, 'answered' | 'durationSeconds' | 'source'> }) {
  if (!call.answered) {
    return (
      <Text size="sm" c="dimmed" span>
        Not answered{call.source === 'app' ? ' (app)' : ''}
      </Text>
    );
  }
  if (call.source !== 'app') {
    return (
      <Text size="sm" span>
        {formatDuration(call.durationSeconds)}
      </Text>
    );
  }
  return (
    <Text size="sm" span title={CALL_SOURCE_LABELS.app}>
      ~{formatDuration(call.durationSeconds)}{' '}
      <Text size="xs" c="dimmed" span>
        timed by the app
      </Text>
    </Text>
  );
}

/** Talk time in a summary: "2 h 05 m", "14 m 20 s", "35 s". */
export function formatTalkTime(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h > 0) return `${h} h ${String(m).padStart(2, '0')} m`;
  if (m > 0) return `${m} m ${String(s % 60).padStart(2, '0')} s`;
  return `${s} s`;
}

const directionLook: Record<CallDirection, { color: string; Icon: typeof IconPhoneIncoming }> = {
  incoming: { color: 'teal', Icon: IconPhoneIncoming },
  outgoing: { color: 'blue', Icon: IconPhoneOutgoing },
  missed: { color: 'red', Icon: IconPhoneX },
  rejected: { color: 'orange', Icon: IconPhoneOff },
};

export function CallDirectionBadge({ direction }: { direction: CallDirection }) {
  const { color, Icon } = directionLook[direction];
  return (
    <Badge variant="light" color={color} leftSection={<Icon size={12} aria-hidden />} miw="max-content">
      {CALL_DIRECTION_LABELS[direction]}
    </Badge>
  );
}

/**
 * A call's recording: a Play button until asked for (a page of calls must not download every
 * recording), then the browser's own player with seek and volume.
 */
export function CallRecording({ call }: { call: Pick<Call, 'id' | 'hasRecording' | 'recordingUrl'> }) {
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'failed'; message: string }
  >({ kind: 'idle' });
  const url = state.kind === 'ready' ? state.url : null;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  if (!call.hasRecording || !call.recordingUrl) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  const path = call.recordingUrl;
  const load = async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'ready', url: await fetchRecordingUrl(path) });
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error) });
    }
  };
  if (state.kind === 'ready') {
    // biome-ignore lint/a11y/useMediaCaption: a phone call's recording has no captions to offer.
    return <audio controls autoPlay src={state.url} aria-label="Call recording" style={{ height: 32, width: 220 }} />;
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label="Play recording" withArrow>
        <ActionIcon variant="light" aria-label="Play recording" loading={state.kind === 'loading'} onClick={load}>
          <IconPlayerPlay size={16} />
        </ActionIcon>
      </Tooltip>
      {state.kind === 'failed' ? (
        <Text size="xs" c="red.8" role="alert" maw={160}>
          {state.message}
        </Text>
      ) : null}
    </Group>
  );
}
