import { Readable } from 'node:stream';
import { indiaDateTime } from '../../../domain/india-date';
import { CSV_BOM, csvRow } from '../../../domain/leads/csv';
import { leadStatusLabel } from '../../../domain/leads/statuses';
import type { Lead, LeadSort, SortOrder } from '../../../domain/schemas/lead';
import type { Db } from '../../db/database';
import { type LeadFilters, leadOrder, leadWhere, selectLeads, toLead, type Viewer } from './lead-view';

const BATCH = 500;

const HEADER = [
  'Name',
  'Mobile',
  'Alternate mobile',
  'Email',
  'Source',
  'Branch',
  'Assigned to',
  'Status',
  'Project',
  'Budget (₹)',
  'Requirement',
  'City',
  'Next follow-up',
  'Notes',
  'Created by',
  'Created on',
];

function cells(l: Lead) {
  return [
    l.name,
    l.mobile,
    l.alternateMobile,
    l.email,
    l.source?.name,
    l.branch?.name,
    l.assignedTo?.name,
    leadStatusLabel(l.status),
    l.project,
    l.budget === null ? null : l.budget.toFixed(2),
    l.requirement,
    l.city,
    l.nextFollowUpAt ? indiaDateTime(l.nextFollowUpAt) : null,
    l.notes,
    l.createdBy?.name,
    indiaDateTime(l.createdAt),
  ];
}

/**
 * The filtered leads as CSV, read in batches and streamed, so a large export neither waits for
 * the whole table nor holds it in memory. The first batch is read before the answer starts, so a
 * query that fails is an error answer rather than a 200 that breaks off (issue 9).
 */
export async function exportLeadsCsv(
  db: Db,
  viewer: Viewer,
  filters: LeadFilters & { sort?: LeadSort | undefined; order?: SortOrder | undefined },
): Promise<Readable> {
  const where = leadWhere(viewer, filters);
  // The file lists the leads in the order the screen shows them.
  const order = leadOrder(filters.sort, filters.order);
  const batch = (offset: number) =>
    selectLeads(db)
      .where(where)
      .orderBy(...order)
      .limit(BATCH)
      .offset(offset);
  const first = await batch(0);
  async function* generate() {
    yield CSV_BOM + csvRow(HEADER);
    for (let offset = 0; ; offset += BATCH) {
      const rows = offset === 0 ? first : await batch(offset);
      if (rows.length === 0) return;
      yield rows.map((r) => csvRow(cells(toLead(r)))).join('');
      if (rows.length < BATCH) return;
    }
  }
  return Readable.from(generate());
}
