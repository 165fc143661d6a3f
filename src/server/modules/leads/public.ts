/**
 * What other modules may use of the leads module (decision 008). Contacts turns a contact into a
 * lead in its own transaction: the lead is made here, with its history row and the one-live-lead-
 * per-mobile rule (409 naming the lead that has the mobile).
 */
export type { Viewer as LeadActor } from './lead-view';
export { leadOptions } from './refs';
export { insertLead, mobileRace as leadMobileRace } from './service';
