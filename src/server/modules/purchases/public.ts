/**
 * What other modules may use of purchases: the dashboard shows the supplier dashboard's
 * outstanding total, computed by the supplier dashboard itself.
 */
export { supplierDashboard } from './dashboard-service';
