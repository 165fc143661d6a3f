import type { AccessRow } from '../../test/access-rows';

// Follow-ups are part of working a lead (leads.own): an executive logs, schedules and reads on their
// own leads only (404 for the rest, decision 056); one member's buckets are a team view (leads.view).
export const rows: AccessRow[] = [
  { route: 'POST /api/lead/logOutcome/:leadId', allow: [0, 1, 2] },
  { route: 'POST /api/lead/scheduleFollowup/:leadId', allow: [0, 1, 2] },
  { route: 'POST /api/lead/addNote/:leadId', allow: [0, 1, 2] },
  { route: 'GET /api/lead/getFollowupsByLeadId/:leadId', allow: [0, 1, 2] },
  { route: 'GET /api/lead/getOverallFollowupLeads', allow: [0, 1, 2] },
  { route: 'GET /api/lead/getFollowupLeadsByMember/:memberId', allow: [0, 1] },
  { route: 'GET /api/lead/getFollowupCounts', allow: [0, 1, 2] },
  { route: 'GET /api/lead/getFollowups', allow: [0, 1, 2] },
  // The Follow-up report's summary: administrators only, as every report.
  { route: 'GET /api/lead/getFollowupSummary', allow: [0] },
  { route: 'GET /api/lead/getFollowupSummary/export', allow: [0] },
];
