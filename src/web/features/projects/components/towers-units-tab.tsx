import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconBuilding, IconDots, IconFileImport, IconPlus, IconStack2 } from '@tabler/icons-react';
import { useState } from 'react';
import { areaText } from '../../../../domain/inventory/area';
import { UNIT_STATUS_LABELS, UNIT_STATUSES, type UnitStatus } from '../../../../domain/inventory/statuses';
import type { Project, TowerSummary } from '../../../../domain/schemas/project';
import type { Unit } from '../../../../domain/schemas/unit';
import { formatCount } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteWithConfirm } from '../../../lib/use-delete-with-confirm';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { ListPager } from '../../../ui/list-pager';
import { ListState } from '../../../ui/list-state';
import { SearchInput } from '../../../ui/search-input';
import { useDeleteTower } from '../api/projects';
import { useDeleteUnit, useUnblockUnit, useUnits } from '../api/units';
import { BulkTowerModal } from './bulk-tower-modal';
import { ImportUnitsModal } from './import-units-modal';
import { BlockUnitModal, TowerFormModal, UnitFormModal } from './unit-form-modal';

export const UNIT_STATUS_COLORS: Record<UnitStatus, string> = {
  available: 'green',
  held: 'yellow',
  booked: 'blue',
  agreement_registered: 'indigo',
  blocked: 'gray',
  sold: 'dark',
};

interface UnitListState {
  towerId: string | null;
  status: UnitStatus | null;
  search: { value: string; onChange: (v: string) => void };
  q: string;
  page: number;
  set: (patch: { towerId?: string; status?: UnitStatus; page?: number }) => void;
  clear: () => void;
  filtered: boolean;
}

interface TowersUnitsTabProps {
  project: Project;
  locationKeys: readonly string[];
  list: UnitListState;
}

/** The setup page's towers and units: add a tower, the bulk form, an import, and every unit to edit or block. */
export function TowersUnitsTab({ project, locationKeys, list }: TowersUnitsTabProps) {
  const units = useUnits(project._id, { towerId: list.towerId, status: list.status, q: list.q, page: list.page });
  const [bulkOpen, setBulkOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [towerForm, setTowerForm] = useState<{ tower: TowerSummary | null } | null>(null);
  const [unitForm, setUnitForm] = useState<{ unit: Unit | null } | null>(null);
  const [blocking, setBlocking] = useState<Unit | null>(null);
  const unblock = useUnblockUnit();
  const deleteTower = useDeleteWithConfirm<TowerSummary>({
    mutation: useDeleteTower(),
    confirm: (t) => ({ title: 'Delete tower', message: `Delete ${t.name} and its ${formatCount(t.units)} units?` }),
  });
  const deleteUnit = useDeleteWithConfirm<Unit & { name: string }>({
    mutation: useDeleteUnit(),
    confirm: (u) => ({ title: 'Delete unit', message: `Delete unit ${u.number} of ${u.tower.name}?` }),
    success: (u) => `Unit ${u.number} was deleted.`,
  });
  const data = units.data;

  const columns: Column<Unit>[] = [
    { key: 'tower', header: 'Tower', render: (u) => <CellText maw={140}>{u.tower.name}</CellText> },
    { key: 'number', header: 'Unit', render: (u) => <Text fw={600}>{u.number}</Text>, nowrap: true },
    { key: 'floor', header: 'Floor', align: 'right', render: (u) => (u.floor === 0 ? 'G' : u.floor) },
    { key: 'type', header: 'Type', render: (u) => u.type, nowrap: true },
    { key: 'carpet', header: 'RERA carpet', render: (u) => areaText(u.carpetSqm), width: 130 },
    { key: 'saleable', header: 'Saleable', render: (u) => areaText(u.saleableSqm), width: 130 },
    { key: 'facing', header: 'Facing', render: (u) => u.facing ?? '—' },
    { key: 'parking', header: 'Parking', align: 'right', render: (u) => u.parkingSlots },
    {
      key: 'locations',
      header: 'Locations',
      render: (u) => <CellText maw={160}>{u.locations.join(', ') || null}</CellText>,
    },
    {
      key: 'status',
      header: 'Status',
      render: (u) => (
        <Tooltip label={u.blockedReason} disabled={!u.blockedReason} multiline w={260}>
          <Badge variant="light" color={UNIT_STATUS_COLORS[u.status]}>
            {UNIT_STATUS_LABELS[u.status]}
          </Badge>
        </Tooltip>
      ),
      nowrap: true,
    },
    {
      key: 'actions',
      header: '',
      render: (u) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={`Actions for unit ${u.number}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => setUnitForm({ unit: u })}>Edit</Menu.Item>
            {u.status === 'available' ? <Menu.Item onClick={() => setBlocking(u)}>Block…</Menu.Item> : null}
            {u.status === 'blocked' ? (
              <Menu.Item
                onClick={() =>
                  unblock.mutateAsync(u._id).then(
                    () => notifySuccess(`Unit ${u.number} is available again.`),
                    () => undefined,
                  )
                }
              >
                Unblock
              </Menu.Item>
            ) : null}
            <Menu.Item
              color="red"
              disabled={!['available', 'blocked'].includes(u.status)}
              onClick={() => deleteUnit.onDelete({ ...u, name: u.number })}
            >
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];

  const noTowers = project.towers.length === 0;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3} fz="lg">
          Towers
        </Title>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconBuilding size={18} />}
            onClick={() => setTowerForm({ tower: null })}
          >
            Add tower
          </Button>
          <Button leftSection={<IconStack2 size={18} />} onClick={() => setBulkOpen(true)}>
            Tower by bulk form
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileImport size={18} />}
            onClick={() => setImportOpen(true)}
            disabled={noTowers}
          >
            Import units
          </Button>
        </Group>
      </Group>
      {noTowers ? (
        <Paper withBorder p="lg" radius="md">
          <Text fw={600}>No towers yet</Text>
          <Text size="sm" c="dimmed">
            The bulk form makes a tower with all its units at once: floors from–to, units per floor and a numbering
            pattern.
          </Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="sm">
          {project.towers.map((t) => (
            <Paper key={t._id} withBorder p="sm" radius="md" aria-label={`Tower ${t.name}`}>
              <Group justify="space-between" wrap="nowrap" gap={4}>
                <CellText fw={700} maw={140}>
                  {t.name}
                </CellText>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" size="sm" aria-label={`Actions for ${t.name}`}>
                      <IconDots size={16} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => setTowerForm({ tower: t })}>Edit</Menu.Item>
                    <Menu.Item color="red" onClick={() => deleteTower.onDelete(t)}>
                      Delete
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>
              <Text size="sm">
                Floors {t.floorFrom === 0 ? 'G' : t.floorFrom}–{t.floorTo}
              </Text>
              <Text size="sm" c="dimmed">
                {formatCount(t.units)} units · {formatCount(t.available)} available
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}

      <Group justify="space-between" align="flex-end" mt="sm">
        <Group align="flex-end" gap="md">
          <SearchInput
            value={list.search.value}
            onChange={list.search.onChange}
            placeholder="Unit number"
            label="Unit"
          />
          <Select
            label="Tower"
            placeholder="All towers"
            data={project.towers.map((t) => ({ value: t._id, label: t.name }))}
            value={list.towerId}
            onChange={(v) => list.set({ towerId: v ?? undefined })}
            clearable
            w={180}
          />
          <Select
            label="Status"
            placeholder="Any status"
            data={UNIT_STATUSES.map((s) => ({ value: s, label: UNIT_STATUS_LABELS[s] }))}
            value={list.status}
            onChange={(v) => list.set({ status: (v ?? undefined) as UnitStatus | undefined })}
            clearable
            w={200}
          />
        </Group>
        <Group gap="sm">
          {data ? (
            <Text size="sm" c="dimmed" data-testid="unit-count">
              {formatCount(data.total)} {data.total === 1 ? 'unit' : 'units'}
            </Text>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconPlus size={18} />}
            onClick={() => setUnitForm({ unit: null })}
            disabled={noTowers}
          >
            Add unit
          </Button>
        </Group>
      </Group>
      <ListState
        query={units}
        loadingLabel="Loading units…"
        errorTitle="Could not load the units"
        isEmpty={data?.total === 0 && !list.filtered}
        noMatches={data?.units.length === 0}
        empty={{
          icon: <IconStack2 size={26} />,
          title: 'No units yet',
          description: 'Make a tower by the bulk form, import units from a file, or add one.',
        }}
        noMatch={{ title: 'No unit matches these filters', clearLabel: 'Clear filters', onClear: list.clear }}
      >
        <DataTable label="Units" columns={columns} rows={data?.units ?? []} rowKey={(u) => u._id} minWidth={1000} />
        <ListPager
          page={list.page}
          pages={data?.pageCount ?? 1}
          onChange={(page) => list.set({ page })}
          summary={false}
        />
      </ListState>

      <BulkTowerModal
        projectId={project._id}
        towers={project.towers}
        locationKeys={locationKeys}
        opened={bulkOpen}
        onClose={() => setBulkOpen(false)}
      />
      <ImportUnitsModal projectId={project._id} opened={importOpen} onClose={() => setImportOpen(false)} />
      <TowerFormModal
        projectId={project._id}
        opened={towerForm !== null}
        tower={towerForm?.tower ?? null}
        onClose={() => setTowerForm(null)}
      />
      <UnitFormModal
        projectId={project._id}
        towers={project.towers}
        locationKeys={locationKeys}
        opened={unitForm !== null}
        unit={unitForm?.unit ?? null}
        onClose={() => setUnitForm(null)}
      />
      <BlockUnitModal unit={blocking} onClose={() => setBlocking(null)} />
    </Stack>
  );
}
