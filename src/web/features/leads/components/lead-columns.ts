import { useLocalStorage } from '@mantine/hooks';
import type { ChoosableColumn } from '../../../ui/column-chooser';

/**
 * The lead list's columns a person may hide or add, in the table's order. Name, the tick box and
 * the actions are always there. The defaults fit 1366 px with one line a row; the rest are
 * offered (decision 159).
 */
export const LEAD_COLUMNS = [
  { key: 'mobile', label: 'Mobile' },
  { key: 'source', label: 'Source' },
  { key: 'branch', label: 'Branch' },
  { key: 'project', label: 'Project' },
  { key: 'requirement', label: 'Requirement' },
  { key: 'status', label: 'Status' },
  { key: 'assigned', label: 'Assigned to' },
  { key: 'followUp', label: 'Next follow-up' },
  { key: 'lastActivity', label: 'Last activity' },
  { key: 'sinceContact', label: 'Days since contact' },
  { key: 'created', label: 'Created' },
] as const satisfies readonly ChoosableColumn[];
export type LeadColumnKey = (typeof LEAD_COLUMNS)[number]['key'];

/** Source is offered, not shown: with it the defaults are wider than 1366 px's page on one line. */
export const DEFAULT_LEAD_COLUMNS: LeadColumnKey[] = ['mobile', 'project', 'status', 'assigned', 'followUp', 'created'];

const known = new Set<string>(LEAD_COLUMNS.map((c) => c.key));

/** The columns this person chose, kept in this browser per user (a shared office PC has several). */
export function useLeadColumns(userId: string) {
  const [stored, setStored, remove] = useLocalStorage<string[]>({
    key: `leadListColumns:${userId}`,
    defaultValue: DEFAULT_LEAD_COLUMNS,
    getInitialValueInEffect: false,
  });
  // A key from an older build (or typed by hand) is dropped rather than breaking the table.
  const shown = Array.isArray(stored) ? (stored.filter((k) => known.has(k)) as LeadColumnKey[]) : DEFAULT_LEAD_COLUMNS;
  return { shown, setShown: (keys: string[]) => setStored(keys), reset: remove };
}
