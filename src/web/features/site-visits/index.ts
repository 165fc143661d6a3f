// What the lead page and the shared visit modals use of site visits (decision 170).
export { useBookVisit, useCompleteVisit, useLeadSiteVisits, useRescheduleVisit } from './api/site-visit-queries';
