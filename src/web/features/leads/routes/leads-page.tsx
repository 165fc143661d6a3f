import { Button, Group, Stack, Text } from '@mantine/core';
import {
  IconArrowsShuffle,
  IconDownload,
  IconSend,
  IconTrash,
  IconUserShare,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { approximateCount } from '../../../../domain/leads/approximate-count';
import { paths } from '../../../../domain/paths';
import { can } from '../../../../domain/permissions';
import { defaultLeadOrder, type Lead, type LeadSort, leadQuerySchema } from '../../../../domain/schemas/lead';
import { formatCount } from '../../../lib/format';
import { audienceFromLeadList } from '../../../lib/messaging-queries';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/session-store';
import { useEditModal } from '../../../lib/use-edit-modal';
import { useListParams } from '../../../lib/use-list-params';
import { addButton } from '../../../ui/add-button';
import { ColumnChooser } from '../../../ui/column-chooser';
import { confirmAction } from '../../../ui/confirm';
import { ListPager } from '../../../ui/list-pager';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { SelectionBar } from '../../../ui/selection-bar';
import { exportLeadsCsv } from '../api/export-leads';
import { useLeadOptions } from '../api/get-lead-options';
import { useLeads } from '../api/get-leads';
import { useMoveToRecycleBin } from '../api/move-to-recycle-bin';
import { useReassignIdle } from '../api/reassign-idle';
import { AssignModal } from '../components/assign-modal';
import { ImportFilterChip } from '../components/import-filter-chip';
import { LEAD_COLUMNS, useLeadColumns } from '../components/lead-columns';
import { LeadFilterBar } from '../components/lead-filters';
import { LeadFormModal } from '../components/lead-form-modal';
import { LeadsTable } from '../components/leads-table';
import { UrlFilterChips } from '../components/url-filter-chips';

const PAGE_SIZE = 20;
/** What the lead list keeps in the URL: the API's own query, less the page size. */
const listParams = leadQuerySchema.omit({ pageSize: true });

export function LeadsPage() {
  const url = useListParams(listParams);
  const { page, sort = 'created', order = defaultLeadOrder(sort), ...filters } = url.params;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [assignOpen, setAssignOpen] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const all = { ...filters, search: url.query.search ?? '', sort, order };
  const list = useLeads(all, page, PAGE_SIZE);
  const options = useLeadOptions();
  const bin = useMoveToRecycleBin();
  const modal = useEditModal<Lead>();
  const reassign = useReassignIdle();
  const user = useSessionUser();
  const canReassign = can(user.role, 'leadRules.manage');
  const canMessage = can(user.role, 'messages.send');
  const columns = useLeadColumns(user._id);
  const navigate = useNavigate();

  const filtered = url.filtered;
  const sendableFilter = audienceFromLeadList({ ...filters, search: url.query.search });
  const clear = url.clear;
  const onSort = (key: LeadSort) =>
    url.set({ sort: key, order: key === sort ? (order === 'asc' ? 'desc' : 'asc') : defaultLeadOrder(key) });
  const onSelect = (ids: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });

  const moveToBin = async (ids: string[], label: string) => {
    const confirmed = await confirmAction({
      title: 'Move to Recycle Bin',
      message: `Move ${label} to the recycle bin? ${ids.length === 1 ? 'It' : 'They'} can be restored from the Recycle Bin.`,
      confirmLabel: 'Move to Recycle Bin',
      danger: true,
    });
    if (!confirmed) return;
    if (ids.length === 1) setBusyId(ids[0] ?? null);
    try {
      const result = await bin.mutateAsync(ids);
      notifySuccess(result.message);
      setSelected((prev) => new Set([...prev].filter((id) => !ids.includes(id))));
    } catch {
      // Told once, by the mutation cache (lib/query-client.ts).
    } finally {
      setBusyId(null);
    }
  };

  const onExport = async () => {
    setExporting(true);
    try {
      await exportLeadsCsv(all);
    } catch (error) {
      notifyError(error, 'Could not export the leads');
    } finally {
      setExporting(false);
    }
  };

  const onReassignIdle = async () => {
    const confirmed = await confirmAction({
      title: 'Reassign idle leads',
      message: 'Give every idle lead to the next member of its assignment rule (never the same person again)?',
      confirmLabel: 'Reassign',
    });
    if (!confirmed) return;
    reassign.mutate(undefined, { onSuccess: (result) => notifySuccess(result.message) });
  };

  const add = addButton(true, 'Add Lead', () => modal.open(null));
  const total = list.data?.total ?? 0;
  const ids = [...selected];

  return (
    <>
      <PageHeader
        title="Leads"
        description="Every enquiry, its status, who is working it and a history of each change."
        actions={
          <Group gap="sm">
            <Button variant="default" leftSection={<IconDownload size={18} />} loading={exporting} onClick={onExport}>
              Export CSV
            </Button>
            {add}
          </Group>
        }
      />
      <Stack gap="xs" mb="md">
        <ImportFilterChip />
        <UrlFilterChips />
        <LeadFilterBar
          search={url.search.value}
          onSearch={url.search.onChange}
          filters={filters}
          onChange={url.set}
          options={options.data}
        />
        {list.isSuccess ? (
          <Group gap="sm">
            <ColumnChooser
              columns={LEAD_COLUMNS}
              shown={columns.shown}
              onChange={columns.setShown}
              onReset={columns.reset}
            />
            <Text size="sm" c="dimmed">
              {list.data?.totalIsEstimate ? approximateCount(total) : formatCount(total)} {filtered ? 'matching ' : ''}
              {total === 1 ? 'lead' : 'leads'}
            </Text>
            {canMessage && filtered && total > 0 && ids.length === 0 && sendableFilter ? (
              // The list's filter becomes the campaign's ("to a saved filter"); the send
              // screen counts again on the server, with who is left out and why.
              <Button
                size="compact-xs"
                variant="light"
                leftSection={<IconSend size={14} />}
                onClick={() => navigate(paths.sendSmsOrEmail(), { state: { filter: sendableFilter } })}
              >
                Send SMS / email to these
              </Button>
            ) : null}
          </Group>
        ) : null}
        {filters.idle === 'true' && canReassign && total > 0 ? (
          <Group>
            <Button
              size="xs"
              color="orange"
              leftSection={<IconArrowsShuffle size={16} />}
              loading={reassign.isPending}
              onClick={onReassignIdle}
            >
              Reassign idle leads
            </Button>
          </Group>
        ) : null}
      </Stack>
      <SelectionBar count={ids.length} onClear={() => setSelected(new Set())}>
        <Button size="xs" leftSection={<IconUserShare size={16} />} onClick={() => setAssignOpen(true)}>
          Assign
        </Button>
        {canMessage ? (
          // The ids travel as router state (never in the address bar) to the send screen.
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend size={16} />}
            onClick={() => navigate(paths.sendSmsOrEmail(), { state: { leadIds: ids } })}
          >
            Send SMS / email
          </Button>
        ) : null}
        <Button
          size="xs"
          color="red"
          leftSection={<IconTrash size={16} />}
          loading={bin.isPending && busyId === null}
          onClick={() => moveToBin(ids, `${ids.length} selected ${ids.length === 1 ? 'lead' : 'leads'}`)}
        >
          Move to Recycle Bin
        </Button>
      </SelectionBar>
      <ListState
        query={list}
        loadingLabel="Loading leads…"
        errorTitle="Could not load the leads"
        isEmpty={total === 0 && !filtered}
        noMatches={total === 0}
        empty={{
          icon: <IconUsersGroup size={26} />,
          title: 'No leads yet',
          description: 'Enquiries from portals, hoardings, walk-ins and referrals appear here once added.',
          action: add,
        }}
        noMatch={{ title: 'No lead matches your search or filters', clearLabel: 'Clear filters', onClear: clear }}
      >
        <LeadsTable
          leads={list.data?.leads ?? []}
          shown={columns.shown}
          selected={selected}
          onSelect={onSelect}
          busyId={busyId}
          onEdit={(lead) => modal.open(lead)}
          onBin={(lead) => moveToBin([lead._id], lead.name)}
          sort={sort}
          order={order}
          onSort={onSort}
          today={list.data?.today}
          idleSince={list.data?.idleSince}
        />
        <ListPager
          page={page}
          pages={list.data?.pages ?? 1}
          onChange={(p) => url.set({ page: p })}
          summary={list.data?.totalIsEstimate ? `Page ${page} of about ${formatCount(list.data.pages)}` : undefined}
        />
      </ListState>
      <LeadFormModal opened={modal.opened} lead={modal.record} onClose={modal.close} />
      <AssignModal
        opened={assignOpen}
        leadIds={ids}
        options={options.data}
        onClose={() => setAssignOpen(false)}
        onDone={() => setSelected(new Set())}
      />
    </>
  );
}
