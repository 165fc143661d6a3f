import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconClockHour4, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type LeadWhatsApp, type WhatsAppSendInput, whatsappSendSchema } from '../../../../domain/schemas/whatsapp';
import { errorMessage } from '../../../lib/api-client';
import { useSendWhatsApp } from '../api/whatsapp';
import { AttachMenu } from './attach-menu';
import { TemplateSender } from './template-sender';
import { useNow } from './use-now';
import { windowOpenLine } from './whatsapp-time';

/** Free text inside the window; Ctrl+Enter sends. The text stays when the send fails. */
function TextComposer({ leadId }: { leadId: string }) {
  const send = useSendWhatsApp(leadId);
  const form = useForm<WhatsAppSendInput>({
    resolver: zodResolver(whatsappSendSchema),
    defaultValues: { type: 'text', text: '' },
  });
  const submit = form.handleSubmit((values) => send.mutate(values, { onSuccess: () => form.reset() }));
  const error = 'text' in form.formState.errors ? form.formState.errors.text?.message : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {send.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" p="xs">
            {errorMessage(send.error)}
          </Alert>
        ) : null}
        <Textarea
          aria-label="Message"
          placeholder="Write a message"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={4096}
          error={error}
          {...form.register('text')}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
          }}
        />
        <Group justify="space-between" wrap="nowrap">
          <AttachMenu leadId={leadId} />
          <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * What may be sent now, by Meta's 24-hour rule: inside the window a text box, attachments and the
 * time left; outside it only a template. A lead that cannot be written to says why.
 */
export function Composer({ state, leadName }: { state: LeadWhatsApp; leadName: string }) {
  const now = useNow();
  const [template, setTemplate] = useState(false);
  if (!state.ready)
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />} p="xs">
        {state.notReadyReason ?? 'WhatsApp cannot be sent to this lead.'}
      </Alert>
    );
  const line = windowOpenLine(state.window, now);
  if (!line)
    return (
      <Stack gap="xs" aria-label="Composer">
        <Text size="sm" fw={500}>
          {state.window.lastInboundAt
            ? 'The buyer has not written in the last 24 hours: send a template'
            : 'The buyer has not written on WhatsApp yet: start with a template'}
        </Text>
        <TemplateSender leadId={state.leadId} leadName={leadName} consent={state.consent} />
      </Stack>
    );
  return (
    <Stack gap="xs" aria-label="Composer">
      <Group justify="space-between" gap="xs">
        <Group gap={6} c="green.8" wrap="nowrap">
          <IconClockHour4 size={16} />
          <Text size="sm">{line}</Text>
        </Group>
        <Anchor component="button" type="button" size="sm" onClick={() => setTemplate((t) => !t)}>
          {template ? 'Write a message instead' : 'Send a template instead'}
        </Anchor>
      </Group>
      {template ? (
        <TemplateSender
          leadId={state.leadId}
          leadName={leadName}
          consent={state.consent}
          onSent={() => setTemplate(false)}
        />
      ) : (
        <TextComposer leadId={state.leadId} />
      )}
    </Stack>
  );
}
