import type { AccessRow } from '../../test/access-rows';

// calls.own (every role) reaches one's own calls, queue and figures; another member's need
// calls.view (roles 0 and 1; the service answers 403). Making a lead needs leads.manage.
export const rows: AccessRow[] = [
  { route: 'POST /api/callhistory/sync', allow: [0, 1, 2] },
  { route: 'GET /api/callhistory/getCallHistoriesByMember/:memberId', allow: [0, 1] },
  { route: 'GET /api/callhistory/getCallHistoriesByMember/:memberId/export.csv', allow: [0, 1] },
  { route: 'GET /api/callhistory/getCallHistoryByReciever/:number', allow: [0, 1, 2] },
  { route: 'GET /api/callhistory/byLead/:leadId', allow: [0, 1, 2] },
  { route: 'GET /api/callhistory/getCallHistoryStats', allow: [0, 1, 2] },
  { route: 'GET /api/callhistory/getCallHistoryReportByMember', allow: [0, 1] },
  { route: 'POST /api/callhistory/:id/createLead', allow: [0, 1] },
  { route: 'POST /api/callhistory/:id/recording', allow: [0, 1, 2] },
  { route: 'GET /api/callhistory/:id/recording', allow: [0, 1, 2] },
  { route: 'GET /api/callhistory/queue', allow: [0, 1, 2] },
  { route: 'GET /api/settings/call-queue', allow: [0, 1] },
  { route: 'PUT /api/settings/call-queue', allow: [0] },
];
