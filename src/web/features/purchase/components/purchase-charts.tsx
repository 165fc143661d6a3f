import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { SupplierDashboard } from '../../../../domain/schemas/purchase';
import { formatRupees } from '../../../lib/format';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (yyyyMm: string) => {
  const [y, m] = yyyyMm.split('-');
  return `${MONTHS[Number(m) - 1] ?? m} ${y?.slice(2)}`;
};
/** ₹12.5L / ₹3.2Cr on the axis, where full figures would not fit. */
const short = (n: number) =>
  n >= 1e7
    ? `₹${(n / 1e7).toFixed(1)}Cr`
    : n >= 1e5
      ? `₹${(n / 1e5).toFixed(1)}L`
      : n >= 1e3
        ? `₹${(n / 1e3).toFixed(0)}K`
        : `₹${n}`;

/** Purchases by month (incl. GST) and by material (taxable value). */
export function PurchaseCharts({ data }: { data: SupplierDashboard }) {
  const months = data.byMonth.map((m) => ({ month: monthLabel(m.month), Purchases: m.total }));
  const materials = data.byMaterial.slice(0, 10).map((m) => ({ material: m.name, Value: m.total }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} mb="lg">
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="md" mb="sm">
          Purchases by month
        </Title>
        {months.length === 0 ? (
          <Text size="sm" c="dimmed">
            No purchases in this period.
          </Text>
        ) : (
          <BarChart
            h={260}
            data={months}
            dataKey="month"
            series={[{ name: 'Purchases', color: 'blue.6' }]}
            valueFormatter={(v) => formatRupees(v)}
            yAxisProps={{ tickFormatter: short, width: 70 }}
            aria-label="Purchases by month"
          />
        )}
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="md" mb="sm">
          Purchases by material (before GST)
        </Title>
        {materials.length === 0 ? (
          <Text size="sm" c="dimmed">
            No purchases in this period.
          </Text>
        ) : (
          <BarChart
            h={260}
            data={materials}
            dataKey="material"
            orientation="vertical"
            series={[{ name: 'Value', color: 'teal.6' }]}
            valueFormatter={(v) => formatRupees(v)}
            xAxisProps={{ tickFormatter: short }}
            yAxisProps={{ width: 130 }}
            aria-label="Purchases by material"
          />
        )}
      </Paper>
    </SimpleGrid>
  );
}
