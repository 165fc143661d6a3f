import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconClipboardCheck, IconPhone, IconPhoneOutgoing } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths';
import type { CallQueueItem } from '../../../../domain/schemas/call';
import { useConnectCall, useTelephonyEnabled } from '../../../lib/call-queries';
import { formatDateTime, formatMobile } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { LeadStatusBadge } from '../../../ui/lead-status-badge';
import { telHref } from '../../../ui/phone-link';
import { dueText } from './queue-list';
import { QueueReasonBadge } from './reason-badge';

interface QueueLeadPanelProps {
  item: CallQueueItem;
  onLogOutcome: () => void;
  onNext: () => void;
  /** False when every other lead of the queue is done. */
  hasNext: boolean;
}

/** The lead being called: who, why now, what happened last, the call buttons and the outcome form's button. */
export function QueueLeadPanel({ item, onLogOutcome, onNext, hasNext }: QueueLeadPanelProps) {
  const telephony = useTelephonyEnabled();
  const connect = useConnectCall();
  const officeCall = async () => {
    try {
      await connect.mutateAsync({ leadId: item.leadId });
      notifySuccess(`Calling ${item.name}: answer your mobile when it rings.`);
    } catch {
      // Told once, by the mutation cache (lib/query-client.ts).
    }
  };
  return (
    <Paper withBorder radius="md" p="md" aria-label="Current lead" component="section">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} fz={22} style={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Title>
            <Group gap={6}>
              <QueueReasonBadge reason={item.reason} />
              <LeadStatusBadge status={item.status} />
              <Text size="sm" c="dimmed">
                {dueText(item)}
              </Text>
            </Group>
          </Stack>
          <Anchor component={Link} to={paths.leadDetails(item.leadId)} size="sm" style={{ whiteSpace: 'nowrap' }}>
            Open lead page
          </Anchor>
        </Group>

        <Group gap="sm" align="center">
          <Button component="a" href={telHref(item.mobile)} leftSection={<IconPhone size={18} />}>
            Call {formatMobile(item.mobile)}
          </Button>
          {telephony ? (
            <Button
              variant="light"
              leftSection={<IconPhoneOutgoing size={18} />}
              onClick={officeCall}
              loading={connect.isPending}
            >
              Call via office line
            </Button>
          ) : null}
          {item.triesToday > 0 ? (
            <Text size="sm" c="dimmed">
              {item.triesToday} {item.triesToday === 1 ? 'call' : 'calls'} to this lead today
            </Text>
          ) : null}
        </Group>

        <Paper bg="gray.0" radius="sm" p="sm" aria-label="Last activity" component="section">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
            Last activity
          </Text>
          {item.lastActivity ? (
            <Stack gap={2}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {item.lastActivity.summary}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(item.lastActivity.at)}
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              Nothing yet: this is the first call.
            </Text>
          )}
        </Paper>

        <Group justify="space-between">
          <Button leftSection={<IconClipboardCheck size={18} />} onClick={onLogOutcome} color="green">
            Log outcome
          </Button>
          <Button
            variant="default"
            rightSection={<IconArrowRight size={18} />}
            onClick={onNext}
            disabled={!hasNext}
            title="Leave this lead for later and open the next one"
          >
            Skip to next
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
