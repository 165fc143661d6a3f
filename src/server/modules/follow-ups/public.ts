/**
 * What other modules may use of follow-ups (decision 055): site visits make a visit the lead's open
 * follow-up, and close it when the visit is done or cancelled, in their own transaction.
 */

// The dashboard: its follow-up cards and lists are the sidebar's counts and the buckets' own lists.
export { followUpCounts, listBucket } from './buckets';
// Reassigning leads (one, bulk, idle, import): their open follow-up and upcoming visits follow (decision 155).
export { type HandOverOptions, handOverLeadWork, handoverPairs } from './hand-over';
export type { Actor as FollowUpActor, CloseFollowUp, NewFollowUp } from './open-follow-up';
export {
  closeOpenFollowUp,
  followUpFromLeadForm,
  followUpsOfNewLeads,
  replaceOpenFollowUp,
  syncFollowUpsWithLeads,
} from './open-follow-up';
// The call log: an outcome sent with a call, and an answered call moving a new lead on.
export { applyOutcome, type LogOutcomeValues, statusAfter } from './service';
