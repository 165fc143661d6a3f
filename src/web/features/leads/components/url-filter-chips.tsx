import { Badge, CloseButton, Group, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LEAD_KIND_LABELS, type LeadKindOrUnknown } from '../../../../domain/leads/lead-kinds';
import { periodText } from '../../../../domain/reports/period';

interface UrlFilter {
  /** The URL keys the chip stands for; its cross removes them all. */
  keys: string[];
  label: string;
}

/** The lead list's filters that only a link sets (a dashboard card, a chart bar, a report count). */
function urlFilters(params: URLSearchParams): UrlFilter[] {
  const out: UrlFilter[] = [];
  const project = params.get('project');
  if (project) out.push({ keys: ['project'], label: `Project text: ${project}` });
  if (params.get('fresh') === 'true') out.push({ keys: ['fresh'], label: 'Fresh: never contacted' });
  const kind = params.get('kind') as LeadKindOrUnknown | null;
  if (kind && kind in LEAD_KIND_LABELS) out.push({ keys: ['kind'], label: `Kind: ${LEAD_KIND_LABELS[kind]}` });
  const bookedFrom = params.get('bookedFrom');
  const bookedTo = params.get('bookedTo');
  if (bookedFrom || bookedTo) {
    const days =
      bookedFrom && bookedTo
        ? periodText({ from: bookedFrom, to: bookedTo })
        : bookedFrom
          ? `from ${periodText({ from: bookedFrom, to: bookedFrom })}`
          : `up to ${periodText({ from: bookedTo!, to: bookedTo! })}`;
    out.push({ keys: ['bookedFrom', 'bookedTo'], label: `Booked ${days}` });
  }
  return out;
}

/**
 * Chips above the lead list for the filters the filter bar has no field for, so a list reached
 * from a count says what it holds ("Booked 01/11/2026 – 23/11/2026"); the cross takes one off.
 */
export function UrlFilterChips() {
  const [params, setParams] = useSearchParams();
  const filters = urlFilters(params);
  if (filters.length === 0) return null;
  const remove = (keys: string[]) => {
    const next = new URLSearchParams(params);
    for (const key of [...keys, 'page']) next.delete(key);
    setParams(next);
  };
  return (
    <Group gap="xs">
      {filters.map((f) => (
        <Badge
          key={f.keys[0]}
          size="lg"
          variant="light"
          radius="sm"
          rightSection={
            <CloseButton
              size="xs"
              aria-label={`Remove the filter ${f.label}`}
              onClick={() => remove(f.keys)}
              variant="transparent"
            />
          }
          style={{ textTransform: 'none' }}
        >
          <Text span size="sm" fw={500}>
            {f.label}
          </Text>
        </Badge>
      ))}
    </Group>
  );
}
