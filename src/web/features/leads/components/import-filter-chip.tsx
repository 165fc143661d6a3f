import { Badge, CloseButton, Group, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { leadImportQueryOptions } from '../../../lib/lead-import-queries';

/**
 * "Import: file name" above the lead list while it shows one import's leads (?importId=…, from the
 * import screen's "View imported leads"); the cross takes the filter off.
 */
export function ImportFilterChip() {
  const [params, setParams] = useSearchParams();
  const importId = params.get('importId');
  const record = useQuery({ ...leadImportQueryOptions(importId ?? ''), enabled: Boolean(importId) });
  if (!importId) return null;
  const remove = () => {
    const next = new URLSearchParams(params);
    next.delete('importId');
    next.delete('page');
    setParams(next);
  };
  return (
    <Group gap={0}>
      <Badge
        size="lg"
        variant="light"
        radius="sm"
        leftSection={<IconFileImport size={14} />}
        rightSection={
          <CloseButton size="xs" aria-label="Remove the import filter" onClick={remove} variant="transparent" />
        }
        style={{ textTransform: 'none', maxWidth: '100%' }}
      >
        <Text span size="sm" fw={500} truncate maw={420}>
          Import: {record.data?.fileName ?? (record.isError ? 'unknown file' : '…')}
        </Text>
      </Badge>
    </Group>
  );
}
