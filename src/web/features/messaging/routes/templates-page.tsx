import { Badge, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconMail, IconMessage, IconPlus, IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { SMS_CATEGORY_LABELS } from '../../../../domain/messaging';
import type { MessageTemplate } from '../../../../domain/schemas/message-template';
import { MESSAGE_CHANNELS, type MessageChannel } from '../../../../domain/schemas/messaging';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { CellText } from '../../../ui/cell-text';
import { confirmAction } from '../../../ui/confirm';
import { type Column, DataTable } from '../../../ui/data-table';
import { ListState } from '../../../ui/list-state';
import { ListToolbar } from '../../../ui/list-toolbar';
import { PageHeader } from '../../../ui/page-header';
import { DeleteAction, EditAction } from '../../../ui/row-actions';
import { SearchInput } from '../../../ui/search-input';
import { useDeleteTemplate, useTemplates } from '../api/messaging';
import { TemplateEditorModal } from '../components/template-editor';

const params = z.object({
  channel: z.enum(MESSAGE_CHANNELS).default('sms'),
  search: z.string().trim().max(200).optional(),
});

const channelLabel = { email: 'Email', sms: 'SMS' } as const;

/** /BulkSmsTemplate (Bulk Templates): email templates and DLT-registered SMS templates. */
export function TemplatesPage() {
  const url = useListParams(params);
  const channel = url.params.channel;
  const list = useTemplates(channel);
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<{ template: MessageTemplate | null } | null>(null);

  const needle = (url.query.search ?? '').toLowerCase();
  const all = list.data ?? [];
  const rows = needle
    ? all.filter((t) =>
        [t.name, t.channel === 'email' ? t.subject : `${t.dltTemplateId} ${t.senderId} ${t.registeredText}`]
          .join(' ')
          .toLowerCase()
          .includes(needle),
      )
    : all;

  const onDelete = async (t: MessageTemplate) => {
    const ok = await confirmAction({
      title: 'Delete template',
      message: `Delete the template "${t.name}"? Campaigns already sent keep what they sent.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(t.id);
      notifySuccess(`Template "${t.name}" was deleted.`);
    } catch {
      // Told once, by the mutation cache (lib/query-client.ts).
    }
  };

  const columns: Column<MessageTemplate>[] = [
    { key: 'name', header: 'Name', render: (t) => <CellText maw={240}>{t.name}</CellText> },
    channel === 'email'
      ? {
          key: 'subject',
          header: 'Subject',
          render: (t) => <CellText maw={340}>{t.channel === 'email' ? t.subject : ''}</CellText>,
        }
      : {
          key: 'dlt',
          header: 'DLT',
          render: (t) =>
            t.channel === 'sms' ? (
              <>
                <Group gap={6} wrap="nowrap">
                  <Badge variant="light" miw="max-content">
                    {t.senderId}
                  </Badge>
                  <Badge variant="outline" color={t.category === 'promotional' ? 'orange' : 'gray'} miw="max-content">
                    {SMS_CATEGORY_LABELS[t.category]}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed" mt={2}>
                  {t.dltTemplateId}
                </Text>
              </>
            ) : null,
        },
    ...(channel === 'sms'
      ? [
          {
            key: 'text',
            header: 'Registered text',
            render: (t: MessageTemplate) => (
              <CellText maw={380}>{t.channel === 'sms' ? t.registeredText : ''}</CellText>
            ),
          },
        ]
      : [
          {
            key: 'files',
            header: 'Attachments',
            nowrap: true,
            render: (t: MessageTemplate) =>
              t.channel === 'email' && t.attachmentDocumentIds.length ? `${t.attachmentDocumentIds.length}` : '—',
          },
        ]),
    { key: 'updated', header: 'Updated', nowrap: true, render: (t) => formatDateTime(t.updatedAt) },
    {
      key: 'actions',
      header: 'Actions',
      render: (t) => (
        <Group gap={4} wrap="nowrap">
          <EditAction label={`Edit ${t.name}`} onClick={() => setEditing({ template: t })} />
          <DeleteAction
            label={`Delete ${t.name}`}
            busy={remove.isPending && remove.variables === t.id}
            onClick={() => void onDelete(t)}
          />
        </Group>
      ),
    },
  ];

  const add = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ template: null })}>
      New {channel === 'email' ? 'email' : 'SMS'} template
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Bulk Templates"
        description="Email templates with variables and attachments; SMS templates as registered on DLT."
        actions={add}
      />
      <ListToolbar total={all.length} shown={rows.length} noun={['template', 'templates']}>
        <Group align="flex-end" gap="md">
          <SegmentedControl
            aria-label="Channel"
            value={channel}
            onChange={(v) => url.set({ channel: v as MessageChannel, search: undefined })}
            data={[
              { value: 'sms', label: channelLabel.sms },
              { value: 'email', label: channelLabel.email },
            ]}
          />
          <SearchInput value={url.search.value} onChange={url.search.onChange} placeholder="Name, subject or text" />
        </Group>
      </ListToolbar>
      <ListState
        query={list}
        loadingLabel="Loading templates…"
        errorTitle="Could not load the templates"
        isEmpty={all.length === 0}
        noMatches={rows.length === 0}
        empty={{
          icon: channel === 'email' ? <IconMail size={26} /> : <IconMessage size={26} />,
          title: `No ${channel === 'email' ? 'email' : 'SMS'} templates yet`,
          description:
            channel === 'email'
              ? 'Write an email once, with {{variables}} filled for each lead, and send it to many.'
              : 'Add each SMS template exactly as it is registered on DLT, with its header and template id.',
          action: add,
        }}
        noMatch={{
          title: 'No template matches your search',
          clearLabel: 'Clear search',
          onClear: () => url.set({ search: undefined }),
          icon: <IconTemplate size={26} />,
        }}
      >
        <DataTable label="Templates" columns={columns} rows={rows} rowKey={(t) => t.id} minWidth={860} />
      </ListState>
      <TemplateEditorModal
        opened={editing !== null}
        channel={editing?.template?.channel ?? channel}
        template={editing?.template ?? null}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
