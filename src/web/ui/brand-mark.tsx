import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingEstate } from '@tabler/icons-react';

/** The EstateDesk logo mark and name. */
export function BrandMark({ compact = false, inverted = false }: { compact?: boolean; inverted?: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size={34} radius="md" variant={inverted ? 'white' : 'filled'} aria-hidden>
        <IconBuildingEstate size={20} />
      </ThemeIcon>
      {compact ? null : (
        <Text fw={800} fz={20} c={inverted ? 'white' : undefined} style={{ letterSpacing: -0.3 }}>
          EstateDesk
        </Text>
      )}
    </Group>
  );
}
