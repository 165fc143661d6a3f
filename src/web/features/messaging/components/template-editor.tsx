import {
  Alert,
  Autocomplete,
  Button,
  Grid,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconWand } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  DLT_VAR,
  dltVarCount,
  fillVariables,
  htmlToText,
  SMS_CATEGORIES,
  SMS_CATEGORY_LABELS,
  type SmsCategory,
  TEMPLATE_VARIABLE_LABELS,
  TEMPLATE_VARIABLES,
  type TemplateVariable,
  unknownVariables,
} from '../../../../domain/messaging';
import {
  type EmailTemplate,
  type MessageTemplate,
  type SmsTemplate,
  type TemplateInput,
  templateInputSchema,
} from '../../../../domain/schemas/message-template';
import type { MessageChannel } from '../../../../domain/schemas/messaging';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { messagingKeys, useSaveTemplate } from '../api/messaging';
import { AttachmentPicker } from './attachment-picker';
import { HtmlBodyEditor, insertAtCursor } from './html-body-editor';
import { HtmlFrame } from './html-frame';
import { checkSms, SAMPLE_VALUES, SmsCounter } from './sms-counter';
import { TemplatePreviewPanel } from './template-preview';
import { VariablePicker } from './variable-picker';

type Errors = Record<string, string>;

/** The schema's first message for each field, so the form says what to fix before asking the server. */
function validate(input: TemplateInput): Errors {
  const parsed = templateInputSchema.safeParse(input);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

function useSave(id: string | null, onSaved: () => void) {
  const save = useSaveTemplate();
  const [errors, setErrors] = useState<Errors>({});
  const submit = async (input: TemplateInput, extra: Errors = {}) => {
    const found = { ...validate(input), ...extra };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await save.mutateAsync({ id, input });
      notifySuccess(`Template "${saved.name}" saved.`);
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
    }
  };
  return { save, errors, submit };
}

function FormError({ error }: { error: unknown }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {errorMessage(error)}
    </Alert>
  );
}

function EmailForm({ template, onDone }: { template: EmailTemplate | null; onDone: () => void }) {
  const [name, setName] = useState(template?.name ?? '');
  const [subject, setSubject] = useState(template?.subject ?? '');
  const [bodyHtml, setBodyHtml] = useState(template?.bodyHtml ?? '<p>Dear {{firstName}},</p>\n<p></p>');
  const [bodyText, setBodyText] = useState(template?.bodyText ?? '');
  const [attachments, setAttachments] = useState<string[]>(template?.attachmentDocumentIds ?? []);
  // The field the variable picker writes into: the one last focused.
  const [target, setTarget] = useState<'subject' | 'body' | 'text'>('body');
  const subjectRef = useRef<HTMLInputElement | null>(null);
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const { save, errors, submit } = useSave(template?.id ?? null, onDone);

  const draft = (): TemplateInput => ({
    channel: 'email',
    name,
    subject,
    bodyHtml,
    bodyText: bodyText || null,
    attachmentDocumentIds: attachments,
  });
  const unknown = unknownVariables(subject, bodyHtml, bodyText);
  const insert = (token: string) => {
    if (target === 'subject') setSubject(insertAtCursor(subjectRef.current, subject, token));
    else if (target === 'text') setBodyText(insertAtCursor(textRef.current, bodyText, token));
    else setBodyHtml(insertAtCursor(bodyRef.current, bodyHtml, token));
  };
  const onSubmit = () =>
    submit(
      draft(),
      unknown.length
        ? { bodyHtml: `Unknown variable ${unknown.map((v) => `{{${v}}}`).join(', ')}: pick variables from the list.` }
        : {},
    );
  const targetLabel = { subject: 'subject', body: 'body', text: 'plain text' }[target];

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="sm">
          {save.isError && !(save.error instanceof ApiError && save.error.fields) ? (
            <FormError error={save.error} />
          ) : null}
          <TextInput
            label="Template name"
            withAsterisk
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            maxLength={150}
          />
          <TextInput
            label="Subject"
            withAsterisk
            ref={subjectRef}
            value={subject}
            onFocus={() => setTarget('subject')}
            onChange={(e) => setSubject(e.currentTarget.value)}
            error={errors.subject}
            maxLength={250}
          />
          <Group justify="flex-end">
            <VariablePicker onPick={insert} target={targetLabel} />
          </Group>
          <div onFocusCapture={() => setTarget('body')}>
            <HtmlBodyEditor
              label="Body"
              value={bodyHtml}
              onChange={setBodyHtml}
              error={errors.bodyHtml}
              textareaRef={(el) => {
                bodyRef.current = el;
              }}
              description="Simple HTML: select words and use the toolbar. {{variables}} are filled for each lead."
            />
          </div>
          <Textarea
            label="Plain-text alternative"
            description="For mail programs that show no HTML. Leave empty to make it from the body when sending."
            autosize
            minRows={4}
            maxRows={10}
            ref={textRef}
            value={bodyText}
            onFocus={() => setTarget('text')}
            onChange={(e) => setBodyText(e.currentTarget.value)}
            error={errors.bodyText}
          />
          <Group>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconWand size={16} />}
              onClick={() => setBodyText(htmlToText(bodyHtml))}
            >
              Make plain text from the body
            </Button>
          </Group>
          <AttachmentPicker value={attachments} onChange={setAttachments} error={errors.attachmentDocumentIds} />
          {unknown.length ? (
            <Alert color="orange" variant="light" p="xs">
              Not a variable we know: {unknown.map((v) => `{{${v}}}`).join(', ')}. It would be sent empty.
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button onClick={onSubmit} loading={save.isPending}>
              Save template
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={3} fz="md">
              With example values
            </Title>
            <Text size="sm">
              <b>Subject:</b> {fillVariables(subject, SAMPLE_VALUES)}
            </Text>
            <HtmlFrame html={fillVariables(bodyHtml, SAMPLE_VALUES, 'html')} title="Email with example values" />
          </Stack>
          <TemplatePreviewPanel draft={draft} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

const variableOptions = TEMPLATE_VARIABLES.map((v) => ({ value: v, label: TEMPLATE_VARIABLE_LABELS[v] }));

function SmsForm({ template, onDone }: { template: SmsTemplate | null; onDone: () => void }) {
  const [name, setName] = useState(template?.name ?? '');
  const [dltTemplateId, setDltTemplateId] = useState(template?.dltTemplateId ?? '');
  const [senderId, setSenderId] = useState(template?.senderId ?? '');
  const [category, setCategory] = useState<SmsCategory>(template?.category ?? 'transactional');
  const [registeredText, setRegisteredText] = useState(template?.registeredText ?? '');
  const [variables, setVariables] = useState<(string | null)[]>(template?.variables ?? []);
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const settings = useQuery(messagingKeys.settings());
  const { save, errors, submit } = useSave(template?.id ?? null, onDone);

  // One variable per {#var#}, in order: the list follows the registered text as it is typed.
  const placeholders = dltVarCount(registeredText);
  const chosen = Array.from({ length: placeholders }, (_, i) => variables[i] ?? null);
  const draft = (): TemplateInput => ({
    channel: 'sms',
    name,
    dltTemplateId,
    senderId,
    category,
    registeredText,
    variables: chosen.filter((v): v is TemplateVariable => v !== null),
  });
  // An unchosen placeholder is named by its position, so the check says which one is missing.
  const check = checkSms(
    registeredText,
    chosen.map((v, i) => v ?? `${DLT_VAR} ${i + 1}`),
    SAMPLE_VALUES,
  );
  const unchosen = chosen.some((v) => v === null);
  const onSubmit = () => submit(draft(), unchosen ? { variables: 'Choose a variable for every {#var#}.' } : {});

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="sm">
          {save.isError && !(save.error instanceof ApiError && save.error.fields) ? (
            <FormError error={save.error} />
          ) : null}
          <TextInput
            label="Template name"
            withAsterisk
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            maxLength={150}
          />
          <Group grow align="flex-start">
            <TextInput
              label="DLT template id"
              withAsterisk
              inputMode="numeric"
              value={dltTemplateId}
              onChange={(e) => setDltTemplateId(e.currentTarget.value)}
              error={errors.dltTemplateId}
              description="As the DLT portal shows it (digits)."
            />
            <Autocomplete
              label="Header (sender id)"
              withAsterisk
              value={senderId}
              onChange={setSenderId}
              data={settings.data?.settings?.senderIds ?? []}
              error={errors.senderId}
              description="3–11 letters or digits, e.g. ESTDSK."
            />
            <Select
              label="Category"
              withAsterisk
              allowDeselect={false}
              data={SMS_CATEGORIES.map((c) => ({ value: c, label: SMS_CATEGORY_LABELS[c] }))}
              value={category}
              onChange={(v) => v && setCategory(v as SmsCategory)}
              error={errors.category}
              description={category === 'promotional' ? 'Sent only 09:00–21:00 IST; not to DND.' : ' '}
            />
          </Group>
          <Textarea
            label="Registered text"
            withAsterisk
            description={`Paste the text exactly as registered on DLT, with ${DLT_VAR} where a value goes.`}
            autosize
            minRows={3}
            maxRows={8}
            ref={textRef}
            value={registeredText}
            onChange={(e) => setRegisteredText(e.currentTarget.value)}
            error={errors.registeredText}
          />
          <Group>
            <Button
              size="xs"
              variant="light"
              onClick={() => setRegisteredText(insertAtCursor(textRef.current, registeredText, DLT_VAR))}
            >
              Insert {DLT_VAR}
            </Button>
          </Group>
          <Stack gap={6} role="group" aria-label="Variables in order">
            <Text size="sm" fw={500}>
              Variables, in order
            </Text>
            {placeholders === 0 ? (
              <Text size="sm" c="dimmed">
                The registered text has no {DLT_VAR}; the message goes out exactly as registered.
              </Text>
            ) : (
              chosen.map((v, i) => (
                <Select
                  // biome-ignore lint/suspicious/noArrayIndexKey: one select per placeholder position.
                  key={i}
                  label={`${DLT_VAR} ${i + 1}`}
                  placeholder="Choose the variable for this placeholder"
                  data={variableOptions}
                  value={v}
                  onChange={(next) =>
                    setVariables(() => {
                      const copy = [...chosen];
                      copy[i] = next;
                      return copy;
                    })
                  }
                  searchable
                  comboboxProps={{ withinPortal: true }}
                />
              ))
            )}
            {errors.variables ? (
              <Text size="sm" c="red" role="alert">
                {errors.variables}
              </Text>
            ) : null}
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button onClick={onSubmit} loading={save.isPending}>
              Save template
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Stack gap="md">
          <SmsCounter check={check} valuesFrom="example values" />
          <TemplatePreviewPanel draft={draft} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** Adding or editing a template; the editor is the channel's. */
export function TemplateEditorModal({
  opened,
  channel,
  template,
  onClose,
}: {
  opened: boolean;
  channel: MessageChannel;
  template: MessageTemplate | null;
  onClose: () => void;
}) {
  const title = `${template ? 'Edit' : 'New'} ${channel === 'email' ? 'email' : 'SMS'} template`;
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="min(1200px, 94vw)" centered={false}>
      {opened ? (
        channel === 'email' ? (
          <EmailForm template={template?.channel === 'email' ? template : null} onDone={onClose} />
        ) : (
          <SmsForm template={template?.channel === 'sms' ? template : null} onDone={onClose} />
        )
      ) : null}
    </Modal>
  );
}
