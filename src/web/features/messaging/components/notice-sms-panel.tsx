import {
  Alert,
  Autocomplete,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { DLT_VAR, dltVarCount, SMS_CATEGORY_LABELS } from '../../../../domain/messaging/dlt';
import {
  NOTICE_CATEGORIES,
  NOTICE_SAMPLE_VALUES,
  NOTICE_VARIABLE_LABELS,
  NOTICE_VARIABLES,
  type NoticeCategory,
  type NoticeVariable,
  noticeVariableLabel,
} from '../../../../domain/messaging/notice-sms';
import type {
  NoticeSmsSettingsInput,
  NoticeSmsSettingsView,
  NoticeSmsTemplate,
} from '../../../../domain/schemas/notice-sms';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { useNoticeSmsSettings, useSaveNoticeSmsSettings } from '../api/notice-sms';
import { checkSms, SmsCounter } from './sms-counter';

type Key = 'demandRaised' | 'paymentReminder';

interface Draft {
  on: boolean;
  dltTemplateId: string;
  senderId: string;
  category: NoticeCategory;
  registeredText: string;
  variables: (NoticeVariable | null)[];
}

const EXAMPLES: Record<Key, Pick<Draft, 'registeredText' | 'variables'>> = {
  demandRaised: {
    registeredText: 'Dear {#var#}, demand {#var#} for {#var#} of Rs.{#var#} is due by {#var#}. -',
    variables: ['buyerFirstName', 'demandNo', 'instalment', 'amount', 'dueDate'],
  },
  paymentReminder: {
    registeredText: 'Dear {#var#}, Rs.{#var#} of demand {#var#} was due on {#var#}. Please pay at the earliest. -',
    variables: ['buyerFirstName', 'amount', 'demandNo', 'dueDate'],
  },
};

const TITLES: Record<Key, { title: string; when: string }> = {
  demandRaised: {
    title: 'Demand raised',
    when: 'Sent to the first applicant of each booking when a stage raises its demand, beside the email.',
  },
  paymentReminder: {
    title: 'Payment reminder',
    when: 'Sent with the daily overdue reminders, at most once a week per demand, to buyers with a mobile.',
  },
};

const toDraft = (key: Key, t: NoticeSmsTemplate | null): Draft =>
  t
    ? { on: true, ...t, category: t.category }
    : { on: false, dltTemplateId: '', senderId: '', category: 'service_implicit', ...EXAMPLES[key] };

const variableOptions = NOTICE_VARIABLES.map((v) => ({ value: v, label: NOTICE_VARIABLE_LABELS[v] }));

/**
 * The DLT templates of the demand and reminder SMS (decision 199), on /sms-settings: each can be
 * switched off (nothing is sent, and the booking page says so), and is checked live with the
 * server's own DLT functions against typical demand values.
 */
export function NoticeSmsPanel({ senderIds }: { senderIds: string[] }) {
  const settings = useNoticeSmsSettings();
  return (
    <Paper withBorder p="md" radius="md" mt="md" component="section" aria-label="Demand and reminder SMS">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Demand and reminder SMS
        </Title>
        <Text size="sm" c="dimmed">
          Service messages to buyers about their money, each under its own DLT template. They go to numbers on DND (DND
          filters promotional messages only) but not to a buyer who opted out of SMS. Write "Rs." in the text: the
          amount is filled in digits, and a ₹ sign would send every message as Unicode at twice the parts.
        </Text>
        {settings.isPending ? (
          <LoadingSpinner label="Loading the demand and reminder SMS…" />
        ) : settings.isError ? (
          <ErrorState
            title="Could not load the demand and reminder SMS"
            error={settings.error}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : (
          <NoticeForm key={JSON.stringify(settings.data)} view={settings.data} senderIds={senderIds} />
        )}
      </Stack>
    </Paper>
  );
}

function NoticeForm({ view, senderIds }: { view: NoticeSmsSettingsView; senderIds: string[] }) {
  const save = useSaveNoticeSmsSettings();
  const [drafts, setDrafts] = useState<Record<Key, Draft>>({
    demandRaised: toDraft('demandRaised', view.demandRaised),
    paymentReminder: toDraft('paymentReminder', view.paymentReminder),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (key: Key) => (next: Partial<Draft>) => setDrafts((d) => ({ ...d, [key]: { ...d[key], ...next } }));

  const submit = async () => {
    const found: Record<string, string> = {};
    const body = {} as NoticeSmsSettingsInput;
    for (const key of ['demandRaised', 'paymentReminder'] as const) {
      const d = drafts[key];
      const chosen = Array.from({ length: dltVarCount(d.registeredText) }, (_, i) => d.variables[i] ?? null);
      if (d.on && chosen.some((v) => v === null)) found[`${key}.variables`] = `Choose a variable for every ${DLT_VAR}.`;
      body[key] = d.on
        ? {
            dltTemplateId: d.dltTemplateId,
            senderId: d.senderId,
            category: d.category,
            registeredText: d.registeredText,
            variables: chosen.filter((v): v is NoticeVariable => v !== null),
          }
        : null;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await save.mutateAsync(body);
      notifySuccess('Demand and reminder SMS saved.');
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
    }
  };

  return (
    <form
      aria-label="Demand and reminder SMS templates"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {save.isError && !(save.error instanceof ApiError && save.error.fields) ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessage(save.error)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
          {(['demandRaised', 'paymentReminder'] as const).map((key) => (
            <NoticeTemplateFields
              key={key}
              which={key}
              draft={drafts[key]}
              onChange={change(key)}
              problem={view.problems[key]}
              errors={errors}
              senderIds={senderIds}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save demand and reminder SMS
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function NoticeTemplateFields({
  which,
  draft,
  onChange,
  problem,
  errors,
  senderIds,
}: {
  which: Key;
  draft: Draft;
  onChange: (next: Partial<Draft>) => void;
  problem: string | null;
  errors: Record<string, string>;
  senderIds: string[];
}) {
  const { title, when } = TITLES[which];
  const placeholders = dltVarCount(draft.registeredText);
  const chosen = Array.from({ length: placeholders }, (_, i) => draft.variables[i] ?? null);
  const check = checkSms(
    draft.registeredText,
    chosen.map((v, i) => v ?? `${DLT_VAR} ${i + 1}`),
    NOTICE_SAMPLE_VALUES,
    noticeVariableLabel,
  );
  const err = (field: string) => errors[`${which}.${field}`];
  return (
    <Paper withBorder radius="md" p="sm" component="fieldset" aria-label={title} style={{ minWidth: 0 }}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>{title}</Text>
            <Text size="xs" c="dimmed">
              {when}
            </Text>
          </div>
          <Switch
            label="Send"
            checked={draft.on}
            onChange={(e) => onChange({ on: e.currentTarget.checked })}
            aria-label={`Send the ${title} SMS`}
          />
        </Group>
        {problem ? (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} p="xs">
            {problem}
          </Alert>
        ) : null}
        {draft.on ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label="DLT template id"
                withAsterisk
                inputMode="numeric"
                value={draft.dltTemplateId}
                onChange={(e) => onChange({ dltTemplateId: e.currentTarget.value })}
                error={err('dltTemplateId')}
              />
              <Autocomplete
                label="Header (sender id)"
                withAsterisk
                value={draft.senderId}
                onChange={(senderId) => onChange({ senderId })}
                data={senderIds}
                error={err('senderId')}
              />
              <Select
                label="Category"
                withAsterisk
                allowDeselect={false}
                data={NOTICE_CATEGORIES.map((c) => ({ value: c, label: SMS_CATEGORY_LABELS[c] }))}
                value={draft.category}
                onChange={(v) => v && onChange({ category: v as NoticeCategory })}
                error={err('category')}
              />
            </SimpleGrid>
            <Textarea
              label="Registered text"
              description={`Exactly as approved on DLT, with ${DLT_VAR} where a value goes.`}
              withAsterisk
              autosize
              minRows={2}
              maxRows={6}
              value={draft.registeredText}
              onChange={(e) => onChange({ registeredText: e.currentTarget.value })}
              error={err('registeredText')}
            />
            <Stack gap={6} role="group" aria-label={`${title}: variables in order`}>
              <Text size="sm" fw={500}>
                Variables, in order
              </Text>
              {placeholders === 0 ? (
                <Text size="sm" c="dimmed">
                  The registered text has no {DLT_VAR}; the message goes out exactly as registered.
                </Text>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                  {chosen.map((v, i) => (
                    <Select
                      // biome-ignore lint/suspicious/noArrayIndexKey: one select per placeholder position.
                      key={i}
                      label={`${DLT_VAR} ${i + 1}`}
                      placeholder="Choose the variable"
                      data={variableOptions}
                      value={v}
                      onChange={(next) => {
                        const copy = [...chosen];
                        copy[i] = next as NoticeVariable | null;
                        onChange({ variables: copy });
                      }}
                      comboboxProps={{ withinPortal: true }}
                    />
                  ))}
                </SimpleGrid>
              )}
              {err('variables') ? (
                <Text size="xs" c="red" role="alert">
                  {err('variables')}
                </Text>
              ) : null}
            </Stack>
            <SmsCounter check={check} valuesFrom="typical demand values" />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Off: no {title.toLowerCase()} SMS is sent; demands and reminders still go by email.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
