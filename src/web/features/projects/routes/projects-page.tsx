import { Anchor, Badge, Button, Group, Select, Text } from '@mantine/core';
import { IconBuildingSkyscraper, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { z } from 'zod';
import { PROJECT_STATUS_LABELS, PROJECT_STATUSES, type ProjectStatus } from '../../../../domain/inventory/statuses';
import { paths } from '../../../../domain/paths';
import { can } from '../../../../domain/permissions';
import type { ProjectListItem } from '../../../../domain/schemas/project';
import { formatCount } from '../../../lib/format';
import { useSession } from '../../../lib/session-store';
import { useListParams } from '../../../lib/use-list-params';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { ListPager } from '../../../ui/list-pager';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { useProjects } from '../api/projects';

const listParams = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

export const STATUS_COLORS: Record<ProjectStatus, string> = {
  pre_launch: 'gray',
  launched: 'blue',
  under_construction: 'orange',
  ready: 'green',
};

export function ProjectsPage() {
  const url = useListParams(listParams);
  const { status = null, page } = url.params;
  const { search = '' } = url.query;
  const projects = useProjects({ q: search, status, page });
  const manage = can(useSession().user?.role, 'projects.manage');
  const data = projects.data;

  const addButton = manage ? (
    <Button component={Link} to={paths.projectNew()} leftSection={<IconPlus size={18} />}>
      New project
    </Button>
  ) : null;

  const columns: Column<ProjectListItem>[] = [
    {
      key: 'name',
      header: 'Project',
      // The name opens the availability grid (what a salesperson shows a buyer); set-up is beside it.
      render: (p) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={paths.projectAvailability(p._id)} fw={600}>
            <CellText>{p.name}</CellText>
          </Anchor>
          {manage ? (
            <Anchor
              component={Link}
              to={paths.projectSetup(p._id)}
              size="sm"
              c="dimmed"
              aria-label={`Set up ${p.name}`}
            >
              Set up
            </Anchor>
          ) : null}
        </Group>
      ),
    },
    { key: 'city', header: 'City', render: (p) => <CellText>{`${p.city}, ${p.state}`}</CellText> },
    { key: 'rera', header: 'RERA number', render: (p) => p.reraNumber ?? '—', nowrap: true },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      render: (p) => (
        <Badge variant="light" color={STATUS_COLORS[p.status]}>
          {PROJECT_STATUS_LABELS[p.status]}
        </Badge>
      ),
    },
    { key: 'towers', header: 'Towers', align: 'right', render: (p) => formatCount(p.towers) },
    { key: 'units', header: 'Units', align: 'right', render: (p) => formatCount(p.units) },
    { key: 'available', header: 'Available', align: 'right', render: (p) => formatCount(p.available) },
  ];

  return (
    <>
      <PageHeader
        title="Projects"
        description="The projects you sell in, with their towers and units."
        actions={
          <Group gap="sm">
            <Button component={Link} to={paths.stampDutyRates()} variant="default">
              Stamp-duty rates
            </Button>
            {addButton}
          </Group>
        }
      />
      <Group justify="space-between" align="flex-end" mb="md">
        <Group align="flex-end" gap="md">
          <SearchInput
            value={url.search.value}
            onChange={url.search.onChange}
            placeholder="Name, city or RERA number"
          />
          <Select
            label="Status"
            placeholder="All statuses"
            data={PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] }))}
            value={status}
            onChange={(v) => url.set({ status: (v ?? undefined) as ProjectStatus | undefined })}
            clearable
            w={220}
          />
        </Group>
        {data ? (
          <Text size="sm" c="dimmed">
            {formatCount(data.total)} {data.total === 1 ? 'project' : 'projects'}
          </Text>
        ) : null}
      </Group>
      <ListState
        query={projects}
        loadingLabel="Loading projects…"
        errorTitle="Could not load the projects"
        isEmpty={data?.total === 0 && !url.filtered}
        noMatches={data?.projects.length === 0}
        empty={{
          icon: <IconBuildingSkyscraper size={26} />,
          title: 'No projects yet',
          description: manage
            ? 'Add a project, then its towers and units by the bulk form or from a file, and its price list.'
            : 'An administrator adds projects, their towers, units and price lists.',
          action: addButton ?? undefined,
        }}
        noMatch={{ title: 'No project matches these filters', clearLabel: 'Clear filters', onClear: url.clear }}
      >
        <DataTable
          label="Projects"
          columns={columns}
          rows={data?.projects ?? []}
          rowKey={(p) => p._id}
          minWidth={800}
        />
        <ListPager
          page={page}
          pages={data?.pageCount ?? 1}
          onChange={(next) => url.set({ page: next })}
          summary={false}
        />
      </ListState>
    </>
  );
}
