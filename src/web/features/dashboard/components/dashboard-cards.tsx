import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Link as RouterLink } from 'react-router';
import type { DashboardCards } from '../../../../domain/schemas/dashboard';
import { cardList } from './card-list';

const SKELETONS = Array.from({ length: 14 }, (_, i) => `card-${i}`);
const toneColor = { red: 'var(--mantine-color-red-7)', green: 'var(--mantine-color-green-7)' };

/** The cards, each a link to the list behind its number (the whole card is the link). */
export function DashboardCardGrid({ cards }: { cards: DashboardCards | undefined }) {
  const items = cards ? cardList(cards) : [];
  // Seven across for the fourteen cards; five when the discounts card makes fifteen (no row of one).
  const grid = { base: 1, xs: 2, sm: 3, lg: 4, xl: items.length > 14 ? 5 : 7 };
  if (!cards)
    return (
      <SimpleGrid cols={grid} spacing="sm" aria-busy>
        {SKELETONS.map((key) => (
          <Skeleton key={key} h={104} radius="md" />
        ))}
      </SimpleGrid>
    );
  return (
    <SimpleGrid cols={grid} spacing="sm">
      {items.map((item) => (
        <Card
          key={item.key}
          component={RouterLink}
          to={item.to}
          withBorder
          radius="md"
          p="md"
          aria-label={`${item.label}: ${item.value}. ${item.hint}. Open the list`}
          style={{ textDecoration: 'none' }}
          className="dashboard-card"
        >
          <Text size="sm" c="dimmed" fw={500} truncate>
            {item.label}
          </Text>
          <Text
            fz={26}
            fw={700}
            lh={1.25}
            mt={2}
            c={item.tone ? toneColor[item.tone] : undefined}
            data-testid={`card-${item.key}`}
            style={{ overflowWrap: 'anywhere' }}
          >
            {item.value}
          </Text>
          <Text size="xs" c="dimmed" mt={2} lineClamp={2}>
            {item.hint}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
