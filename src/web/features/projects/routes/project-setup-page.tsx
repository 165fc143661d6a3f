import { Anchor, Badge, Button, Group, Tabs } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { PROJECT_STATUS_LABELS, UNIT_STATUSES } from '../../../../domain/inventory/statuses';
import { paths } from '../../../../domain/paths';
import { can } from '../../../../domain/permissions';
import { formatCount } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/session-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListParams } from '../../../lib/use-list-params';
import { confirmAction } from '../../../ui/confirm';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { usePriceLists } from '../api/price-lists';
import { useDeleteProject, useProject, useUpdateProject } from '../api/projects';
import { DocumentsTab } from '../components/documents-tab';
import { PriceListsTab } from '../components/price-lists-tab';
import { ProjectAliasesCard } from '../components/project-aliases-card';
import { ProjectForm } from '../components/project-form';
import { TowersUnitsTab } from '../components/towers-units-tab';
import { STATUS_COLORS } from './projects-page';

const TABS = ['details', 'documents', 'towers', 'prices'] as const;

const setupParams = z.object({
  tab: z.enum(TABS).default('details'),
  towerId: z.uuid().optional(),
  status: z.enum(UNIT_STATUSES).optional(),
  search: z.string().trim().max(20).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

/** /projects/:id/setup: details, documents, towers & units, price lists. */
export function ProjectSetupPage() {
  const { id = '' } = useParams();
  const user = useSessionUser();
  const project = useProject(id);
  const priceLists = usePriceLists(id);
  const update = useUpdateProject();
  const remove = useDeleteProject();
  const navigate = useNavigate();
  const url = useListParams(setupParams);
  const { tab, towerId = null, status = null, page } = url.params;
  useDocumentTitle(project.data ? `${project.data.name} · setup` : 'Project setup');

  if (project.isPending) return <LoadingSpinner label="Loading the project…" />;
  if (project.isError)
    return <ErrorState title="Could not load the project" error={project.error} onRetry={() => project.refetch()} />;
  const p = project.data;
  const locationKeys = [
    ...new Set((priceLists.data?.priceLists ?? []).flatMap((l) => l.locationCharges.map((c) => c.key))),
  ];

  const onDelete = async () => {
    const ok = await confirmAction({
      title: 'Delete project',
      message: `Delete ${p.name} with its ${formatCount(p.units)} units and price lists? Leads keep the project's name as text.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      const done = await remove.mutateAsync(p._id);
      notifySuccess(done.message);
      navigate(paths.projects());
    } catch {
      // The mutation's toast says why (bookings).
    }
  };

  return (
    <>
      <PageHeader
        title={p.name}
        description={
          <Group gap="xs" component="span">
            <Badge variant="light" color={STATUS_COLORS[p.status]}>
              {PROJECT_STATUS_LABELS[p.status]}
            </Badge>
            <span>
              {p.city}, {p.state} · {formatCount(p.towers.length)} towers · {formatCount(p.units)} units
            </span>
            <Anchor component={Link} to={paths.projects()} size="sm">
              All projects
            </Anchor>
          </Group>
        }
        actions={
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={18} />}
            onClick={onDelete}
            loading={remove.isPending}
          >
            Delete project
          </Button>
        }
      />
      <Tabs
        value={tab}
        onChange={(v) => url.set({ tab: (v ?? 'details') as (typeof TABS)[number] })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="details">Details</Tabs.Tab>
          <Tabs.Tab value="documents">Documents</Tabs.Tab>
          <Tabs.Tab value="towers">Towers &amp; units ({formatCount(p.units)})</Tabs.Tab>
          <Tabs.Tab value="prices">Price lists ({formatCount(priceLists.data?.priceLists.length ?? 0)})</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details">
          <ProjectForm
            project={p}
            submitLabel="Save details"
            mutation={update}
            onSave={async (input) => {
              await update.mutateAsync({ id: p._id, input });
              notifySuccess(`${input.name} was saved.`);
            }}
          />
          {can(user.role, 'projects.mapLeads') ? <ProjectAliasesCard project={p} /> : null}
        </Tabs.Panel>
        <Tabs.Panel value="documents">
          <DocumentsTab project={p} />
        </Tabs.Panel>
        <Tabs.Panel value="towers">
          <TowersUnitsTab
            project={p}
            locationKeys={locationKeys}
            list={{
              towerId,
              status,
              q: url.query.search ?? '',
              search: url.search,
              page,
              set: (patch) => url.set(patch),
              clear: () => url.set({ towerId: undefined, status: undefined, search: undefined }),
              filtered: !!(towerId || status || url.params.search),
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="prices">
          <PriceListsTab project={p} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
