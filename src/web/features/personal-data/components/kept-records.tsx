import { Alert, List, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { PersonSummary } from '../../../../domain/schemas/person-data';

/** The records an erasure keeps, each with the law that makes us keep it. */
export function KeptRecords({ kept }: { kept: PersonSummary['kept'] }) {
  if (!kept.length) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconLock size={18} />} title="Kept after an erasure, and why">
      <List spacing="xs" size="sm">
        {kept.map((k) => (
          <List.Item key={`${k.kind}:${k.label}`}>
            <Text size="sm" fw={600}>
              {k.label}
            </Text>
            <Text size="sm">{k.reason}</Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
