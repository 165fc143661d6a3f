/**
 * What other modules may use of the leads module (decision 008). Contacts turns a contact into a
 * lead in its own transaction: the lead is made here, with its history row and the one-live-lead-
 * per-mobile rule (409 naming the lead that has the mobile).
 */

// The lead report (issue 14) lists and exports the leads behind its counts with the list's own query.
export { exportLeadsCsv, leadExportBatches } from './csv-export';
export { LEAD_EXPORT_HEADER } from './export-columns';
// Follow-ups (decision 055) write their activities and answer with the lead in the leads' own shape and scope.
export { recordActivity, recordLeadHistory } from './history';
// Inbound (decision 122) makes pending enquiries into leads a set at a time.
export { insertLeads } from './insert-many';
// Lead status counts (decision 058) count each status as the list counts its total.
export { countLeads } from './lead-list';
// Tasks and calls (decision 156) reach the members of a manager's scope as the leads do.
export { scopeMemberIds } from './lead-scope';
export type { Viewer as LeadActor } from './lead-view';
export { leadWhere, scopeOf, scopeOn, selectLeads, toLead } from './lead-view';
export { leadOptions } from './refs';
export {
  getLead,
  idleCutoff,
  insertLead,
  leadInBin,
  leadMissing,
  listLeads,
  mobileRace as leadMobileRace,
} from './service';
