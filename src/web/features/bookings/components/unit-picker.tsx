import { Alert, Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { type PickableUnit, useAvailableUnits, useProjectOptions } from '../api/project-options';

/**
 * Project → unit over the project's available units (searched by number). A unit on hold comes
 * from the availability grid (?unitId=), where the hold is the lead's; `chosen` names it here.
 */
export function UnitPicker({
  projectId,
  unitId,
  chosen,
  onProject,
  onUnit,
  error,
}: {
  projectId: string | null;
  unitId: string | null;
  chosen: { _id: string; label: string } | null;
  onProject: (id: string | null) => void;
  onUnit: (unit: PickableUnit | null) => void;
  error?: string | undefined;
}) {
  const projects = useProjectOptions();
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, 250);
  const units = useAvailableUnits(projectId, debounced);
  const list = units.data?.units ?? [];
  const data = list.map((u) => ({
    value: u._id,
    label: `${u.tower.name}-${u.number} · ${u.type} · floor ${u.floor}`,
  }));
  if (chosen && !data.some((d) => d.value === chosen._id)) data.unshift({ value: chosen._id, label: chosen.label });
  return (
    <>
      <Group grow align="flex-start" wrap="wrap">
        <Select
          label="Project"
          withAsterisk
          placeholder={projects.isPending ? 'Loading projects…' : 'Choose a project'}
          data={(projects.data ?? []).map((p) => ({ value: p._id, label: p.name }))}
          value={projectId}
          onChange={(v) => {
            onProject(v);
            onUnit(null);
          }}
          searchable
          miw={220}
        />
        <Select
          label="Unit"
          withAsterisk
          placeholder={projectId ? 'Type a unit number or choose' : 'Choose a project first'}
          disabled={!projectId}
          data={data}
          value={unitId}
          onChange={(v) => onUnit(list.find((u) => u._id === v) ?? null)}
          searchable
          onSearchChange={setQ}
          filter={({ options }) => options}
          nothingFoundMessage="No available unit with that number"
          error={error}
          miw={280}
        />
      </Group>
      {projectId && units.data && units.data.total === 0 && !debounced ? (
        <Text size="sm" c="dimmed" mt="xs">
          No unit of this project is available: every one is held, booked, sold or blocked.
        </Text>
      ) : null}
      {projects.isError || units.isError ? (
        <Alert color="red" mt="xs">
          {errorMessage(projects.error ?? units.error, 'Could not load the units')}
        </Alert>
      ) : null}
    </>
  );
}
