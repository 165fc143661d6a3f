import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import type { TemplateInput, TemplatePreview } from '../../../../domain/schemas/message-template';
import { errorMessage } from '../../../lib/api-client';
import { EmptyVariablesNote } from '../../../ui/empty-variables-note';
import { usePreview } from '../api/messaging';
import { HtmlFrame } from './html-frame';
import { LeadPicker } from './lead-picker';

/** One rendered message as the server would send it to the chosen lead. */
export function PreviewResult({ preview }: { preview: TemplatePreview }) {
  if (preview.channel === 'email') {
    return (
      <Stack gap="xs">
        <Text size="sm">
          <b>Subject:</b> {preview.subject}
        </Text>
        <EmptyVariablesNote names={preview.empty} />
        <HtmlFrame html={preview.html} title="Email preview" height={300} />
        <details>
          <summary style={{ cursor: 'pointer', fontSize: 14 }}>Plain-text part</summary>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} mt={4}>
            {preview.text}
          </Text>
        </details>
      </Stack>
    );
  }
  if (preview.channel === 'whatsapp') {
    return (
      <Stack gap="xs">
        <Paper bg="green.0" p="sm" radius="md">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {preview.text}
          </Text>
        </Paper>
        {preview.empty.length ? (
          <Alert color="red" variant="light" p="xs" icon={<IconAlertTriangle size={18} />} title="Would not be sent">
            This lead's {preview.empty.join(', ')} {preview.empty.length === 1 ? 'is' : 'are'} empty, and WhatsApp
            refuses a template with an empty value.
          </Alert>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Paper bg="gray.0" p="sm" radius="md">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {preview.text}
        </Text>
      </Paper>
      <Group gap="xs">
        <Badge variant="light" color={preview.encoding === 'gsm7' ? 'blue' : 'grape'}>
          {preview.encoding === 'gsm7' ? 'GSM-7' : 'Unicode (UCS-2)'}
        </Badge>
        <Text size="sm">
          {preview.length} characters · {preview.segments === 1 ? '1 part' : `${preview.segments} parts`}
        </Text>
      </Group>
      {preview.dltOk ? (
        <Alert color="green" variant="light" p="xs" icon={<IconCircleCheck size={18} />}>
          Passes the DLT check for this lead.
        </Alert>
      ) : (
        <Alert color="red" variant="light" p="xs" icon={<IconAlertTriangle size={18} />} title="Would be refused">
          <List size="sm">
            {preview.problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
            {preview.mismatch ? <List.Item>{preview.mismatch}</List.Item> : null}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

/**
 * "Preview with a real lead": the draft as it stands, rendered by the server with the
 * lead's own data — the same code path a send takes.
 */
export function TemplatePreviewPanel({ draft }: { draft: () => TemplateInput }) {
  const [lead, setLead] = useState<{ id: string; name: string } | null>(null);
  const preview = usePreview();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} fz="md">
          Preview with a real lead
        </Title>
        <LeadPicker value={lead} onChange={setLead} label="Lead" />
        <Group>
          <Button
            variant="light"
            leftSection={<IconEye size={16} />}
            disabled={!lead}
            loading={preview.isPending}
            onClick={() => lead && preview.mutate({ leadId: lead.id, template: draft() })}
          >
            Preview
          </Button>
        </Group>
        {preview.isError ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {errorMessage(preview.error)}
          </Alert>
        ) : null}
        {preview.data ? <PreviewResult preview={preview.data} /> : null}
      </Stack>
    </Paper>
  );
}
