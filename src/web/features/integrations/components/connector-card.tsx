import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconPlayerPlay, IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type ConnectorKind,
  type ConnectorSave,
  type ConnectorView,
  POLL_MINUTES_MAX,
  POLL_MINUTES_MIN,
} from '../../../../domain/schemas/inbound';
import type { LeadOptions } from '../../../../domain/schemas/lead';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useRunConnector, useSaveConnector, useTestConnector } from '../api/integrations';
import { type LeadDefaults, LeadDefaultsFields, leadDefaultsInput, leadDefaultsOf } from './lead-defaults-fields';

/** Which credential fields a card asks for, by kind (an API key or a username and password). */
const SECRET_LABELS: Record<
  ConnectorKind,
  { field: 'password' | 'apiKey' | 'encryptionKey' | 'authHeaderValue'; label: string }
> = {
  acres99: { field: 'password', label: 'Password' },
  magicbricks: { field: 'apiKey', label: 'API key' },
  housing: { field: 'encryptionKey', label: 'Encryption key' },
  generic: { field: 'authHeaderValue', label: 'Auth header value' },
};

interface FormState extends LeadDefaults {
  enabled: boolean;
  pollMinutes: number | string;
  baseUrl: string;
  username: string;
  profileId: string;
  authHeaderName: string;
  itemsPath: string;
  fieldMap: string;
  secret: string;
}

function fromView(view: ConnectorView): FormState {
  const s = view.settings;
  return {
    enabled: view.enabled,
    pollMinutes: view.pollMinutes,
    ...leadDefaultsOf(s),
    baseUrl: s.baseUrl ?? '',
    username: s.username ?? '',
    profileId: s.profileId ?? '',
    authHeaderName: s.authHeaderName ?? '',
    itemsPath: s.itemsPath ?? '',
    fieldMap: s.fieldMap ? JSON.stringify(s.fieldMap) : '',
    secret: '',
  };
}

const EMPTY: FormState = {
  enabled: false,
  pollMinutes: 15,
  ...leadDefaultsOf({ assignedTo: null, sourceId: null, branchId: null, project: null }),
  baseUrl: '',
  username: '',
  profileId: '',
  authHeaderName: '',
  itemsPath: '',
  fieldMap: '',
  secret: '',
};

function toInput(kind: ConnectorKind, f: FormState): ConnectorSave | string {
  let fieldMap: Record<string, string> | null = null;
  if (f.fieldMap.trim()) {
    try {
      fieldMap = JSON.parse(f.fieldMap) as Record<string, string>;
    } catch {
      return 'The field mapping must be JSON like {"mobile": "contact.phone"}.';
    }
  }
  const secretField = SECRET_LABELS[kind].field;
  return {
    enabled: f.enabled,
    pollMinutes: Number(f.pollMinutes),
    settings: {
      ...leadDefaultsInput(f),
      baseUrl: f.baseUrl || null,
      username: f.username || null,
      profileId: f.profileId || null,
      authHeaderName: f.authHeaderName || null,
      itemsPath: f.itemsPath || null,
      fieldMap,
    },
    // Left empty: the stored secret is kept (and TEST uses it).
    secrets: f.secret ? { [secretField]: f.secret } : {},
  };
}

/**
 * One portal's card: where its leads go, its credentials (write-only), ON,
 * the poll interval, SAVE, CANCEL (clears the form), TEST (a real call for the last hour), the last
 * run and Run now. Three failed runs in a row show a warning.
 */
export function ConnectorCard({ view, options }: { view: ConnectorView; options: LeadOptions | undefined }) {
  const kind = view.kind;
  const [form, setForm] = useState<FormState>(() => fromView(view));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [localError, setLocalError] = useState<string | null>(null);
  const save = useSaveConnector(kind);
  const test = useTestConnector(kind);
  const run = useRunConnector(kind);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const secret = SECRET_LABELS[kind];
  const secretStatus = view.secrets[secret.field];

  const submit = async () => {
    const input = toInput(kind, form);
    if (typeof input === 'string') return setLocalError(input);
    setLocalError(null);
    setFieldErrors({});
    try {
      const saved = await save.mutateAsync(input);
      setForm(fromView(saved));
      notifySuccess(`${view.label} saved.`);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setFieldErrors(error.fields);
    }
  };
  const runTest = () => {
    const input = toInput(kind, form);
    if (typeof input === 'string') return setLocalError(input);
    setLocalError(null);
    test.mutate(input);
  };
  const err = (name: string) => fieldErrors[name] ?? fieldErrors[`settings.${name}`];

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={`${view.label} connector`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Title order={3} size="h4">
              {view.label}
            </Title>
            {view.saved && view.enabled ? <Badge color="green">ON</Badge> : <Badge color="gray">OFF</Badge>}
          </Group>
          <Switch
            label="ON"
            checked={form.enabled}
            onChange={(e) => set('enabled', e.currentTarget.checked)}
            aria-label={`${view.label} on`}
          />
        </Group>
        {view.warning ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" title="Failing">
            {view.warning}
          </Alert>
        ) : null}
        {localError || save.isError ? (
          <Alert color="red" variant="light" role="alert">
            {localError ?? errorMessage(save.error)}
          </Alert>
        ) : null}
        <LeadDefaultsFields
          value={form}
          onChange={set}
          options={options}
          error={err}
          projectDescription="When the portal does not say"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={kind === 'generic' ? 'Address (https://…)' : 'Address'}
            description={kind === 'generic' ? undefined : 'Leave empty for the portal’s own'}
            value={form.baseUrl}
            onChange={(e) => set('baseUrl', e.currentTarget.value)}
            error={err('baseUrl')}
            withAsterisk={kind === 'generic'}
          />
          {kind === 'acres99' ? (
            <TextInput
              label="Username"
              withAsterisk
              autoComplete="off"
              value={form.username}
              onChange={(e) => set('username', e.currentTarget.value)}
              error={err('username')}
            />
          ) : null}
          {kind === 'housing' ? (
            <TextInput
              label="Profile id"
              withAsterisk
              value={form.profileId}
              onChange={(e) => set('profileId', e.currentTarget.value)}
              error={err('profileId')}
            />
          ) : null}
          {kind === 'generic' ? (
            <TextInput
              label="Auth header name"
              placeholder="Authorization"
              value={form.authHeaderName}
              onChange={(e) => set('authHeaderName', e.currentTarget.value)}
              error={err('authHeaderName')}
            />
          ) : null}
          <PasswordInput
            label={
              <Group gap={6} component="span">
                {secret.label}
                <Badge size="xs" variant="light" color={secretStatus?.set ? 'green' : 'gray'}>
                  {secretStatus?.set ? 'set' : 'not set'}
                </Badge>
              </Group>
            }
            description={
              secretStatus?.set ? 'Stored encrypted. Leave empty to keep it.' : 'Stored encrypted; never shown again.'
            }
            autoComplete="new-password"
            value={form.secret}
            onChange={(e) => set('secret', e.currentTarget.value)}
            error={fieldErrors[`secrets.${secret.field}`]}
          />
          <NumberInput
            label="Poll every (minutes)"
            min={POLL_MINUTES_MIN}
            max={POLL_MINUTES_MAX}
            value={form.pollMinutes}
            onChange={(v) => set('pollMinutes', v)}
            error={fieldErrors.pollMinutes}
          />
        </SimpleGrid>
        {kind === 'generic' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Items path"
              placeholder="data"
              description="Where the list of enquiries is in the answer"
              value={form.itemsPath}
              onChange={(e) => set('itemsPath', e.currentTarget.value)}
            />
            <Textarea
              label="Field mapping (JSON)"
              placeholder='{"id": "ref", "mobile": "contact.phone"}'
              autosize
              minRows={1}
              value={form.fieldMap}
              onChange={(e) => set('fieldMap', e.currentTarget.value)}
            />
          </SimpleGrid>
        ) : null}
        {test.data ? (
          <Alert
            color={test.data.ok ? 'green' : 'red'}
            variant="light"
            icon={test.data.ok ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
            title={test.data.ok ? 'Test passed' : 'Test failed'}
            role="status"
          >
            {test.data.message}
          </Alert>
        ) : test.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(test.error)}
          </Alert>
        ) : null}
        <Text size="sm" c="dimmed">
          Last run: {formatDateTime(view.lastRunAt, 'never')}
          {view.lastResult
            ? ` — ${view.lastResult === 'failed' ? `failed: ${view.lastError ?? ''}` : view.lastResult}`
            : ''}
          {view.enabled && view.nextRunAt ? ` · next ${formatDateTime(view.nextRunAt)}` : ''}
        </Text>
        <Group justify="space-between">
          <Group gap="xs">
            <Button onClick={() => void submit()} loading={save.isPending}>
              SAVE
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setForm(EMPTY);
                setFieldErrors({});
                setLocalError(null);
                test.reset();
              }}
            >
              CANCEL
            </Button>
            <Button
              variant="light"
              leftSection={<IconPlugConnected size={16} />}
              onClick={runTest}
              loading={test.isPending}
            >
              TEST
            </Button>
          </Group>
          <Button
            variant="subtle"
            leftSection={<IconPlayerPlay size={16} />}
            disabled={!view.saved}
            title={view.saved ? undefined : 'Save the card first'}
            onClick={() =>
              run.mutate(undefined, { onSuccess: (r) => notifySuccess(r.message, `${view.label}: run started`) })
            }
            loading={run.isPending}
          >
            Run now
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
