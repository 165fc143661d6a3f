/**
 * What other modules may use of assignment rules (decision 054): the leads module (and later
 * imports and portals) asks for the next assignee of a lead inside the lead's own transaction.
 */

export { idleHoursSetting, readIdleHours } from './idle-setting';
export { pickAssignees } from './pick-many';
export { type LeadFacts, pickAssignee } from './picker';
