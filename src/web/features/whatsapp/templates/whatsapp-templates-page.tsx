import { Accordion, Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths';
import { can } from '../../../../domain/permissions';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useSessionUser } from '../../../lib/session-store';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useSyncWhatsAppTemplates, useWhatsAppTemplates } from '../api/whatsapp-settings';
import { RecategorisedNote, TemplateBadges } from './template-badges';
import { TemplateMapping } from './template-mapping';

/**
 * /whatsapp-templates: the templates approved at Meta (synced, never written here), each with our
 * choice of lead field for every {{n}}, a header document when it has one, and a preview.
 */
export function WhatsAppTemplatesPage() {
  const list = useWhatsAppTemplates();
  const sync = useSyncWhatsAppTemplates();
  const user = useSessionUser();
  const canEdit = !!user && can(user.role, 'messages.send');
  const canSetUp = !!user && can(user.role, 'settings.manage');

  const syncButton = (
    <Button leftSection={<IconRefresh size={16} />} onClick={() => sync.mutate()} loading={sync.isPending}>
      SYNC NOW
    </Button>
  );

  return (
    <>
      <PageHeader
        title="WhatsApp Templates"
        description="Templates are made and approved in Meta's WhatsApp Manager (or Gupshup); here you choose which lead field fills each {{n}}."
        actions={canEdit ? syncButton : null}
      />
      <Stack gap="md">
        {sync.data ? (
          <Alert color="green" variant="light" role="status">
            {sync.data.message}
          </Alert>
        ) : null}
        {sync.isError ? (
          <Alert color="red" variant="light" role="alert" title="Could not sync">
            {errorMessage(sync.error)}{' '}
            {canSetUp ? (
              <Anchor component={Link} to={paths.whatsappSettings()}>
                Open the WhatsApp settings
              </Anchor>
            ) : null}
          </Alert>
        ) : null}
        {list.isPending ? (
          <LoadingSpinner label="Loading the WhatsApp templates…" />
        ) : list.isError ? (
          <ErrorState
            title="Could not load the WhatsApp templates"
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.data.items.length === 0 ? (
          <EmptyList
            icon={<IconBrandWhatsapp size={26} />}
            title="No WhatsApp templates yet"
            description="Sync now reads the templates of the WhatsApp Business account set up in WhatsApp Settings."
          />
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {list.data.items.length} template{list.data.items.length === 1 ? '' : 's'}
              {list.data.syncedAt ? `, synced ${formatDateTime(list.data.syncedAt)}` : ''}.
            </Text>
            <Accordion variant="separated" multiple>
              {list.data.items.map((t) => (
                <Accordion.Item key={t.id} value={t.id}>
                  <Accordion.Control>
                    <Group justify="space-between" wrap="wrap" gap="xs" pr="sm">
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {t.name}
                      </Text>
                      <TemplateBadges template={t} />
                    </Group>
                    <Text size="sm" c="dimmed" lineClamp={2} mt={4}>
                      {t.body}
                    </Text>
                    <RecategorisedNote template={t} />
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="sm">
                      {t.header?.text ? <Text fw={600}>{t.header.text}</Text> : null}
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {t.body}
                      </Text>
                      {t.footer ? (
                        <Text size="xs" c="dimmed">
                          {t.footer}
                        </Text>
                      ) : null}
                      {t.buttons.length ? (
                        <Text size="xs" c="dimmed">
                          Buttons: {t.buttons.map((b) => b.text).join(' · ')}
                        </Text>
                      ) : null}
                      {t.rejectedReason ? (
                        <Text size="sm" c="red">
                          Meta's reason: {t.rejectedReason}
                        </Text>
                      ) : null}
                      <TemplateMapping template={t} canEdit={canEdit} />
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </>
        )}
      </Stack>
    </>
  );
}
