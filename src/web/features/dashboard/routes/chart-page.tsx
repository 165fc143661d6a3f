import { Group, Select, Stack } from '@mantine/core';
import { z } from 'zod';
import { reportPeriodFields } from '../../../../domain/schemas/report';
import { useLeadPickers } from '../../../lib/shared-queries';
import { useListParams } from '../../../lib/use-list-params';
import { PageHeader } from '../../../ui/page-header';
import { PeriodPicker } from '../../../ui/period-picker';
import { CHART_ORDER, DashboardChart } from '../components/dashboard-chart';

const chartParams = z.object({
  ...reportPeriodFields,
  sourceId: z.uuid().optional(),
  branchId: z.uuid().optional(),
  assignedTo: z.uuid().optional(),
});

/** /chart: the dashboard's charts full size for a meeting-room screen, period and filters in the URL, each saved as PNG. */
export function ChartPage() {
  const url = useListParams(chartParams);
  const { period, from, to, ...filters } = url.params;
  const pickers = useLeadPickers();
  const options = (list: { _id: string; name: string }[] | undefined) =>
    (list ?? []).map((o) => ({ value: o._id, label: o.name }));
  const select = (label: string, key: keyof typeof filters, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      placeholder="All"
      data={data}
      value={filters[key] ?? null}
      onChange={(value) => url.set({ [key]: value ?? undefined })}
      clearable
      searchable
      w={200}
    />
  );

  return (
    <Stack gap="md">
      <PageHeader
        title="Charts"
        description="Each chart full size for the meeting room; a bar opens the leads behind it."
      />
      <Group gap="md" align="flex-end" wrap="wrap">
        <PeriodPicker value={{ period, from, to }} onChange={(patch) => url.set(patch)} />
        {select('Source', 'sourceId', options(pickers.data?.sources))}
        {select('Branch', 'branchId', options(pickers.data?.branches))}
        {select('Member', 'assignedTo', options(pickers.data?.assignees))}
      </Group>
      {CHART_ORDER.map((name) => (
        <DashboardChart
          key={name}
          name={name}
          period={{ period, from, to }}
          filters={filters}
          height={name === 'perDay' || name === 'visits' ? 380 : 340}
          downloadable
        />
      ))}
    </Stack>
  );
}
