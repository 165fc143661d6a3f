import { Readable } from 'node:stream';
import { desc } from 'drizzle-orm';
import { indiaDateTime } from '../../../domain/india-date';
import { CSV_BOM, csvRow } from '../../../domain/leads/csv';
import { leadStatusLabel } from '../../../domain/leads/statuses';
import type { Lead } from '../../../domain/schemas/lead';
import type { Db } from '../../db/database';
import { leads } from '../../db/schema/leads';
import { type LeadFilters, leadWhere, selectLeads, toLead, type Viewer } from './lead-view';

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
 * the whole table nor holds it in memory.
 */
export function exportLeadsCsv(db: Db, viewer: Viewer, filters: LeadFilters): Readable {
  const where = leadWhere(viewer, filters);
  async function* generate() {
    yield CSV_BOM + csvRow(HEADER);
    for (let offset = 0; ; offset += BATCH) {
      const rows = await selectLeads(db)
        .where(where)
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(BATCH)
        .offset(offset);
      if (rows.length === 0) return;
      yield rows.map((r) => csvRow(cells(toLead(r)))).join('');
      if (rows.length < BATCH) return;
    }
  }
  return Readable.from(generate());
}
