import type { AccessRow } from '../../test/access-rows';

// Roles 0 and 1 work every lead; an executive (role 2) reads and moves the status of their own
// leads only (the service answers 404 for the rest).
export const rows: AccessRow[] = [
  { route: 'POST /api/lead/create', allow: [0, 1, 2] },
  { route: 'GET /api/lead/getLeads', allow: [0, 1, 2] },
  { route: 'GET /api/lead/getLeadById/:id', allow: [0, 1, 2] },
  { route: 'PUT /api/lead/update/:id', allow: [0, 1] },
  { route: 'PUT /api/lead/updateLeadStatus/:id', allow: [0, 1, 2] },
  { route: 'PUT /api/lead/assign', allow: [0, 1] },
  { route: 'POST /api/lead/reassignIdle', allow: [0] },
  { route: 'GET /api/lead/getLeadHistoryByLeadId/:id', allow: [0, 1, 2] },
  { route: 'GET /api/lead/getActivitiesByLeadId/:id', allow: [0, 1, 2] },
  { route: 'PUT /api/lead/moveToRecycleBin/:id', allow: [0, 1] },
  { route: 'PUT /api/lead/moveAllLeadsToRecycleBin', allow: [0, 1] },
  { route: 'GET /api/lead/getRecycleBinsLeads', allow: [0, 1] },
  { route: 'PUT /api/lead/restoreLead/:id', allow: [0, 1] },
  { route: 'DELETE /api/lead/deleteLead/:id', allow: [0, 1] },
  { route: 'GET /api/lead/exportLeadsCSV', allow: [0, 1] },
  { route: 'GET /api/lead/getLeadFormOptions', allow: [0, 1] },
];
