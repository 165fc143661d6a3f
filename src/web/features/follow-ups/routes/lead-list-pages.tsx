import { Button, Stack, Text } from '@mantine/core';
import { IconSparkles, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths';
import { can } from '../../../../domain/permissions';
import { leadQuerySchema } from '../../../../domain/schemas/lead';
import { formatCount } from '../../../lib/format';
import { useSessionUser } from '../../../lib/session-store';
import { useLeadPickers } from '../../../lib/shared-queries';
import { useListParams } from '../../../lib/use-list-params';
import { ListPager } from '../../../ui/list-pager';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { useSalesActions } from '../../../ui/sales-actions';
import { useFreshLeads, useLeadList, useLeadStatusCounts, useMemberLeadStatusCounts } from '../api/follow-up-queries';
import { LeadRowsTable } from '../components/lead-rows-table';
import { MemberStatusTable } from '../components/member-status-table';
import { SalesFilterBar } from '../components/sales-filters';
import { StatusChips } from '../components/status-chips';

const PAGE_SIZE = 20;
/** The lead list's own query less page size, sort and the idle flag (the Leads screen has those). */
const listParams = leadQuerySchema.omit({ pageSize: true, sort: true, order: true, idle: true });

const leadsLink = (
  <Button component={Link} to={paths.leads()} variant="light">
    Go to Leads
  </Button>
);

/** /TotalLeads: every live lead, counts by status as chips, and by member for managers. */
export function TotalLeadsPage() {
  const url = useListParams(listParams);
  const { page, status, ...filters } = url.query;
  const list = useLeadList({ ...url.query, page, pageSize: PAGE_SIZE });
  const counts = useLeadStatusCounts(filters);
  const role = useSessionUser().role;
  const manager = can(role, 'leads.view');
  const { assignedTo: _member, ...memberFilters } = filters;
  const members = useMemberLeadStatusCounts(memberFilters, manager);
  const pickers = useLeadPickers();
  const actions = useSalesActions();
  const total = list.data?.total ?? 0;

  return (
    <>
      <PageHeader title="Total Leads" description="Every live lead by status; click a status to list its leads." />
      <Stack gap="sm" mb="md">
        <SalesFilterBar
          search={url.search}
          filters={url.params}
          onChange={(patch) => url.set(patch)}
          options={pickers.data}
          showMember={manager}
          dates={{ from: 'Created from', to: 'Created to' }}
        />
        <StatusChips counts={counts.data} status={url.params.status} onPick={(s) => url.set({ status: s })} />
        {list.isSuccess ? (
          <Text size="sm" c="dimmed">
            {formatCount(total)} {url.filtered ? 'matching ' : ''}
            {total === 1 ? 'lead' : 'leads'}
          </Text>
        ) : null}
      </Stack>
      <ListState
        query={list}
        loadingLabel="Loading leads…"
        errorTitle="Could not load the leads"
        isEmpty={total === 0 && !url.filtered}
        noMatches={total === 0}
        empty={{
          icon: <IconUsersGroup size={26} />,
          title: 'No leads yet',
          description: 'Add enquiries on the Leads screen or import them; they are counted here by status.',
          action: leadsLink,
        }}
        noMatch={{ title: 'No lead matches your search or filters', clearLabel: 'Clear filters', onClear: url.clear }}
      >
        <LeadRowsTable leads={list.data?.leads ?? []} today={list.data?.today} variant="total" open={actions.open} />
        <ListPager page={page} pages={list.data?.pages ?? 1} onChange={(p) => url.set({ page: p })} />
      </ListState>
      {manager && members.data ? (
        <MemberStatusTable members={members.data.members} onPick={(memberId) => url.set({ assignedTo: memberId })} />
      ) : null}
      {actions.modals}
    </>
  );
}

const freshParams = leadQuerySchema.omit({ pageSize: true, sort: true, order: true, idle: true, status: true });

/** /TotalFreshLeads: live leads nobody has contacted yet, with how long each has waited. */
export function FreshLeadsPage() {
  const url = useListParams(freshParams);
  const { page } = url.query;
  // Oldest first: the lead that has waited longest is the one to call.
  const list = useFreshLeads({ ...url.query, sort: 'created', order: 'asc', page, pageSize: PAGE_SIZE });
  const role = useSessionUser().role;
  const pickers = useLeadPickers();
  const actions = useSalesActions();
  const total = list.data?.total ?? 0;

  return (
    <>
      <PageHeader
        title="Fresh Leads"
        description="Leads nobody has called yet, oldest waiting first. Log the first call's outcome to take one off this list."
      />
      <Stack gap="xs" mb="md">
        <SalesFilterBar
          search={url.search}
          filters={url.params}
          onChange={(patch) => url.set(patch)}
          options={pickers.data}
          showMember={can(role, 'leads.view')}
          dates={{ from: 'Created from', to: 'Created to' }}
        />
        {list.isSuccess ? (
          <Text size="sm" c="dimmed">
            {formatCount(total)} {url.filtered ? 'matching ' : ''}
            {total === 1 ? 'lead' : 'leads'} never contacted
          </Text>
        ) : null}
      </Stack>
      <ListState
        query={list}
        loadingLabel="Loading fresh leads…"
        errorTitle="Could not load the fresh leads"
        isEmpty={total === 0 && !url.filtered}
        noMatches={total === 0}
        empty={{
          icon: <IconSparkles size={26} />,
          title: 'No fresh leads',
          description: 'Every lead has had a first call. New enquiries appear here until someone logs an outcome.',
          action: leadsLink,
        }}
        noMatch={{
          title: 'No fresh lead matches your search or filters',
          clearLabel: 'Clear filters',
          onClear: url.clear,
        }}
      >
        <LeadRowsTable leads={list.data?.leads ?? []} today={list.data?.today} variant="fresh" open={actions.open} />
        <ListPager page={page} pages={list.data?.pages ?? 1} onChange={(p) => url.set({ page: p })} />
      </ListState>
      {actions.modals}
    </>
  );
}
