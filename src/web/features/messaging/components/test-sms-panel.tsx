import { Button, Code, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { renderDlt } from '../../../../domain/messaging/dlt';
import { SAMPLE_VARIABLE_VALUES, type TemplateVariable, variableLabel } from '../../../../domain/messaging/variables';
import { errorMessage } from '../../../lib/api-client';
import { TestResultAlert } from '../../../ui/test-result-alert';
import { useTemplates, useTestSms } from '../api/messaging';

type Values = Partial<Record<TemplateVariable, string>>;

/**
 * "Send test SMS": a registered SMS template (the only text a DLT-checking gateway lets through),
 * filled with sample values the administrator may change, and the gateway's answer as it came.
 */
export function TestSmsPanel({ blockedReason }: { blockedReason: string | null }) {
  const test = useTestSms();
  const templates = useTemplates('sms');
  const smsTemplates = (templates.data ?? []).filter((t) => t.channel === 'sms');
  const [mobile, setMobile] = useState('');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [values, setValues] = useState<Values>({});
  const picked = smsTemplates.find((t) => t.id === templateId);
  const variables = picked?.channel === 'sms' ? ([...new Set(picked.variables)] as TemplateVariable[]) : [];
  const preview =
    picked?.channel === 'sms' ? renderDlt(picked.registeredText, picked.variables, values, variableLabel) : null;

  const pick = (id: string | null) => {
    setTemplateId(id);
    const t = smsTemplates.find((x) => x.id === id);
    const used = t?.channel === 'sms' ? (t.variables as TemplateVariable[]) : [];
    setValues(Object.fromEntries(used.map((v) => [v, SAMPLE_VARIABLE_VALUES[v] ?? ''])));
    test.reset();
  };

  return (
    <Paper withBorder p="md" radius="md" mt="md">
      <form
        aria-label="Send test SMS"
        onSubmit={(e) => {
          e.preventDefault();
          if (templateId) test.mutate({ mobile, templateId, values });
        }}
      >
        <Stack gap="sm">
          <Title order={3} size="h5">
            Send test SMS
          </Title>
          <Text size="sm" c="dimmed">
            Sends one of your registered SMS templates, with its DLT template id and header, so the gateway checks it as
            it checks a campaign's messages.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="SMS template"
              placeholder={smsTemplates.length ? 'Choose a template' : 'No SMS templates yet'}
              data={smsTemplates.map((t) => ({ value: t.id, label: t.name }))}
              value={templateId}
              onChange={pick}
              searchable
              nothingFoundMessage="No SMS template by that name"
              disabled={templates.isPending}
              error={templates.isError ? errorMessage(templates.error) : undefined}
            />
            <TextInput
              label="Mobile"
              inputMode="tel"
              placeholder="98765 43210"
              value={mobile}
              onChange={(e) => {
                setMobile(e.currentTarget.value);
                test.reset();
              }}
            />
          </SimpleGrid>
          {picked?.channel === 'sms' ? (
            <Text size="sm">
              DLT template id <Code>{picked.dltTemplateId}</Code>, header <Code>{picked.senderId}</Code>
            </Text>
          ) : null}
          {variables.length ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {variables.map((v) => (
                <TextInput
                  key={v}
                  label={`Sample: ${variableLabel(v)}`}
                  value={values[v] ?? ''}
                  onChange={(e) => {
                    const next = e.currentTarget.value;
                    setValues((old) => ({ ...old, [v]: next }));
                    test.reset();
                  }}
                />
              ))}
            </SimpleGrid>
          ) : null}
          {preview ? (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Text to send
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="test-sms-text">
                {preview.text}
              </Text>
              {preview.problems.map((p) => (
                <Text key={p} size="sm" c="red">
                  {p}
                </Text>
              ))}
            </Stack>
          ) : null}
          <Group justify="flex-end">
            <Button
              type="submit"
              variant="light"
              loading={test.isPending}
              disabled={blockedReason !== null || !mobile || !templateId || (preview?.problems.length ?? 0) > 0}
            >
              Send test SMS
            </Button>
          </Group>
          {blockedReason ? (
            <Text size="sm" c="dimmed">
              {blockedReason}
            </Text>
          ) : null}
          <TestResultAlert
            test={test}
            titles={{ ok: 'The gateway accepted it', failed: 'The gateway did not accept it' }}
          >
            {(result) => (
              <Stack gap={4}>
                <Text size="sm">{result.message}</Text>
                {result.code ? <Text size="sm">Gateway code: {result.code}</Text> : null}
                <Text size="sm" style={{ wordBreak: 'break-word' }}>
                  {result.ok ? 'Sent' : 'Tried'}: “{result.text}” with DLT template id {result.dltTemplateId}, header{' '}
                  {result.senderId}
                </Text>
              </Stack>
            )}
          </TestResultAlert>
        </Stack>
      </form>
    </Paper>
  );
}
