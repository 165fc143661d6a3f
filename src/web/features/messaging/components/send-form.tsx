import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Paper,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconClock, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { indiaHour } from '../../../../domain/india-date';
import { SMS_CATEGORY_LABELS } from '../../../../domain/messaging';
import { paths } from '../../../../domain/paths';
import { type MessageChannel, PROMO_WINDOW } from '../../../../domain/schemas/messaging';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import type { AudienceFilterState } from '../../../lib/messaging-queries';
import { notifySuccess } from '../../../lib/notify';
import { confirmAction } from '../../../ui/confirm';
import { IndiaDateTimeField } from '../../../ui/india-date-time-field';
import { type AudienceBody, messagingKeys, useCreateCampaign, useTemplates } from '../api/messaging';
import { useChannelReadiness } from '../api/preflight';
import { AudienceFilterFields, emptyFilter, type FilterValues, filterBody } from './audience-filter-fields';
import { AudienceSummaryPanel } from './audience-summary';
import { ChannelReadinessAlert, sendBlocker } from './channel-readiness-alert';
import { SendConfirmation } from './send-confirmation';
import { TestToMe } from './test-to-me';

/** What the lead list hands over as router state: its ticked leads (never in the address bar) or its filter. */
export interface SelectedLeadsState {
  leadIds?: string[];
  filter?: AudienceFilterState;
}

const readSelection = (state: unknown): string[] => {
  const ids = (state as SelectedLeadsState | null)?.leadIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
};

const readFilter = (state: unknown): FilterValues => {
  const given = (state as SelectedLeadsState | null)?.filter ?? {};
  const out = { ...emptyFilter };
  for (const key of Object.keys(out) as (keyof FilterValues)[]) {
    const v = given[key];
    if (typeof v === 'string') out[key] = v;
  }
  return out;
};

const pad = (n: number) => String(n).padStart(2, '0');
const windowText = `${pad(PROMO_WINDOW.startHour)}:00–${pad(PROMO_WINDOW.endHour)}:00 IST`;

/**
 * Create Email / Sms: a template, who gets it (the leads chosen on the lead list, or a filter), the
 * live count with who is left out and why, the cost, when — and a confirmation before anything is
 * queued. The server freezes the recipients when the campaign is created.
 */
export function SendForm({ fixedChannel }: { fixedChannel?: MessageChannel }) {
  const location = useLocation();
  const navigate = useNavigate();
  const selection = useMemo(() => readSelection(location.state), [location.state]);
  const [channel, setChannel] = useState<MessageChannel>(fixedChannel ?? 'sms');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [mode, setMode] = useState<'selected' | 'filter'>(selection.length ? 'selected' : 'filter');
  const [filter, setFilter] = useState<FilterValues>(() => readFilter(location.state));
  const [name, setName] = useState('');
  const [when, setWhen] = useState<'now' | 'at'>('now');
  const [scheduleAt, setScheduleAt] = useState('');
  const templates = useTemplates(channel);
  const create = useCreateCampaign();
  const readiness = useChannelReadiness();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const template = templates.data?.find((t) => t.id === templateId) ?? null;
  const promotional = template?.channel === 'sms' && template.category === 'promotional';
  const audience: AudienceBody['audience'] =
    mode === 'selected' && selection.length ? { leadIds: selection } : { filter: filterBody(filter) };
  const body = template ? { channel, templateId: template.id, audience } : null;
  // Debounced as text: the body is a new object on every render, and a debounced object would never
  // equal it (the count's spinner turned forever, the form re-rendered every 400 ms).
  const bodyKey = JSON.stringify(body);
  const [settledKey] = useDebouncedValue(bodyKey, 400);
  const settled = useMemo(() => JSON.parse(settledKey) as typeof body, [settledKey]);
  const summary = useQuery(messagingKeys.audience(settled));
  const counted = summary.data && settledKey === bodyKey ? summary.data : undefined;

  const switchChannel = (next: MessageChannel) => {
    setChannel(next);
    setTemplateId(null);
  };

  const outsideWindowNow = (() => {
    const hour = indiaHour(new Date());
    return hour < PROMO_WINDOW.startHour || hour >= PROMO_WINDOW.endHour;
  })();

  const onSend = async () => {
    const errors: Record<string, string> = {};
    if (!template) errors.templateId = 'Choose a template.';
    if (when === 'at' && !scheduleAt) errors.scheduleAt = 'Choose the date and time to send at, or send now.';
    setFieldErrors(errors);
    if (!template || Object.keys(errors).length) return;
    const count = counted?.recipients;
    if (count === 0) {
      setFieldErrors({ audience: 'Nobody would get this message: change the recipients.' });
      return;
    }
    const confirmed = await confirmAction({
      title: channel === 'email' ? 'Send the email' : 'Send the SMS',
      confirmLabel: when === 'now' ? 'Send now' : 'Schedule',
      size: 'lg',
      message: (
        <SendConfirmation
          template={template}
          body={{ channel, templateId: template.id, audience }}
          counted={counted}
          promotional={promotional}
          scheduleAt={when === 'at' ? scheduleAt : null}
          windowText={windowText}
        />
      ),
    });
    if (!confirmed) return;
    try {
      const campaign = await create.mutateAsync({
        channel,
        templateId: template.id,
        audience,
        name: name.trim() || undefined,
        scheduleAt: when === 'at' ? scheduleAt : undefined,
      });
      notifySuccess(
        when === 'at' ? `"${campaign.name}" is scheduled.` : `"${campaign.name}" is on its way.`,
        channel === 'email' ? 'Email campaign created' : 'SMS campaign created',
      );
      navigate(paths.campaign(campaign.id));
    } catch (error) {
      if (error instanceof ApiError && error.fields) setFieldErrors(error.fields);
    }
  };

  const noTemplates = templates.isSuccess && templates.data.length === 0;
  const blocker = sendBlocker(readiness.data, channel, template);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          {blocker ? <ChannelReadinessAlert channel={channel} problem={blocker} /> : null}
          {create.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title="Not sent">
              {errorMessage(create.error)}
            </Alert>
          ) : null}
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={2} fz="md">
                Message
              </Title>
              {fixedChannel ? null : (
                <SegmentedControl
                  aria-label="Channel"
                  value={channel}
                  onChange={(v) => switchChannel(v as MessageChannel)}
                  data={[
                    { value: 'sms', label: 'SMS' },
                    { value: 'email', label: 'Email' },
                  ]}
                  w="fit-content"
                />
              )}
              <Select
                label="Template"
                withAsterisk
                placeholder={templates.isPending ? 'Loading templates…' : 'Choose a template'}
                searchable
                data={(templates.data ?? []).map((t) => ({
                  value: t.id,
                  label: t.channel === 'sms' ? `${t.name} (${SMS_CATEGORY_LABELS[t.category]})` : t.name,
                }))}
                value={templateId}
                onChange={setTemplateId}
                error={fieldErrors.templateId ?? (templates.isError ? errorMessage(templates.error) : undefined)}
                comboboxProps={{ withinPortal: true }}
              />
              {noTemplates ? (
                <Text size="sm" c="dimmed">
                  No {channel === 'email' ? 'email' : 'SMS'} template yet.{' '}
                  <Anchor component={Link} to={paths.templates({ channel })}>
                    Create one in Bulk Templates
                  </Anchor>
                  .
                </Text>
              ) : null}
              {template?.channel === 'sms' ? (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {template.senderId} · DLT {template.dltTemplateId}: “{template.registeredText}”
                </Text>
              ) : template?.channel === 'email' ? (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  Subject: {template.subject}
                </Text>
              ) : null}
              <TextInput
                label="Campaign name"
                placeholder={template ? `${template.name} — today's date` : 'Optional'}
                description="How the campaign is listed; the template's name and the date if left empty."
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                maxLength={150}
                error={fieldErrors.name}
              />
              <TestToMe body={body} disabled={!!blocker || counted?.recipients === 0} />
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={2} fz="md">
                Send to
              </Title>
              <Radio.Group value={mode} onChange={(v) => setMode(v as 'selected' | 'filter')} aria-label="Send to">
                <Group gap="lg">
                  <Radio
                    value="selected"
                    disabled={selection.length === 0}
                    label={
                      selection.length
                        ? `The ${formatCount(selection.length)} selected ${selection.length === 1 ? 'lead' : 'leads'}`
                        : 'Selected leads (choose them on the lead list)'
                    }
                  />
                  <Radio value="filter" label="Leads matching a filter" />
                </Group>
              </Radio.Group>
              {mode === 'filter' ? (
                <>
                  <AudienceFilterFields value={filter} onChange={setFilter} errors={fieldErrors} />
                  <Text size="xs" c="dimmed">
                    With no filter, every lead outside the recycle bin is included.
                  </Text>
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  Chosen on the{' '}
                  <Anchor component={Link} to={paths.leads()}>
                    lead list
                  </Anchor>
                  . Choose others there and use “Send SMS / email” again.
                </Text>
              )}
              {fieldErrors.audience ? (
                <Text size="sm" c="red" role="alert">
                  {fieldErrors.audience}
                </Text>
              ) : null}
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={2} fz="md">
                When
              </Title>
              <Radio.Group value={when} onChange={(v) => setWhen(v as 'now' | 'at')} aria-label="When">
                <Group gap="lg">
                  <Radio value="now" label="Now" />
                  <Radio value="at" label="At a date and time (India time)" />
                </Group>
              </Radio.Group>
              {when === 'at' ? (
                <IndiaDateTimeField
                  value={scheduleAt}
                  onChange={setScheduleAt}
                  dateLabel="Date"
                  timeLabel="Time (IST)"
                  defaultTime="10:00"
                  withAsterisk
                  error={fieldErrors.scheduleAt}
                />
              ) : null}
              {channel === 'sms' ? (
                <Alert
                  color={promotional ? 'orange' : 'gray'}
                  variant="light"
                  icon={<IconClock size={18} />}
                  p="xs"
                  title={promotional ? 'Promotional SMS: 09:00–21:00 IST only' : undefined}
                >
                  {promotional
                    ? `TRAI allows promotional SMS only ${windowText}, and never to numbers on the DND register. ${
                        when === 'now' && outsideWindowNow
                          ? 'It is outside that window now: the campaign waits and starts at 09:00 IST.'
                          : 'A campaign still sending at 21:00 pauses and goes on at 09:00 the next day.'
                      }`
                    : `Transactional and service SMS may go at any hour; promotional ones only ${windowText}.`}
                </Alert>
              ) : null}
            </Stack>
          </Paper>
          <Group justify="flex-end" wrap="nowrap" gap="md">
            {blocker ? (
              <Text id="send-blocked" size="sm" c="dimmed" ta="right">
                Sending is off until this is fixed: {blocker}
              </Text>
            ) : null}
            <Button
              size="md"
              leftSection={<IconSend size={18} />}
              onClick={onSend}
              loading={create.isPending}
              disabled={!template || !!blocker}
              aria-describedby={blocker ? 'send-blocked' : undefined}
              style={{ flexShrink: 0 }}
            >
              {channel === 'email' ? 'Send email' : 'Send SMS'}
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <div style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height, 60px) + 16px)' }}>
          <AudienceSummaryPanel
            query={{
              data: counted ?? summary.data,
              isFetching: summary.isFetching || settledKey !== bodyKey,
              isError: summary.isError,
              error: summary.error,
            }}
            channel={channel}
            promotional={promotional}
            ready={body !== null}
          />
        </div>
      </Grid.Col>
    </Grid>
  );
}
