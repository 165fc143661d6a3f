import { Alert, Group, Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { formatRupees } from '../../../lib/format';
import { type PickableUnit, useProjectOptions, useProjectUnits } from '../api/project-options';

/**
 * Project → unit: the units a booking may take (available, or on hold — the server accepts a hold
 * only for this lead and says whose it is otherwise), with their all-in price today.
 */
export function UnitPicker({
  projectId,
  unitId,
  onProject,
  onUnit,
  error,
}: {
  projectId: string | null;
  unitId: string | null;
  onProject: (id: string | null) => void;
  onUnit: (unit: PickableUnit | null) => void;
  error?: string | undefined;
}) {
  const projects = useProjectOptions();
  const units = useProjectUnits(projectId);
  const bookable = useMemo(
    () => (units.data ?? []).filter((u) => u.status === 'available' || u.status === 'held' || u._id === unitId),
    [units.data, unitId],
  );
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
          placeholder={projectId ? (units.isPending ? 'Loading units…' : 'Choose a unit') : 'Choose a project first'}
          disabled={!projectId}
          data={bookable.map((u) => ({
            value: u._id,
            label: `${u.tower}-${u.number} · ${u.type} · floor ${u.floor}${u.status === 'held' ? ' · on hold' : ''}${
              u.allInPrice ? ` · ${formatRupees(u.allInPrice)}` : ''
            }`,
          }))}
          value={unitId}
          onChange={(v) => onUnit(bookable.find((u) => u._id === v) ?? null)}
          searchable
          nothingFoundMessage="No available unit matches"
          error={error}
          miw={280}
        />
      </Group>
      {projectId && units.data && bookable.length === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          Every unit of this project is booked, sold or blocked.
        </Text>
      ) : null}
      {projects.isError || units.isError ? (
        <Alert color="red" mt="xs">
          Could not load the {projects.isError ? 'projects' : 'units'}: {(projects.error ?? units.error)?.message}
        </Alert>
      ) : null}
    </>
  );
}
