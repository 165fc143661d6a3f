import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Collapse, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  CONSENT_METHOD_LABELS,
  type ConsentEvent,
  type ConsentInput,
  type ConsentMethod,
  consentInputSchema,
  type WhatsAppConsent,
} from '../../../../domain/schemas/whatsapp';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { FormModal } from '../../../ui/form-modal';
import { useRecordConsent } from '../api/whatsapp';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 12 Nov (12 Nov 2025 in another year), India's calendar day. */
export function shortIndiaDate(at: string, now: Date): string {
  const ist = (d: Date) => new Date(d.getTime() + 330 * 60_000);
  const d = ist(new Date(at));
  const day = `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
  return d.getUTCFullYear() === ist(now).getUTCFullYear() ? day : `${day} ${d.getUTCFullYear()}`;
}

/** How staff may say a buyer opted in or out (STOP and the inbound message are the server's). */
const OPT_IN_METHODS: ConsentMethod[] = ['web_form', 'ad_form', 'call', 'in_person', 'inbound_message'];
const OPT_OUT_METHODS: ConsentMethod[] = ['call', 'in_person', 'inbound_message', 'staff'];

/** "WhatsApp: opted in on 12 Nov via website form", "opted out (replied STOP)", "not opted in". */
export function consentLine(consent: WhatsAppConsent, now: Date): string {
  const latest = consent.latest;
  if (consent.optedOut && latest?.event === 'opt_out') {
    const how = latest.method === 'stop_keyword' ? 'replied STOP' : CONSENT_METHOD_LABELS[latest.method].toLowerCase();
    return `WhatsApp: opted out on ${shortIndiaDate(latest.at, now)} (${how})`;
  }
  if (consent.optedIn && latest?.event === 'opt_in')
    return `WhatsApp: opted in on ${shortIndiaDate(latest.at, now)} via ${CONSENT_METHOD_LABELS[latest.method].toLowerCase()}`;
  return 'WhatsApp: not opted in';
}

function eventLine(e: ConsentEvent): string {
  const what = e.event === 'opt_in' ? 'Opted in' : 'Opted out';
  const by = e.by ? `, noted by ${e.by.name}` : '';
  return `${formatDateTime(e.at)} — ${what}: ${CONSENT_METHOD_LABELS[e.method]}${by}`;
}

function ConsentModal({
  leadId,
  event,
  onClose,
}: {
  leadId: string;
  event: 'opt_in' | 'opt_out' | null;
  onClose: () => void;
}) {
  const record = useRecordConsent(leadId);
  const methods = event === 'opt_out' ? OPT_OUT_METHODS : OPT_IN_METHODS;
  const form = useForm<ConsentInput>({
    resolver: zodResolver(consentInputSchema),
    values: { event: event ?? 'opt_in', method: methods[0] ?? 'staff', note: '' },
  });
  const submit = form.handleSubmit((values) =>
    record.mutate(values, {
      onSuccess: () => {
        notifySuccess(values.event === 'opt_in' ? 'Opt-in recorded.' : 'Opt-out recorded.');
        record.reset();
        onClose();
      },
    }),
  );
  return (
    <FormModal
      opened={event !== null}
      onClose={onClose}
      title={event === 'opt_out' ? 'Record an opt-out from WhatsApp' : 'Record a WhatsApp opt-in'}
      onSubmit={submit}
      error={record.error}
      submitting={record.isPending}
      submitLabel={event === 'opt_out' ? 'Opt out' : 'Record opt-in'}
    >
      <Controller
        control={form.control}
        name="method"
        render={({ field, fieldState }) => (
          <Select
            label={event === 'opt_out' ? 'How did the buyer say so?' : 'How did the buyer agree?'}
            data={methods.map((m) => ({ value: m, label: CONSENT_METHOD_LABELS[m] }))}
            value={field.value}
            onChange={(v) => field.onChange(v)}
            error={fieldState.error?.message}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <Textarea
        label="Note"
        placeholder="E.g. agreed on the call of 12 Nov to get offers on WhatsApp"
        autosize
        minRows={2}
        maxLength={500}
        error={form.formState.errors.note?.message}
        {...form.register('note')}
      />
    </FormModal>
  );
}

/** The lead's WhatsApp opt-in: where it stands, its history, and staff noting an opt-in or an opt-out. */
export function OptInCard({
  leadId,
  consent,
  disabled,
}: {
  leadId: string;
  consent: WhatsAppConsent;
  disabled?: boolean;
}) {
  const [modal, setModal] = useState<'opt_in' | 'opt_out' | null>(null);
  const [history, setHistory] = useState(false);
  const now = new Date();
  return (
    <Paper withBorder radius="md" p="md" aria-label="WhatsApp opt-in">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap={6} wrap="nowrap">
            <IconBrandWhatsapp size={18} color="var(--mantine-color-green-7)" />
            <Title order={3} size="h5" style={{ whiteSpace: 'nowrap' }}>
              WhatsApp opt-in
            </Title>
          </Group>
          <Badge variant="light" color={consent.optedOut ? 'red' : consent.optedIn ? 'green' : 'gray'}>
            {consent.optedOut ? 'Opted out' : consent.optedIn ? 'Opted in' : 'Not opted in'}
          </Badge>
        </Group>
        <Text size="sm">{consentLine(consent, now)}</Text>
        {consent.latest?.note ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            “{consent.latest.note}”
          </Text>
        ) : null}
        {!consent.optedIn ? (
          <Text size="xs" c="dimmed">
            Marketing templates go only to a lead who opted in; utility templates and replies may go.
          </Text>
        ) : null}
        <Group gap="xs">
          {!consent.optedIn ? (
            <Button size="xs" variant="light" color="green" onClick={() => setModal('opt_in')} disabled={disabled}>
              Record opt-in
            </Button>
          ) : null}
          {!consent.optedOut ? (
            <Button size="xs" variant="light" color="red" onClick={() => setModal('opt_out')} disabled={disabled}>
              Opt out
            </Button>
          ) : null}
          {consent.history.length ? (
            <Button size="xs" variant="subtle" onClick={() => setHistory((h) => !h)}>
              {history ? 'Hide history' : `History (${consent.history.length})`}
            </Button>
          ) : null}
        </Group>
        <Collapse expanded={history}>
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {consent.history.map((e) => (
              <Text key={e.id} component="li" size="xs" style={{ overflowWrap: 'anywhere' }}>
                {eventLine(e)}
                {e.note ? ` — “${e.note}”` : ''}
              </Text>
            ))}
          </Stack>
        </Collapse>
      </Stack>
      <ConsentModal leadId={leadId} event={modal} onClose={() => setModal(null)} />
    </Paper>
  );
}
