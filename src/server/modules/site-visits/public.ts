/**
 * What other modules may use of site visits: the dashboard counts visits with the
 * /report/meetings list's own WHERE (live leads, India days), so a card and the list agree.
 */
// The phone's snapshot shows a visit's check-in as the office does.
export { checkInOf, visitWhere } from './visit-view';
