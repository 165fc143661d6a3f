import { downloadFile } from '../../../lib/download';
import { type LeadFilters, leadParams } from './get-leads';

/** Downloads the CSV of the filtered leads (the server streams it; the name is the server's). */
export function exportLeadsCsv(filters: LeadFilters): Promise<void> {
  return downloadFile(`/api/lead/exportLeadsCSV?${leadParams(filters)}`, 'leads.csv', 'Could not export the leads.');
}
