import { Anchor, Badge, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconReportAnalytics } from '@tabler/icons-react';
import { Link } from 'react-router';
import { z } from 'zod';
import { LEAD_STATUS_COLORS, LEAD_STATUS_LABELS } from '../../../../domain/leads/statuses';
import { paths } from '../../../../domain/paths';
import { queryString } from '../../../../domain/query-string';
import type { Lead } from '../../../../domain/schemas/lead';
import { type LeadReport, leadReportFilterSchema } from '../../../../domain/schemas/lead-reports';
import { formatCount, formatDateTime } from '../../../lib/format';
import { leadsLink } from '../../../lib/report-links';
import { useLeadPickers } from '../../../lib/shared-queries';
import { useListParams } from '../../../lib/use-list-params';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { ErrorState } from '../../../ui/error-state';
import { ExportButtons } from '../../../ui/export-buttons';
import { ListPager } from '../../../ui/list-pager';
import { ListState } from '../../../ui/list-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { PeriodPicker } from '../../../ui/period-picker';
import { PhoneLink } from '../../../ui/phone-link';
import { ReportFilterBar } from '../../../ui/report-filter-bar';
import { useLeadReport, useLeadReportRows } from '../api/lead-report-queries';
import { type GroupCount, GroupCountTable } from '../components/group-count-table';
import { BranchSelect, MemberSelect, ProjectSelect, SourceSelect, StatusSelect } from '../components/report-selects';
import { RowsExportButton } from '../components/rows-export-modal';

const PAGE_SIZE = 20;
const urlParams = leadReportFilterSchema.extend({ page: z.coerce.number().int().min(1).default(1) });
type Filters = Omit<z.output<typeof urlParams>, 'page'>;

/** The four groupings, each count a link to the lead list with the report's filters and its own key. */
function groupings(report: LeadReport, filters: Filters) {
  const base = {
    sourceId: filters.sourceId,
    branchId: filters.branchId,
    project: filters.project,
    projectId: filters.projectId,
    assignedTo: filters.assignedTo,
    status: filters.status,
    from: report.meta.from,
    to: report.meta.to,
  };
  const bySource: GroupCount[] = report.bySource.map((r) => ({
    key: r.id ?? 'none',
    name: r.name,
    count: r.count,
    // The lead list has no "without a source" filter: that count is not a link.
    to: r.id ? leadsLink({ ...base, sourceId: r.id }) : null,
  }));
  const byStatus: GroupCount[] = report.byStatus.map((r) => ({
    key: r.status,
    name: LEAD_STATUS_LABELS[r.status],
    count: r.count,
    to: leadsLink({ ...base, status: r.status }),
  }));
  const byMember: GroupCount[] = report.byMember.map((r) => ({
    key: r.id ?? 'unassigned',
    name: r.name,
    count: r.count,
    to: leadsLink({ ...base, assignedTo: r.id ?? 'unassigned' }),
  }));
  const byProject: GroupCount[] = report.byProject.map((r) => ({
    key: r.project ?? '',
    name: r.project ?? 'No project',
    count: r.count,
    to: r.project ? leadsLink({ ...base, project: r.project }) : null,
  }));
  return { bySource, byStatus, byMember, byProject, all: leadsLink(base) };
}

function RowsTable({ leads }: { leads: Lead[] }) {
  const columns: Column<Lead>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (l) => (
        <Anchor component={Link} to={paths.leadDetails(l._id)} size="sm" fw={600}>
          <CellText maw={200} fw={600} c="inherit">
            {l.name}
          </CellText>
        </Anchor>
      ),
    },
    { key: 'mobile', header: 'Mobile', nowrap: true, render: (l) => <PhoneLink number={l.mobile} leadId={l._id} /> },
    { key: 'source', header: 'Source', render: (l) => <CellText maw={140}>{l.source?.name}</CellText> },
    { key: 'branch', header: 'Branch', render: (l) => <CellText maw={120}>{l.branch?.name}</CellText> },
    { key: 'member', header: 'Assigned to', render: (l) => <CellText maw={150}>{l.assignedTo?.name}</CellText> },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      // max-content: a squeezed column must not cut "Site Visit Scheduled" to "SITE VISIT…".
      render: (l) => (
        <Badge color={LEAD_STATUS_COLORS[l.status]} variant="light" miw="max-content">
          {LEAD_STATUS_LABELS[l.status]}
        </Badge>
      ),
    },
    { key: 'project', header: 'Project', render: (l) => <CellText maw={150}>{l.project}</CellText> },
    { key: 'created', header: 'Created', nowrap: true, render: (l) => formatDateTime(l.createdAt) },
  ];
  return <DataTable label="Leads in the report" columns={columns} rows={leads} rowKey={(l) => l._id} minWidth={980} />;
}

/** /report/LeadReport: leads created in a period, counted by source, status, member and project, and the leads themselves. */
export function LeadReportPage() {
  const url = useListParams(urlParams);
  const { page, ...filters } = url.params;
  const report = useLeadReport(filters);
  const rows = useLeadReportRows({ ...filters, page, pageSize: PAGE_SIZE });
  const pickers = useLeadPickers();
  const query = queryString(filters);
  const data = report.data;
  const groups = data ? groupings(data, filters) : null;

  return (
    <>
      <PageHeader
        title="Lead Report"
        description="Leads created in the period (India days), counted by source, status, member and project. Every count opens the leads behind it."
        actions={
          <>
            <ExportButtons path="/api/report/lead/export" query={query} fallbackName="lead-report" />
            <RowsExportButton filters={filters} />
          </>
        }
      />
      <ReportFilterBar filtered={url.filtered} onClear={url.clear} meta={data?.meta}>
        <PeriodPicker value={filters} onChange={(patch) => url.set(patch)} />
        <SourceSelect value={filters.sourceId} onChange={(sourceId) => url.set({ sourceId })} options={pickers.data} />
        <BranchSelect value={filters.branchId} onChange={(branchId) => url.set({ branchId })} options={pickers.data} />
        <ProjectSelect
          value={filters.projectId}
          text={filters.project}
          onChange={(projectId) => url.set({ projectId, project: undefined })}
          options={pickers.data}
        />
        <MemberSelect
          value={filters.assignedTo}
          onChange={(assignedTo) => url.set({ assignedTo })}
          options={pickers.data}
        />
        <StatusSelect value={filters.status} onChange={(status) => url.set({ status })} />
      </ReportFilterBar>
      <ListState
        query={report}
        loadingLabel="Counting leads…"
        errorTitle="Could not load the lead report"
        isEmpty={data?.total === 0}
        empty={{
          icon: <IconReportAnalytics size={26} />,
          title: 'No lead was created in this period with these filters',
          description: 'Choose a longer period or clear a filter.',
          action: url.filtered ? (
            <Button variant="default" onClick={url.clear}>
              Clear filters
            </Button>
          ) : null,
        }}
      >
        {data && groups ? (
          <Stack gap="md">
            <Text size="sm">
              <Anchor component={Link} to={groups.all} fw={600} aria-label={`All leads: ${formatCount(data.total)}`}>
                {formatCount(data.total)} {data.total === 1 ? 'lead' : 'leads'}
              </Anchor>{' '}
              created in the period.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="sm" style={{ alignItems: 'start' }}>
              <GroupCountTable title="By source" rows={groups.bySource} />
              <GroupCountTable title="By status" rows={groups.byStatus} />
              <GroupCountTable title="By member" rows={groups.byMember} />
              <GroupCountTable title="By project" rows={groups.byProject} />
            </SimpleGrid>
            <Title order={2} fz={18} mt="sm">
              Leads
            </Title>
            {rows.isError ? (
              <ErrorState
                title="Could not load the leads"
                error={rows.error}
                onRetry={() => void rows.refetch()}
                retrying={rows.isFetching}
              />
            ) : rows.data ? (
              <>
                <RowsTable leads={rows.data.leads} />
                <ListPager page={page} pages={rows.data.pages} onChange={(p) => url.set({ page: p })} />
              </>
            ) : (
              <LoadingSpinner label="Loading leads…" />
            )}
          </Stack>
        ) : null}
      </ListState>
    </>
  );
}
