import { Alert, Button, Modal, Select, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { type UnmatchedProjectText, unmatchedProjectsQuerySchema } from '../../../../domain/schemas/lead-projects';
import { errorMessage } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useLeadPickers } from '../../../lib/shared-queries';
import { useListParams } from '../../../lib/use-list-params';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { ListPager } from '../../../ui/list-pager';
import { ListState } from '../../../ui/list-state';
import { ListToolbar } from '../../../ui/list-toolbar';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { useMapProjectText, useUnmatchedProjects } from '../api/project-mapping';

const PAGE_SIZE = 50;
const urlParams = unmatchedProjectsQuerySchema.omit({ pageSize: true });

/** "This text means that project": the alias is saved and the leads with the text are matched; they keep it. */
function MapModal({ text, onClose }: { text: UnmatchedProjectText | null; onClose: () => void }) {
  const pickers = useLeadPickers();
  const map = useMapProjectText();
  const [projectId, setProjectId] = useState<string | null>(null);
  const close = () => {
    setProjectId(null);
    map.reset();
    onClose();
  };
  const save = async () => {
    if (!text || !projectId) return;
    try {
      const result = await map.mutateAsync({ text: text.text, projectId });
      notifySuccess(
        `"${text.text}" now means ${result.alias.project.name}: ${formatCount(result.matched)} ${result.matched === 1 ? 'lead' : 'leads'} matched.`,
      );
      close();
    } catch {
      // Shown in the modal.
    }
  };
  return (
    <Modal opened={text !== null} onClose={close} title="Map to a project">
      <Stack gap="md">
        {map.error ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(map.error)}
          </Alert>
        ) : null}
        <Text size="sm">
          {formatCount(text?.leads ?? 0)} {text?.leads === 1 ? 'lead gives' : 'leads give'} the project as{' '}
          <b>"{text?.text}"</b>. Choose the project it means: those leads, and any that arrive later with this text (in
          any case or spacing), are matched to it. The leads keep the text as it came.
        </Text>
        <Select
          label="Project"
          placeholder="Choose a project"
          data={(pickers.data?.projects ?? []).map((p) => ({ value: p._id, label: p.name }))}
          value={projectId}
          onChange={setProjectId}
          searchable
          nothingFoundMessage="No project by that name"
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        <Button onClick={save} loading={map.isPending} disabled={!projectId} leftSection={<IconLink size={16} />}>
          Map to this project
        </Button>
      </Stack>
    </Modal>
  );
}

/** /projects/unmatched: project texts of leads that name no project, with their lead counts, to map. */
export function ProjectMappingPage() {
  const url = useListParams(urlParams);
  const { page } = url.params;
  const { search: debounced = '' } = url.query;
  const { value: search, onChange: setSearch } = url.search;
  const list = useUnmatchedProjects(debounced, page, PAGE_SIZE);
  const [mapping, setMapping] = useState<UnmatchedProjectText | null>(null);
  const total = list.data?.total ?? 0;

  const columns: Column<UnmatchedProjectText>[] = [
    { key: 'text', header: 'Project as given', render: (r) => <CellText maw={520}>{r.text}</CellText> },
    { key: 'leads', header: 'Leads', align: 'right', nowrap: true, render: (r) => formatCount(r.leads) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      width: 170,
      render: (r) => (
        <Button size="xs" variant="light" onClick={() => setMapping(r)} aria-label={`Map "${r.text}" to a project`}>
          Map to project
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Unmatched Projects"
        description="Project names on leads (typed, imported or from portals) that match no project. Map each to the project it means."
      />
      <ListToolbar total={total} shown={total} noun={['text', 'texts']}>
        <SearchInput value={search} onChange={setSearch} placeholder="Project as given" />
      </ListToolbar>
      <ListState
        query={list}
        loadingLabel="Loading the unmatched project names…"
        errorTitle="Could not load the unmatched project names"
        isEmpty={total === 0 && !debounced.trim()}
        noMatches={total === 0}
        empty={{
          icon: <IconCircleCheck size={26} />,
          title: 'Every lead’s project is matched',
          description: 'Project names that match no project appear here, with how many leads give each.',
          action: null,
        }}
        noMatch={{
          title: 'No unmatched project name matches your search',
          clearLabel: 'Clear search',
          onClear: () => setSearch(''),
        }}
      >
        <Text size="sm" c="dimmed" mb="xs">
          {formatCount(list.data?.leads ?? 0)} {list.data?.leads === 1 ? 'lead names' : 'leads name'} a project that
          matches none.
        </Text>
        <DataTable
          label="Unmatched project names"
          columns={columns}
          rows={list.data?.texts ?? []}
          rowKey={(r) => r.text}
        />
        <ListPager page={page} pages={list.data?.pageCount ?? 1} onChange={(next) => url.set({ page: next })} />
      </ListState>
      <MapModal text={mapping} onClose={() => setMapping(null)} />
    </>
  );
}
