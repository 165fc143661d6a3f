/**
 * What other modules may use of site visits: the dashboard counts visits with the
 * /report/meetings list's own WHERE (live leads, India days), so a card and the list agree.
 */
export { visitWhere } from './visit-view';
