import { Alert, Anchor, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { type Control, Controller, useFormState, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { indiaHour } from '../../../../domain/india-date';
import { paths } from '../../../../domain/paths';
import { type MessageChannel, PROMO_WINDOW } from '../../../../domain/schemas/messaging';
import { formatCount } from '../../../lib/format';
import { IndiaDateTimeInput } from '../../../ui/india-date-time-field';
import { AudienceFilterFields } from './audience-filter-fields';
import type { SendFormValues, sendFormSchema } from './send-form-model';

type SendControl = Control<SendFormValues, unknown, z.output<typeof sendFormSchema>>;

const pad = (n: number) => String(n).padStart(2, '0');
export const windowText = `${pad(PROMO_WINDOW.startHour)}:00–${pad(PROMO_WINDOW.endHour)}:00 IST`;

/** "Send to": the leads ticked on the lead list, or every lead matching a filter. */
export function SendToSection({ control, selection }: { control: SendControl; selection: string[] }) {
  const mode = useWatch({ control, name: 'mode' });
  const { errors } = useFormState({ control });
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="md">
          Send to
        </Title>
        <Controller
          control={control}
          name="mode"
          render={({ field }) => (
            <Radio.Group value={field.value} onChange={field.onChange} aria-label="Send to">
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
          )}
        />
        {mode === 'filter' ? (
          <>
            <Controller
              control={control}
              name="filter"
              render={({ field }) => (
                <AudienceFilterFields
                  value={field.value}
                  onChange={field.onChange}
                  errors={{
                    createdFrom: errors.filter?.createdFrom?.message,
                    createdTo: errors.filter?.createdTo?.message,
                  }}
                />
              )}
            />
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
        {errors.root?.audience ? (
          <Text size="sm" c="red" role="alert">
            {errors.root.audience.message}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

interface SendWhenSectionProps {
  control: SendControl;
  channel: MessageChannel;
  promotional: boolean;
}

/** "When": now or at an India date and time, and for SMS what the promotional window means for it. */
export function SendWhenSection({ control, channel, promotional }: SendWhenSectionProps) {
  const when = useWatch({ control, name: 'when' });
  const hour = indiaHour(new Date());
  const outsideWindowNow = hour < PROMO_WINDOW.startHour || hour >= PROMO_WINDOW.endHour;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="md">
          When
        </Title>
        <Controller
          control={control}
          name="when"
          render={({ field }) => (
            <Radio.Group value={field.value} onChange={field.onChange} aria-label="When">
              <Group gap="lg">
                <Radio value="now" label="Now" />
                <Radio value="at" label="At a date and time (India time)" />
              </Group>
            </Radio.Group>
          )}
        />
        {when === 'at' ? (
          <IndiaDateTimeInput
            control={control}
            name="scheduleAt"
            dateLabel="Date"
            timeLabel="Time (IST)"
            defaultTime="10:00"
            withAsterisk
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
        ) : channel === 'whatsapp' ? (
          <Alert color="gray" variant="light" icon={<IconClock size={18} />} p="xs">
            WhatsApp has no time-of-day window. Meta limits how many new people the number may reach in 24 hours; past
            that limit the campaign waits and goes on by itself as the 24 hours move.
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
