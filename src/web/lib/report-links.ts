import { paths } from '../../domain/paths';
import type { LeadQuery } from '../../domain/schemas/lead';

/** Every filter of the lead list (its URL keys); paging and sort are the list's own. */
type LeadFilters = Omit<LeadQuery, 'page' | 'pageSize' | 'sort' | 'order'>;

/**
 * The lead list showing exactly the leads behind a count (drill-down from a card, chart or report
 * cell). The keys are the lead list's own URL filters (leadQuerySchema), so the list and the count
 * read the same query.
 */
export function leadsLink(filters: LeadFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  return paths.leads(params);
}
