import { Button, Group, Text } from '@mantine/core';
import { IconBox, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { Material } from '../../../../domain/schemas/material';
import { formatCount, formatRupees } from '../../../lib/format';
import { useDeleteWithConfirm } from '../../../lib/use-delete-with-confirm';
import { searchOnlyParams, useListParams } from '../../../lib/use-list-params';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { DeleteAction, EditAction } from '../../../ui/row-actions';
import { SearchInput } from '../../../ui/search-input';
import { useDeleteMaterial } from '../api/delete-material';
import { useMaterials } from '../api/get-materials';
import { MaterialFormModal } from '../components/material-form-modal';

/** /add-material — the materials bought, with unit, HSN, default rate and GST. */
export function MaterialsPage() {
  const materials = useMaterials();
  const remove = useDeleteMaterial();
  const { value: search, onChange: setSearch } = useListParams(searchOnlyParams).search;
  const [form, setForm] = useState<{ opened: boolean; material: Material | null }>({ opened: false, material: null });
  const q = search.trim().toLowerCase();
  const listed = useMemo(
    () => (materials.data ?? []).filter((m) => !q || [m.name, m.unit, m.hsn].some((v) => v?.toLowerCase().includes(q))),
    [materials.data, q],
  );

  const { busyId, onDelete } = useDeleteWithConfirm<Material>({
    mutation: remove,
    confirm: (m) => ({
      title: 'Delete material',
      message: `Delete ${m.name} (${m.unit})? A material used on a purchase cannot be deleted.`,
    }),
  });

  const columns: Column<Material>[] = [
    {
      key: 'name',
      header: 'Material',
      render: (m) => (
        <CellText fw={600} maw={420}>
          {m.name}
        </CellText>
      ),
    },
    { key: 'unit', header: 'Unit', nowrap: true, render: (m) => m.unit },
    { key: 'hsn', header: 'HSN', nowrap: true, render: (m) => m.hsn ?? '—' },
    {
      key: 'rate',
      header: 'Default rate',
      align: 'right',
      nowrap: true,
      render: (m) => `${formatRupees(m.rate)} / ${m.unit}`,
    },
    { key: 'gst', header: 'GST', align: 'right', nowrap: true, render: (m) => `${m.gst} %` },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      width: 100,
      render: (m) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <EditAction label={`Edit ${m.name}`} onClick={() => setForm({ opened: true, material: m })} />
          <DeleteAction label={`Delete ${m.name}`} busy={busyId === m._id} onClick={() => onDelete(m)} />
        </Group>
      ),
    },
  ];

  const addButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ opened: true, material: null })}>
      Add Material
    </Button>
  );
  const total = materials.data?.length ?? 0;
  let body: React.ReactNode;
  if (materials.isPending) body = <LoadingSpinner label="Loading materials…" />;
  else if (materials.isError)
    body = (
      <ErrorState
        title="Could not load the materials"
        error={materials.error}
        onRetry={() => void materials.refetch()}
        retrying={materials.isFetching}
      />
    );
  else if (total === 0)
    body = (
      <EmptyList
        icon={<IconBox size={26} />}
        title="No materials yet"
        description="Add cement, steel, sand and the other materials you buy, with their unit, HSN and GST rate."
        action={addButton}
      />
    );
  else if (listed.length === 0)
    body = (
      <EmptyList
        icon={<IconSearch size={26} />}
        title="No material matches your search"
        action={
          <Button variant="default" onClick={() => setSearch('')}>
            Clear search
          </Button>
        }
      />
    );
  else body = <DataTable label="Materials" columns={columns} rows={listed} rowKey={(m) => m._id} minWidth={760} />;

  return (
    <>
      <PageHeader
        title="Materials"
        description="What the company buys, with the default rate and GST used on new purchases."
        actions={addButton}
      />
      {materials.isSuccess && total > 0 ? (
        <Group justify="space-between" align="flex-end" mb="md">
          <SearchInput value={search} onChange={setSearch} placeholder="Material, unit or HSN" />
          <Text size="sm" c="dimmed">
            {formatCount(listed.length)} of {formatCount(total)} materials
          </Text>
        </Group>
      ) : null}
      {body}
      <MaterialFormModal
        opened={form.opened}
        material={form.material}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
      />
    </>
  );
}
