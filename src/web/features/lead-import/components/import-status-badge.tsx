import { Badge } from '@mantine/core';
import type { LeadImport, LeadImportStatus } from '../../../../domain/schemas/lead-import';

export const IMPORT_STATUS_LABELS: Record<LeadImportStatus, string> = {
  queued: 'Waiting',
  running: 'Running',
  done: 'Finished',
  failed: 'Failed',
  cancelled: 'Cancelled',
};
const COLORS: Record<LeadImportStatus, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
  cancelled: 'orange',
};

export function ImportStatusBadge({ status }: { status: LeadImportStatus }) {
  return (
    // Never cut to "FINI…" when the history table is squeezed at 1366 px.
    <Badge color={COLORS[status]} variant="light" style={{ minWidth: 'max-content' }}>
      {IMPORT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The undo column of the history, in words. */
export function undoLabel(record: LeadImport): string {
  switch (record.undo.state) {
    case 'available':
      return 'Can be undone';
    case 'running':
      return 'Undoing…';
    case 'done':
      return 'Undone';
    case 'expired':
      return 'Undo expired';
    default:
      return '—';
  }
}
