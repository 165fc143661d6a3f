import { Select } from '@mantine/core';
import { CALL_DIRECTION_LABELS, CALL_DIRECTIONS, CALL_SORTS, type CallSort } from '../../../../domain/schemas/call';
import type { CallListParams } from './call-list-params';

const SORT_LABELS: Record<CallSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  longest: 'Longest first',
};

interface CallFiltersProps {
  params: CallListParams;
  set: (patch: Partial<CallListParams>) => void;
}

/** Direction, answered or not, matched to a lead or not, and the order: each kept in the URL. */
export function CallFilters({ params, set }: CallFiltersProps) {
  return (
    <>
      <Select
        label="Direction"
        placeholder="Any"
        data={CALL_DIRECTIONS.map((d) => ({ value: d, label: CALL_DIRECTION_LABELS[d] }))}
        value={params.direction ?? null}
        onChange={(v) => set({ direction: (v as CallListParams['direction']) ?? undefined })}
        clearable
        w={130}
      />
      <Select
        label="Answered"
        placeholder="Any"
        data={[
          { value: 'true', label: 'Answered' },
          { value: 'false', label: 'Not answered' },
        ]}
        value={params.answered ?? null}
        onChange={(v) => set({ answered: (v as CallListParams['answered']) ?? undefined })}
        clearable
        w={140}
      />
      <Select
        label="Lead"
        placeholder="Any"
        data={[
          { value: 'true', label: 'Matched to a lead' },
          { value: 'false', label: 'Unknown numbers' },
        ]}
        value={params.matched ?? null}
        onChange={(v) => set({ matched: (v as CallListParams['matched']) ?? undefined })}
        clearable
        w={170}
      />
      <Select
        label="Order"
        data={CALL_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        value={params.sort}
        onChange={(v) => set({ sort: (v as CallSort) ?? 'newest' })}
        allowDeselect={false}
        w={140}
      />
    </>
  );
}
