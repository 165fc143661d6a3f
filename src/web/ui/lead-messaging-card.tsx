import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { templatePreviewSchema } from '../../domain/schemas/message-template';
import type { MessageChannel, MessagePreferences } from '../../domain/schemas/messaging';
import { ApiError, api, errorMessage } from '../lib/api-client';
import {
  templateListOptions,
  useMessagePreferences,
  useSaveMessagePreferences,
  useSendOne,
} from '../lib/messaging-queries';
import { notifySuccess } from '../lib/notify';
import { confirmAction } from './confirm';
import { EmptyVariablesNote } from './empty-variables-note';

/** What the card needs of a lead; the email decides whether an email can go at all. */
interface MessagedLead {
  _id: string;
  name: string;
  email?: string | null | undefined;
}

/** "Send SMS / Email" to one lead: a template, the message as this lead gets it, then send. */
function SendToLeadModal({ opened, onClose, lead }: { opened: boolean; onClose: () => void; lead: MessagedLead }) {
  const [channel, setChannel] = useState<MessageChannel>('sms');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const templates = useQuery({ ...templateListOptions(channel), enabled: opened });
  const preview = useQuery({
    queryKey: ['messaging', 'preview', lead._id, templateId],
    queryFn: () => api.post('/api/template/preview', { leadId: lead._id, templateId }, templatePreviewSchema),
    enabled: opened && templateId !== null,
    meta: { silent: true },
    retry: false,
  });
  const send = useSendOne();
  const sendIt = useMutation({
    mutationFn: async () => {
      if (!templateId) return null;
      try {
        return await send.mutateAsync({ leadId: lead._id, templateId });
      } catch (error) {
        // Opted out of this channel: the server asks first; a person may still send what was asked for.
        if (!(error instanceof ApiError && error.code === 'OPTED_OUT')) throw error;
        const sure = await confirmAction({
          title: 'This lead opted out',
          // The server's sentence is written for API callers ("… (confirm)"); a person gets the question.
          message: `${lead.name} opted out of ${channel === 'email' ? 'email' : 'SMS'}. Send this message anyway? Only if they asked for it.`,
          confirmLabel: 'Send anyway',
          danger: true,
        });
        return sure ? await send.mutateAsync({ leadId: lead._id, templateId, confirm: true }) : null;
      }
    },
    onSuccess: (campaign) => {
      if (!campaign) return;
      notifySuccess(`${channel === 'email' ? 'Email' : 'SMS'} to ${lead.name} is on its way.`);
      setTemplateId(null);
      onClose();
    },
  });
  const p = preview.data;
  // Said before anything is chosen (the server refuses it too, with the same words).
  const noEmail = channel === 'email' && 'email' in lead && !lead.email?.trim();
  const blocked = (p?.channel === 'sms' && !p.dltOk) || noEmail;
  return (
    <Modal opened={opened} onClose={onClose} title={`Send SMS / Email to ${lead.name}`} size="lg">
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Channel"
          value={channel}
          onChange={(v) => {
            setChannel(v as MessageChannel);
            setTemplateId(null);
          }}
          data={[
            { value: 'sms', label: 'SMS' },
            { value: 'email', label: 'Email' },
          ]}
          w="fit-content"
        />
        <Select
          label="Template"
          placeholder={templates.isPending ? 'Loading templates…' : 'Choose a template'}
          searchable
          data={(templates.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
          value={templateId}
          onChange={setTemplateId}
          nothingFoundMessage="No template"
          comboboxProps={{ withinPortal: true }}
        />
        {noEmail ? (
          <Alert color="yellow" variant="light" p="xs" role="alert">
            {lead.name} has no email address: add one on the lead first.
          </Alert>
        ) : null}
        {preview.isFetching ? <Text size="sm">Preparing the preview…</Text> : null}
        {preview.isError ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {errorMessage(preview.error)}
          </Alert>
        ) : null}
        {p?.channel === 'sms' ? (
          <Paper bg="gray.0" p="sm" radius="md">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {p.text}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {p.length} characters · {p.segments === 1 ? '1 part' : `${p.segments} parts`} ·{' '}
              {p.encoding === 'gsm7' ? 'GSM-7' : 'Unicode'}
            </Text>
            {!p.dltOk ? (
              <Text size="sm" c="red" mt={4} role="alert">
                Would be refused by DLT: {[...p.problems, p.mismatch].filter(Boolean).join(' ')}
              </Text>
            ) : null}
          </Paper>
        ) : p?.channel === 'email' ? (
          <Paper bg="gray.0" p="sm" radius="md">
            <Text size="sm" fw={500}>
              {p.subject}
            </Text>
            <Text size="sm" mt={4} lineClamp={8} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {p.text}
            </Text>
            <EmptyVariablesNote names={p.empty} />
          </Paper>
        ) : null}
        {sendIt.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" p="xs">
            {errorMessage(sendIt.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            leftSection={<IconSend size={16} />}
            disabled={!templateId || blocked}
            loading={sendIt.isPending}
            onClick={() => sendIt.mutate()}
          >
            Send
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const flags: { key: keyof MessagePreferences; label: string; help: string }[] = [
  { key: 'emailOptOut', label: 'No email', help: 'Opted out of email (unsubscribe link or asked)' },
  { key: 'smsOptOut', label: 'No SMS', help: 'Opted out of SMS (STOP reply or asked)' },
  { key: 'dnd', label: 'On DND register', help: 'No promotional SMS' },
];

/**
 * The lead page's messages card: send one template SMS or email to this lead, and the
 * opt-out flags campaigns respect.
 */
export function LeadMessagingCard({ lead, disabled }: { lead: MessagedLead; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const prefs = useMessagePreferences(lead._id);
  const save = useSaveMessagePreferences(lead._id);
  const current = save.isPending && save.variables ? save.variables : prefs.data;
  const toggle = (key: keyof MessagePreferences, value: boolean) => {
    if (!current) return;
    const next = { emailOptOut: current.emailOptOut, smsOptOut: current.smsOptOut, dnd: current.dnd, [key]: value };
    save.mutate(next, { onSuccess: () => notifySuccess('Message preferences saved.') });
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            Messages
          </Title>
          {current && (current.emailOptOut || current.smsOptOut) ? (
            <Badge color="grape" variant="light">
              opted out
            </Badge>
          ) : null}
        </Group>
        <Button variant="light" leftSection={<IconSend size={16} />} onClick={() => setOpen(true)} disabled={disabled}>
          Send SMS / Email
        </Button>
        {prefs.isError ? (
          <Text size="sm" c="red">
            Could not load the opt-out flags: {errorMessage(prefs.error)}
          </Text>
        ) : (
          <Stack gap={6} role="group" aria-label="Opt-out">
            {flags.map((f) => (
              <Checkbox
                key={f.key}
                label={f.label}
                description={f.help}
                checked={current?.[f.key] ?? false}
                disabled={!current || disabled}
                onChange={(e) => toggle(f.key, e.currentTarget.checked)}
              />
            ))}
            {prefs.data?.source && (prefs.data.emailOptOut || prefs.data.smsOptOut) ? (
              <Text size="xs" c="dimmed">
                Last opt-out by{' '}
                {{ link: 'the unsubscribe link', stop: 'a STOP reply', manual: 'a member' }[prefs.data.source] ??
                  prefs.data.source}
                .
              </Text>
            ) : null}
          </Stack>
        )}
      </Stack>
      <SendToLeadModal opened={open} onClose={() => setOpen(false)} lead={lead} />
    </Paper>
  );
}
