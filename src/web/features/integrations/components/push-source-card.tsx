import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import type { PushSourceView } from '../../../../domain/schemas/inbound';
import type { LeadOptions } from '../../../../domain/schemas/lead';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { confirmAction } from '../../../ui/confirm';
import { CopyTextButton } from '../../../ui/copy-text-button';
import { useRotatePushSource, useSavePushSource } from '../api/integrations';
import { LeadDefaultsFields, leadDefaultsInput, leadDefaultsOf } from './lead-defaults-fields';

function Copyable({ label, value, secret = false }: { label: string; value: string; secret?: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      {secret ? (
        <PasswordInput label={label} value={value} readOnly style={{ flex: 1 }} />
      ) : (
        <TextInput label={label} value={value} readOnly style={{ flex: 1 }} />
      )}
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : `Copy ${label.toLowerCase()}`}>
            <ActionIcon variant="light" size="lg" onClick={copy} aria-label={`Copy ${label.toLowerCase()}`}>
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** The HTML a site pastes: a plain form (no script), posting to our address, with the honeypot hidden. */
export function websiteSnippet(url: string): string {
  return `<form action="${url}" method="post">
  <input name="name" placeholder="Your name" required>
  <input name="mobile" placeholder="Mobile" required>
  <input name="email" type="email" placeholder="E-mail">
  <input name="project" type="hidden" value="">
  <textarea name="message" placeholder="Message"></textarea>
  <!-- Left empty by people; bots fill it and are ignored. -->
  <input name="website" tabindex="-1" autocomplete="off" style="position:absolute;left:-9999px" aria-hidden="true">
  <button type="submit">Send enquiry</button>
</form>`;
}

const SECRET_LABEL: Record<string, string> = {
  webhook: 'API key / HMAC secret',
  meta: 'Verify token',
  google: 'Key (google_key)',
};

/** One push source: its address and secret to copy, rotate, and where its leads go. */
export function PushSourceCard({ view, options }: { view: PushSourceView; options: LeadOptions | undefined }) {
  const url = `${window.location.origin}${view.path}`;
  const s = view.settings;
  const [form, setForm] = useState({
    enabled: s.enabled,
    ...leadDefaultsOf(s),
    graphBaseUrl: s.graphBaseUrl ?? '',
    allowedOrigins: s.allowedOrigins.join('\n'),
    ratePerMinute: String(s.ratePerMinute),
    appSecret: '',
    pageToken: '',
  });
  const [fields, setFields] = useState<Record<string, string>>({});
  const save = useSavePushSource(view.kind);
  const rotate = useRotatePushSource(view.kind);
  const set = (key: keyof typeof form, value: string | boolean) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async () => {
    setFields({});
    try {
      await save.mutateAsync({
        settings: {
          enabled: form.enabled,
          ...leadDefaultsInput(form),
          graphBaseUrl: form.graphBaseUrl || null,
          allowedOrigins: form.allowedOrigins
            .split(/\s+/)
            .map((o) => o.trim().replace(/\/+$/, ''))
            .filter(Boolean),
          ratePerMinute: Number(form.ratePerMinute) || 600,
        },
        ...(view.kind === 'meta' && form.appSecret ? { appSecret: form.appSecret } : {}),
        ...(view.kind === 'meta' && form.pageToken ? { pageToken: form.pageToken } : {}),
      });
      setForm((f) => ({ ...f, appSecret: '', pageToken: '' }));
      notifySuccess(`${view.label} saved.`);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setFields(error.fields);
    }
  };
  const doRotate = async () => {
    const ok = await confirmAction({
      title: `Rotate ${view.label}?`,
      message:
        'A new address and secret are made; the old ones stop working at once. Paste the new ones into the sender.',
      confirmLabel: 'Rotate',
      danger: true,
    });
    if (ok) rotate.mutate(undefined, { onSuccess: () => notifySuccess('New address and secret made.') });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={view.label}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Title order={3} size="h4">
              {view.label}
            </Title>
            {view.rejectedCount > 0 ? (
              <Badge color="orange" variant="light" title="Calls refused for a wrong key or signature">
                {view.rejectedCount} refused
              </Badge>
            ) : null}
          </Group>
          <Switch label="ON" checked={form.enabled} onChange={(e) => set('enabled', e.currentTarget.checked)} />
        </Group>
        {save.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(save.error)}
          </Alert>
        ) : null}
        <Copyable label="Address" value={url} />
        {view.secret ? <Copyable label={SECRET_LABEL[view.kind] ?? 'Secret'} value={view.secret} secret /> : null}
        <Text size="xs" c="dimmed">
          Last received {formatDateTime(view.lastReceivedAt, 'never')}.
          {view.kind === 'webhook'
            ? ' Send X-Api-Key: <key>, or X-Signature-256: sha256=<HMAC-SHA256 of the body with the key>.'
            : view.kind === 'meta'
              ? ' In the Meta app: callback URL = the address, verify token = above; subscribe the page to leadgen.'
              : view.kind === 'google'
                ? ' In Google Ads lead form: webhook URL = the address, key = above.'
                : ' Paste the form below into the site; only the sites listed may post it.'}
        </Text>
        <LeadDefaultsFields value={form} onChange={set} options={options} />
        {view.kind === 'meta' ? (
          <TextInput
            label="Graph API address"
            placeholder="https://graph.facebook.com/v23.0"
            value={form.graphBaseUrl}
            onChange={(e) => set('graphBaseUrl', e.currentTarget.value)}
            error={fields['settings.graphBaseUrl']}
          />
        ) : null}
        {view.kind === 'meta' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <PasswordInput
              label={`App secret (${view.appSecret.set ? 'set' : 'not set'})`}
              description="Checks X-Hub-Signature-256"
              autoComplete="new-password"
              value={form.appSecret}
              onChange={(e) => set('appSecret', e.currentTarget.value)}
            />
            <PasswordInput
              label={`Page token (${view.pageToken.set ? 'set' : 'not set'})`}
              description="Fetches each lead"
              autoComplete="new-password"
              value={form.pageToken}
              onChange={(e) => set('pageToken', e.currentTarget.value)}
            />
          </SimpleGrid>
        ) : null}
        {view.kind === 'website' ? (
          <>
            <Textarea
              label="Sites allowed to post (one per line)"
              placeholder="https://www.your-site.in"
              autosize
              minRows={2}
              value={form.allowedOrigins}
              onChange={(e) => set('allowedOrigins', e.currentTarget.value)}
              error={Object.entries(fields).find(([k]) => k.startsWith('settings.allowedOrigins'))?.[1]}
            />
            <Text size="sm" fw={500}>
              HTML to paste into the site
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {websiteSnippet(url)}
            </Code>
            <CopyTextButton
              value={websiteSnippet(url)}
              label="Copy the HTML"
              variant="light"
              size="xs"
              leftSection={<IconCopy size={14} />}
              w="fit-content"
            />
          </>
        ) : null}
        <Group justify="space-between">
          <Button onClick={() => void submit()} loading={save.isPending}>
            SAVE
          </Button>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void doRotate()}
            loading={rotate.isPending}
          >
            Rotate address and secret
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
