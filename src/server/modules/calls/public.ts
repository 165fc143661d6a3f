/**
 * What other modules may use of calls (decision 100): telephony stores a click-to-call as a call
 * and, when the provider's callback arrives, puts it on the lead's timeline as the sync does.
 */
export { type CallRecordInput, callsOnLeads, insertCalls, type StoredCall } from './sync';
