import { Alert, Button, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { documentListSchema } from '../../../../domain/schemas/document';
import type { Project } from '../../../../domain/schemas/project';
import { api, errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateProject } from '../api/projects';
import { projectValues } from './project-form';

/** The brochure and floor plans, chosen from the document library. */
export function DocumentsTab({ project }: { project: Project }) {
  const library = useQuery({
    queryKey: ['documents', 'list', { pageSize: 100, for: 'projects' }],
    queryFn: ({ signal }) => api.get('/api/document/getAllDocuments?page=1&pageSize=100', documentListSchema, signal),
  });
  const update = useUpdateProject();
  const [brochure, setBrochure] = useState<string | null>(project.brochureDocumentId);
  const [plans, setPlans] = useState<string[]>(project.floorPlanDocumentIds);
  const options = [
    ...(library.data?.documents ?? []).map((d) => ({ value: d._id, label: `${d.title} (${d.category})` })),
    ...(project.brochure ? [{ value: project.brochure._id, label: project.brochure.title }] : []),
    ...project.floorPlans.map((d) => ({ value: d._id, label: d.title })),
  ].filter((o, i, all) => all.findIndex((x) => x.value === o.value) === i);
  const save = async () => {
    try {
      await update.mutateAsync({
        id: project._id,
        input: { ...projectValues(project), brochureDocumentId: brochure ?? '', floorPlanDocumentIds: plans },
      });
      notifySuccess('The documents were saved.');
    } catch {
      // Shown below.
    }
  };
  return (
    <Stack gap="md" maw={720}>
      <Text size="sm" c="dimmed">
        Upload files on the Documents page; here you choose which of them are this project&apos;s brochure and floor
        plans.
      </Text>
      {library.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(library.error)}
        </Alert>
      ) : null}
      <Select
        label="Brochure"
        placeholder="None"
        data={options}
        value={brochure}
        onChange={setBrochure}
        searchable
        clearable
      />
      <MultiSelect
        label="Floor plans"
        placeholder={plans.length ? undefined : 'None'}
        data={options}
        value={plans}
        onChange={setPlans}
        searchable
        clearable
      />
      {update.error ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(update.error)}
        </Alert>
      ) : null}
      <Group>
        <Button onClick={save} loading={update.isPending}>
          Save documents
        </Button>
      </Group>
    </Stack>
  );
}
