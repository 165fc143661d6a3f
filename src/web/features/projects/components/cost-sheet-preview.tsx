import { Paper, Select, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { type CostSheetPriceList, computeCostSheet } from '../../../../domain/inventory/cost-sheet';
import type { StampDutyRate } from '../../../../domain/inventory/stamp-duty';
import type { Project } from '../../../../domain/schemas/project';
import type { Unit } from '../../../../domain/schemas/unit';
import { CostSheetTable } from '../../../ui/cost-sheet-table';

interface CostSheetPreviewProps {
  project: Project;
  units: Unit[];
  stampDuty: StampDutyRate | null;
  /** The price list as the form holds it now, or null while it is not valid. */
  priceList: CostSheetPriceList | null;
  saleDate: string;
}

/** One unit's cost sheet from the price list being edited, by the same engine the server uses. */
export function CostSheetPreview({ project, units, stampDuty, priceList, saleDate }: CostSheetPreviewProps) {
  const [unitId, setUnitId] = useState<string | null>(units[0]?._id ?? null);
  const [women, setWomen] = useState(false);
  const unit = units.find((u) => u._id === unitId) ?? units[0];
  let body: React.ReactNode;
  if (!unit) body = <Text size="sm">Add units to the project to preview a cost sheet.</Text>;
  else if (!priceList) body = <Text size="sm">Fill in the rates to see the cost sheet.</Text>;
  else {
    const sheet = computeCostSheet(
      unit,
      { metro: project.metro, completionCertificateOn: project.completionCertificateOn, stampDuty },
      priceList,
      { saleDate, allBuyersWomen: women, discountPercent: 0 },
    );
    body = <CostSheetTable sheet={sheet} label="Cost sheet preview" />;
  }
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Text fw={700} size="sm">
          Preview
        </Text>
        <Select
          label="Unit"
          size="xs"
          data={units.map((u) => ({
            value: u._id,
            label: `${u.tower.name} ${u.number} · ${u.type} · floor ${u.floor}`,
          }))}
          value={unit?._id ?? null}
          onChange={setUnitId}
          searchable
          allowDeselect={false}
          disabled={units.length === 0}
        />
        <Switch
          size="xs"
          label="Every buyer a woman"
          checked={women}
          onChange={(e) => setWomen(e.currentTarget.checked)}
        />
        {!stampDuty ? (
          <Text size="xs" c="orange">
            No stamp-duty rate for {project.city}, {project.state}: add one on the stamp-duty rates page.
          </Text>
        ) : null}
        {body}
      </Stack>
    </Paper>
  );
}
