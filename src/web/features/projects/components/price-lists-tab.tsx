import { ActionIcon, Badge, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconCurrencyRupee, IconDots, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { formatInr } from '../../../../domain/billing/indian-format';
import { addDays } from '../../../../domain/india-date';
import type { StampDutyRate } from '../../../../domain/inventory/stamp-duty';
import type { PriceList, PriceListInput } from '../../../../domain/schemas/price-list';
import type { Project } from '../../../../domain/schemas/project';
import { formatDate } from '../../../lib/format';
import { useDeleteWithConfirm } from '../../../lib/use-delete-with-confirm';
import { type Column, DataTable } from '../../../ui/data-table';
import { ListState } from '../../../ui/list-state';
import { useDeletePriceList, usePriceLists, useStampDutyRates } from '../api/price-lists';
import { useUnits } from '../api/units';
import { PriceListFormModal, type PriceListFormState } from './price-list-form-modal';

const input = (p: PriceList, effectiveFrom: string): PriceListInput => ({
  effectiveFrom,
  rateBasis: p.rateBasis,
  baseRatePerSqft: p.baseRatePerSqft,
  floorRiseAboveFloor: p.floorRiseAboveFloor,
  floorRisePerSqft: p.floorRisePerSqft,
  parkingPerSlot: p.parkingPerSlot,
  locationCharges: p.locationCharges,
  otherCharges: p.otherCharges,
  note: p.note ?? '',
});

const blank = (effectiveFrom: string): PriceListInput => ({
  effectiveFrom,
  rateBasis: 'carpet',
  baseRatePerSqft: undefined as unknown as number,
  floorRiseAboveFloor: null,
  floorRisePerSqft: null,
  parkingPerSlot: 0,
  locationCharges: [{ key: 'corner', label: 'Corner', ratePerSqft: 0, lumpSum: null }],
  otherCharges: [
    { key: 'club', label: 'Club membership', basis: 'lumpSum', value: 0, months: null, gstPercent: 18 },
    { key: 'legal', label: 'Legal charges', basis: 'lumpSum', value: 0, months: null, gstPercent: 18 },
    { key: 'mseb', label: 'Electricity (MSEB) connection', basis: 'lumpSum', value: 0, months: null, gstPercent: 18 },
    { key: 'water', label: 'Water connection', basis: 'lumpSum', value: 0, months: null, gstPercent: 18 },
    { key: 'development', label: 'Development charges', basis: 'perSqft', value: 0, months: null, gstPercent: 18 },
    { key: 'maintenance', label: 'Maintenance deposit', basis: 'monthlyPerSqft', value: 0, months: 24, gstPercent: 18 },
  ],
  note: '',
});

/** The project's stamp-duty row from the editable table, as the engine reads it. */
export function useProjectStampDuty(project: Project): StampDutyRate | null {
  const rates = useStampDutyRates();
  const row = (rates.data ?? []).find(
    (r) => r.state.toLowerCase() === project.state.toLowerCase() && r.area.toLowerCase() === project.city.toLowerCase(),
  );
  return row ?? null;
}

/** Versions of the project's prices: the one in force, past ones read-only, future ones editable. */
export function PriceListsTab({ project }: { project: Project }) {
  const lists = usePriceLists(project._id);
  const units = useUnits(project._id, { towerId: null, status: null, q: '', page: 1 });
  const stampDuty = useProjectStampDuty(project);
  const [formState, setFormState] = useState<PriceListFormState | null>(null);
  const remove = useDeleteWithConfirm<PriceList & { name: string }>({
    mutation: useDeletePriceList(),
    confirm: (p) => ({
      title: 'Delete price list',
      message: `Delete the price list from ${formatDate(p.effectiveFrom)}?`,
    }),
  });
  const data = lists.data;
  const today = data?.today ?? '';
  const latest = data?.priceLists[0];
  const newVersion = (from?: PriceList) => {
    const start = data?.priceLists.length ? addDays(today, 1) : today;
    setFormState({ editing: null, start: from ? input(from, start) : latest ? input(latest, start) : blank(start) });
  };

  const columns: Column<PriceList>[] = [
    { key: 'from', header: 'Effective from', render: (p) => formatDate(p.effectiveFrom), nowrap: true },
    {
      key: 'state',
      header: 'State',
      nowrap: true,
      render: (p) =>
        p.inForce ? (
          <Badge color="green">In force</Badge>
        ) : p.editable ? (
          <Badge color="blue" variant="light">
            Upcoming
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            Past
          </Badge>
        ),
    },
    {
      key: 'base',
      header: 'Base rate',
      nowrap: true,
      render: (p) => `${formatInr(p.baseRatePerSqft)}/sq ft ${p.rateBasis === 'carpet' ? 'carpet' : 'saleable'}`,
    },
    {
      key: 'rise',
      header: 'Floor rise',
      render: (p) =>
        p.floorRisePerSqft === null
          ? '—'
          : `${formatInr(p.floorRisePerSqft)}/sq ft per floor above ${p.floorRiseAboveFloor}`,
    },
    { key: 'parking', header: 'Parking', nowrap: true, render: (p) => `${formatInr(p.parkingPerSlot)}/slot` },
    {
      key: 'charges',
      header: 'Charges',
      render: (p) => `${p.locationCharges.length} location, ${p.otherCharges.length} other`,
    },
    {
      key: 'actions',
      header: '',
      render: (p) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={`Actions for the price list from ${p.effectiveFrom}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {p.editable ? (
              <Menu.Item onClick={() => setFormState({ editing: p, start: input(p, p.effectiveFrom) })}>Edit</Menu.Item>
            ) : null}
            <Menu.Item onClick={() => newVersion(p)}>New version from this</Menu.Item>
            {p.editable ? (
              <Menu.Item
                color="red"
                onClick={() => remove.onDelete({ ...p, name: `The price list from ${p.effectiveFrom}` })}
              >
                Delete
              </Menu.Item>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" maw={760}>
          The version in force on a day is the latest that starts on or before it. A version whose day has come is
          read-only (bookings may have used it); change prices with a new version from a later day.
        </Text>
        <Button leftSection={<IconPlus size={18} />} onClick={() => newVersion()} disabled={!data}>
          New version
        </Button>
      </Group>
      <ListState
        query={lists}
        loadingLabel="Loading price lists…"
        errorTitle="Could not load the price lists"
        isEmpty={data?.priceLists.length === 0}
        empty={{
          icon: <IconCurrencyRupee size={26} />,
          title: 'No price list yet',
          description: 'Without a price list the units have no price. Add the first version.',
          action: (
            <Button leftSection={<IconPlus size={18} />} onClick={() => newVersion()}>
              New version
            </Button>
          ),
        }}
      >
        <DataTable
          label="Price lists"
          columns={columns}
          rows={data?.priceLists ?? []}
          rowKey={(p) => p._id}
          minWidth={900}
        />
      </ListState>
      <PriceListFormModal
        project={project}
        units={units.data?.units ?? []}
        stampDuty={stampDuty}
        state={formState}
        onClose={() => setFormState(null)}
      />
    </Stack>
  );
}
