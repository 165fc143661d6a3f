/**
 * What other modules may use of the leads module (decision 008). Contacts turns a contact into a
 * lead in its own transaction: the lead is made here, with its history row and the one-live-lead-
 * per-mobile rule (409 naming the lead that has the mobile). Reading, scoping and counting leads
 * and writing their timeline are lead-records' (its public.ts), below this module and follow-ups.
 */

// The lead report (decision 136) lists and exports the leads behind its counts with the list's own query.
export { exportLeadsCsv, leadExportBatches } from './csv-export';
export { LEAD_EXPORT_HEADER } from './export-columns';
// Inbound (decision 122) makes pending enquiries into leads a set at a time.
export { insertLeads } from './insert-many';
export { leadOptions } from './refs';
export { idleCutoff, insertLead, listLeads, mobileRace as leadMobileRace } from './service';
