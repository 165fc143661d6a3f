/**
 * What other modules may use of calls (decision 100): telephony stores a click-to-call as a call
 * and, when the provider's callback arrives, puts it on the lead's timeline as the sync does; a
 * writer that moves or deletes a call rechecks the missed calls of its number (decision 106).
 */

// The reports and the dashboard: the figures of calls `c` (connected, talk time…) and
// each member's calls, by the team report's definitions (decision 102).
export { callCounts, teamReport } from './stats';
export { type CallRecordInput, callsOnLeads, insertCalls, recheckMissedCalls, type StoredCall } from './sync';
