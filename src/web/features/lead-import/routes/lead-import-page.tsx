import { Alert, Anchor, Button, Group, Tabs } from '@mantine/core';
import { IconArrowLeft, IconFileImport, IconHistory, IconLoader } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { isImportMoving } from '../../../lib/lead-import-queries';
import { useListParams } from '../../../lib/use-list-params';
import { PageHeader } from '../../../ui/page-header';
import { importListQueryOptions } from '../api/imports';
import { ImportHistory } from '../components/import-history';
import { ImportView } from '../components/import-view';
import { ImportWizard } from '../components/import-wizard';

/** The URL says which import is open and which tab, so Back, a reload or a shared link return to it. */
const pageParams = z.object({
  import: z.uuid().optional(),
  tab: z.enum(['new', 'history']).default('new'),
  page: z.coerce.number().int().min(1).default(1),
});

/** /lead/import-leads: import a file of leads, follow it, and the history of imports. */
export function LeadImportPage() {
  const url = useListParams(pageParams);
  const { import: openId, tab, page } = url.params;
  // The newest imports, to point at one still running when someone comes back to the page.
  const recent = useQuery({ ...importListQueryOptions(1, 20), enabled: !openId });
  const moving = recent.data?.imports.find(isImportMoving);

  return (
    <>
      <PageHeader
        title="Import Leads"
        description="Bring in enquiries from a spreadsheet or a portal export: map the columns, choose what happens to numbers already here, and undo for 7 days."
        actions={
          openId ? (
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={18} />}
              onClick={() => url.set({ import: undefined, tab: 'history' })}
            >
              Import history
            </Button>
          ) : null
        }
      />
      {openId ? (
        <>
          <ImportView id={openId} />
          <Group mt="lg">
            <Button
              leftSection={<IconFileImport size={18} />}
              variant="light"
              onClick={() => url.set({ import: undefined, tab: 'new' })}
            >
              New import
            </Button>
          </Group>
        </>
      ) : (
        <Tabs value={tab} onChange={(value) => url.set({ tab: value === 'history' ? 'history' : 'new' })} keepMounted>
          <Tabs.List mb="md">
            <Tabs.Tab value="new" leftSection={<IconFileImport size={16} />}>
              New import
            </Tabs.Tab>
            <Tabs.Tab value="history" leftSection={<IconHistory size={16} />}>
              Import history
            </Tabs.Tab>
          </Tabs.List>
          {moving ? (
            <Alert color="blue" icon={<IconLoader size={18} />} mb="md" role="status">
              {moving.undo.state === 'running' ? 'An undo' : 'An import'} of {moving.fileName} is running.{' '}
              <Anchor component="button" type="button" onClick={() => url.set({ import: moving._id })}>
                Show its progress
              </Anchor>
            </Alert>
          ) : null}
          <Tabs.Panel value="new">
            <ImportWizard onStarted={(id) => url.set({ import: id })} />
          </Tabs.Panel>
          <Tabs.Panel value="history">
            <ImportHistory
              page={page}
              onPage={(p) => url.set({ page: p })}
              onOpen={(id) => url.set({ import: id })}
              onNew={() => url.set({ tab: 'new' })}
            />
          </Tabs.Panel>
        </Tabs>
      )}
    </>
  );
}
