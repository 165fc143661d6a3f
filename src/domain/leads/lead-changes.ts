import { formatInr } from '../billing/indian-format';
import { indiaDateTime } from '../india-date';
import type { HistoryChange } from '../schemas/history';
import { leadStatusLabel } from './statuses';

type Kind = 'text' | 'money' | 'datetime' | 'status';

/**
 * Fields compared on an edit. Reference fields (source, branch, assignee) are compared by the
 * caller as names, so the history says "Magicbricks → Walk-in", not two ids.
 */
export const LEAD_FIELDS: Record<string, { label: string; kind: Kind }> = {
  name: { label: 'Name', kind: 'text' },
  mobile: { label: 'Mobile', kind: 'text' },
  alternateMobile: { label: 'Alternate mobile', kind: 'text' },
  email: { label: 'Email', kind: 'text' },
  source: { label: 'Source', kind: 'text' },
  branch: { label: 'Branch', kind: 'text' },
  assignedTo: { label: 'Assigned to', kind: 'text' },
  status: { label: 'Status', kind: 'status' },
  project: { label: 'Project', kind: 'text' },
  budget: { label: 'Budget', kind: 'money' },
  requirement: { label: 'Requirement', kind: 'text' },
  city: { label: 'City', kind: 'text' },
  notes: { label: 'Notes', kind: 'text' },
  nextFollowUpAt: { label: 'Next follow-up', kind: 'datetime' },
};

const empty = (v: unknown) => v === null || v === undefined || v === '';

function show(value: unknown, kind: Kind): string | null {
  if (empty(value)) return null;
  if (kind === 'money') return formatInr(Number(value));
  if (kind === 'datetime') return indiaDateTime(value as Date | string);
  if (kind === 'status') return leadStatusLabel(String(value));
  return String(value);
}

function same(a: unknown, b: unknown, kind: Kind): boolean {
  if (empty(a) && empty(b)) return true;
  if (empty(a) || empty(b)) return false;
  if (kind === 'money') return Number(a) === Number(b);
  if (kind === 'datetime') return new Date(a as string).getTime() === new Date(b as string).getTime();
  return String(a) === String(b);
}

/** Fields that differ between two versions; `before` null describes a new lead. */
export function describeLeadChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): HistoryChange[] {
  const changes: HistoryChange[] = [];
  for (const [key, { label, kind }] of Object.entries(LEAD_FIELDS)) {
    if (!(key in after)) continue;
    const from = before ? before[key] : null;
    const to = after[key];
    if (same(from, to, kind)) continue;
    changes.push({ field: label, from: show(from, kind), to: show(to, kind) });
  }
  return changes;
}
