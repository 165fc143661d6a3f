/**
 * What every lead-side module shares about a lead (decision 168): who may see which lead, reading
 * and counting leads in the list's shape, the two refusals (no such lead, in the recycle bin) and
 * writing its timeline. It sits below leads and follow-ups, which both use it, so neither has to
 * import the other to read a lead.
 */

export {
  type ActivityActor,
  listActivities,
  listLeadHistory,
  recordActivities,
  recordActivity,
  recordLeadHistory,
} from './history';
export { countLeads, pageOfLeads } from './lead-list';
export { scopeMemberIds } from './lead-scope';
export { moveLeadStatus } from './lead-status';
export type { LeadFilters, Viewer as LeadActor } from './lead-view';
export {
  assignee,
  creator,
  fromLeadsWithNames,
  getLead,
  idleLead,
  leadInBin,
  leadMissing,
  leadOrder,
  leadWhere,
  scopeOf,
  scopeOn,
  selectLeads,
  toLead,
} from './lead-view';
