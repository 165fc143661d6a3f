import { Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { WhatsAppConsent, WhatsAppTemplate } from '../../../../domain/schemas/whatsapp';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { confirmAction } from '../../../ui/confirm';
import { useSendWhatsApp, useWhatsAppPreview } from '../api/whatsapp';
import { whatsappTemplateListOptions } from '../api/whatsapp-settings';

/** Why a template cannot be chosen for this lead, or null when it can. */
export function templateBlock(t: WhatsAppTemplate, consent: WhatsAppConsent): string | null {
  if (t.category === 'marketing' && !consent.optedIn) return 'marketing: the lead has not opted in';
  return null;
}

/**
 * A template to this lead: the approved ones (a marketing one only to a lead who opted in), the
 * text as this lead will read it, then Send. Outside the window this is the only way to write.
 */
export function TemplateSender({
  leadId,
  leadName,
  consent,
  onSent,
}: {
  leadId: string;
  leadName: string;
  consent: WhatsAppConsent;
  onSent?: () => void;
}) {
  const [templateId, setTemplateId] = useState<string | null>(null);
  const templates = useQuery(whatsappTemplateListOptions());
  const preview = useWhatsAppPreview(templateId, leadId);
  const send = useSendWhatsApp(leadId);
  const approved = (templates.data?.items ?? []).filter((t) => t.status === 'approved');
  const sendIt = useMutation({
    mutationFn: async () => {
      if (!templateId) return null;
      try {
        return await send.mutateAsync({ type: 'template', templateId });
      } catch (error) {
        // Opted out: the server asks first; a person may still send what the buyer asked for.
        if (!(error instanceof ApiError && error.code === 'OPTED_OUT')) throw error;
        const sure = await confirmAction({
          title: 'This lead opted out',
          message: `${leadName} opted out of WhatsApp. Send this message anyway? Only if they asked for it.`,
          confirmLabel: 'Send anyway',
          danger: true,
        });
        return sure ? await send.mutateAsync({ type: 'template', templateId, confirm: true }) : null;
      }
    },
    onSuccess: (message) => {
      if (!message) return;
      notifySuccess(
        message.status === 'failed'
          ? `WhatsApp refused the message: ${message.failure ?? 'no reason given'}.`
          : `Template sent to ${leadName}.`,
      );
      setTemplateId(null);
      onSent?.();
    },
  });
  const p = preview.data;
  const blocked = Boolean(p && (p.unmapped.length > 0 || p.empty.length > 0));
  return (
    <Stack gap="xs">
      <Select
        label="Template"
        placeholder={templates.isPending ? 'Loading templates…' : 'Choose an approved template'}
        searchable
        data={approved.map((t) => {
          const block = templateBlock(t, consent);
          return {
            value: t.id,
            label: `${t.name} (${t.category}${block ? ` — ${block.replace(/^marketing: /, '')}` : ''})`,
            disabled: Boolean(block),
          };
        })}
        value={templateId}
        onChange={setTemplateId}
        nothingFoundMessage={
          templates.isSuccess && approved.length === 0
            ? 'No approved template: sync the templates on WhatsApp Templates.'
            : 'No template matches'
        }
        error={templates.isError ? `Could not load the templates: ${errorMessage(templates.error)}` : undefined}
        comboboxProps={{ withinPortal: true }}
      />
      {!consent.optedIn && approved.some((t) => t.category === 'marketing') ? (
        <Text size="xs" c="dimmed">
          Marketing templates need the lead’s opt-in: record it in the WhatsApp opt-in card first.
        </Text>
      ) : null}
      {preview.isFetching ? <Text size="sm">Preparing the preview…</Text> : null}
      {preview.isError ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          {errorMessage(preview.error)}
        </Alert>
      ) : null}
      {p ? (
        <Paper bg="green.0" p="sm" radius="md" aria-label="Preview">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {p.text}
          </Text>
          {p.unmapped.length ? (
            <Text size="sm" c="red" mt={4} role="alert">
              {p.unmapped.join(', ')} {p.unmapped.length === 1 ? 'has' : 'have'} no field: map it on WhatsApp Templates
              before sending.
            </Text>
          ) : null}
          {p.empty.length ? (
            <Text size="sm" c="red" mt={4} role="alert">
              Empty for this lead, and WhatsApp refuses an empty value: fill in {p.empty.join(', ')} on the lead first.
            </Text>
          ) : null}
        </Paper>
      ) : null}
      {sendIt.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" p="xs">
          {errorMessage(sendIt.error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button
          leftSection={<IconSend size={16} />}
          disabled={!templateId || blocked}
          loading={sendIt.isPending}
          onClick={() => sendIt.mutate()}
        >
          Send template
        </Button>
      </Group>
    </Stack>
  );
}
