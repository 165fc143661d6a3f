import { Text } from '@mantine/core';
import { periodText } from '../../domain/reports/period';
import type { ReportMeta } from '../../domain/schemas/report';
import { formatDateTime } from '../lib/format';

/** "Computed at 23/11/2026, 10:00 · 01/11/2026 – 23/11/2026": when the numbers on screen were made, and for which days. */
export function ReportMetaLine({ meta }: { meta: ReportMeta | undefined }) {
  if (!meta) return null;
  return (
    <Text size="xs" c="dimmed" aria-label="When these numbers were computed">
      {periodText(meta)} (India time) · computed {formatDateTime(meta.computedAt)}
      {meta.dataAsOf ? ` from figures refreshed ${formatDateTime(meta.dataAsOf)}` : ''}
    </Text>
  );
}
