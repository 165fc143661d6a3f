import { Button, Group, Select, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ReportMeta } from '../../domain/schemas/report';
import { useLeadPickers } from '../lib/shared-queries';
import { ReportMetaLine } from './report-meta-line';

interface ReportFilterBarProps {
  /** The period picker and the report's selects. */
  children: ReactNode;
  /** Some filter differs from the defaults: offer "Clear filters". */
  filtered?: boolean;
  onClear?: () => void;
  /** Said between the filters and the computed-at line (how a figure is counted). */
  note?: ReactNode;
  meta: ReportMeta | undefined;
}

/** Above every report: its filters, "Clear filters" when any is set, and when the numbers were computed. */
export function ReportFilterBar({ children, filtered = false, onClear, note, meta }: ReportFilterBarProps) {
  return (
    <Stack gap="sm" mb="md">
      <Group align="flex-end" gap="xs" wrap="wrap">
        {children}
        {filtered && onClear ? (
          <Button variant="subtle" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
      </Group>
      {note}
      <ReportMetaLine meta={meta} />
    </Stack>
  );
}

/** The report's "Member" filter: one member's figures, or everyone's when cleared. */
export function MemberFilterSelect({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (memberId: string | undefined) => void;
}) {
  const pickers = useLeadPickers();
  return (
    <Select
      label="Member"
      placeholder="Everyone"
      data={(pickers.data?.assignees ?? []).map((a) => ({ value: a._id, label: a.name }))}
      value={value ?? null}
      onChange={(v) => onChange(v ?? undefined)}
      clearable
      searchable
      w={160}
    />
  );
}
