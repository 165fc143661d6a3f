import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { SMS_CATEGORY_LABELS } from '../../../../domain/messaging';
import { paths } from '../../../../domain/paths';
import type { MessageChannel } from '../../../../domain/schemas/messaging';
import { WHATSAPP_TEMPLATE_CATEGORY_LABELS } from '../../../../domain/schemas/whatsapp';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { confirmAction } from '../../../ui/confirm';
import {
  type AudienceBody,
  messagingKeys,
  type SendTemplate,
  useCreateCampaign,
  useSendTemplates,
} from '../api/messaging';
import { useChannelReadiness } from '../api/preflight';
import { filterBody } from './audience-filter-fields';
import { AudienceSummaryPanel } from './audience-summary';
import { ChannelReadinessAlert, sendBlocker } from './channel-readiness-alert';
import { SendConfirmation } from './send-confirmation';
import {
  readSelection,
  type SendFormValues,
  sendFormDefaults,
  sendFormSchema,
  serverFieldErrors,
} from './send-form-model';
import { SendToSection, SendWhenSection, windowText } from './send-form-sections';
import { TestToMe } from './test-to-me';

const CHANNEL_TEXT: Record<MessageChannel, { confirm: string; created: string; button: string }> = {
  email: { confirm: 'Send the email', created: 'Email campaign created', button: 'Send email' },
  sms: { confirm: 'Send the SMS', created: 'SMS campaign created', button: 'Send SMS' },
  whatsapp: { confirm: 'Send the WhatsApp message', created: 'WhatsApp campaign created', button: 'Send WhatsApp' },
};

const templateLabel = (t: SendTemplate) =>
  t.channel === 'sms'
    ? `${t.name} (${SMS_CATEGORY_LABELS[t.category]})`
    : t.channel === 'whatsapp'
      ? `${t.name} (${WHATSAPP_TEMPLATE_CATEGORY_LABELS[t.category]})`
      : t.name;

/**
 * Create Email / Sms: a template, who gets it (the leads chosen on the lead list, or a filter), the
 * live count with who is left out and why, the cost, when — and a confirmation before anything is
 * queued. The server freezes the recipients when the campaign is created.
 */
export function SendForm({ fixedChannel }: { fixedChannel?: MessageChannel }) {
  const location = useLocation();
  const navigate = useNavigate();
  const selection = useMemo(() => readSelection(location.state), [location.state]);
  const form = useForm<SendFormValues, unknown, z.output<typeof sendFormSchema>>({
    resolver: zodResolver(sendFormSchema),
    defaultValues: sendFormDefaults(fixedChannel, location.state),
  });
  const {
    control,
    register,
    setValue,
    setError,
    handleSubmit,
    formState: { errors },
  } = form;
  const [channel, templateId, mode, filter] = useWatch({ control, name: ['channel', 'templateId', 'mode', 'filter'] });
  const templates = useSendTemplates(channel);
  const create = useCreateCampaign();
  const readiness = useChannelReadiness();

  const template = templates.data?.find((t) => t.id === templateId) ?? null;
  // Promotional SMS: the 09:00–21:00 window and DND; WhatsApp marketing: only leads who opted in.
  const promotional =
    (template?.channel === 'sms' && template.category === 'promotional') ||
    (template?.channel === 'whatsapp' && template.category === 'marketing');
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
    setValue('channel', next);
    setValue('templateId', '');
  };

  const onSend = handleSubmit(async (values) => {
    if (!template) return;
    if (counted?.recipients === 0) {
      setError('root.audience', { message: 'Nobody would get this message: change the recipients.' });
      return;
    }
    const at = values.when === 'at' ? values.scheduleAt : undefined;
    const confirmed = await confirmAction({
      title: CHANNEL_TEXT[channel].confirm,
      confirmLabel: at ? 'Schedule' : 'Send now',
      size: 'lg',
      message: (
        <SendConfirmation
          template={template}
          body={{ channel, templateId: template.id, audience }}
          counted={counted}
          promotional={promotional}
          scheduleAt={at ?? null}
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
        name: values.name,
        scheduleAt: at,
      });
      notifySuccess(
        at ? `"${campaign.name}" is scheduled.` : `"${campaign.name}" is on its way.`,
        CHANNEL_TEXT[channel].created,
      );
      navigate(paths.campaign(campaign.id));
    } catch (error) {
      for (const [field, message] of serverFieldErrors(error)) setError(field, { message });
    }
  });

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
                    { value: 'whatsapp', label: 'WhatsApp' },
                  ]}
                  w="fit-content"
                />
              )}
              <Controller
                control={control}
                name="templateId"
                render={({ field }) => (
                  <Select
                    label="Template"
                    withAsterisk
                    placeholder={templates.isPending ? 'Loading templates…' : 'Choose a template'}
                    searchable
                    data={(templates.data ?? []).map((t) => ({ value: t.id, label: templateLabel(t) }))}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    error={
                      errors.templateId?.message ?? (templates.isError ? errorMessage(templates.error) : undefined)
                    }
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
              {noTemplates && channel === 'whatsapp' ? (
                <Text size="sm" c="dimmed">
                  No approved WhatsApp template yet.{' '}
                  <Anchor component={Link} to="/whatsapp-templates">
                    Sync them on WhatsApp Templates
                  </Anchor>{' '}
                  once Meta approves one.
                </Text>
              ) : noTemplates ? (
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
              ) : template?.channel === 'whatsapp' ? (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {template.providerName} ({template.language}): “{template.body}”
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
                maxLength={150}
                error={errors.name?.message}
                {...register('name')}
              />
              <TestToMe body={body} disabled={!!blocker || counted?.recipients === 0} />
            </Stack>
          </Paper>
          <SendToSection control={control} selection={selection} />
          <SendWhenSection control={control} channel={channel} promotional={promotional} />
          <Group justify="flex-end" wrap="nowrap" gap="md">
            {blocker ? (
              <Text id="send-blocked" size="sm" c="dimmed" ta="right">
                Sending is off until this is fixed: {blocker}
              </Text>
            ) : null}
            <Button
              size="md"
              leftSection={<IconSend size={18} />}
              onClick={() => void onSend()}
              loading={create.isPending}
              disabled={!template || !!blocker}
              aria-describedby={blocker ? 'send-blocked' : undefined}
              style={{ flexShrink: 0 }}
            >
              {CHANNEL_TEXT[channel].button}
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
