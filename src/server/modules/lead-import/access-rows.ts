import type { AccessRow } from '../../test/access-rows';

// Roles 0 and 1 import leads and undo imports; an executive cannot. Emptying the recycle bin for
// good is the administrator's alone.
export const rows: AccessRow[] = [
  { route: 'POST /api/lead/imports/upload', allow: [0, 1] },
  { route: 'GET /api/lead/imports/upload/:uploadId/preview', allow: [0, 1] },
  { route: 'POST /api/lead/importLeads', allow: [0, 1] },
  { route: 'GET /api/lead/imports', allow: [0, 1] },
  { route: 'GET /api/lead/imports/mappings', allow: [0, 1] },
  { route: 'DELETE /api/lead/imports/mappings/:id', allow: [0, 1] },
  { route: 'GET /api/lead/imports/sample.csv', allow: [0, 1] },
  { route: 'GET /api/lead/imports/:id', allow: [0, 1] },
  { route: 'GET /api/lead/imports/:id/rejected.csv', allow: [0, 1] },
  { route: 'POST /api/lead/imports/:id/cancel', allow: [0, 1] },
  { route: 'POST /api/lead/imports/:id/undo', allow: [0, 1] },
  { route: 'DELETE /api/lead/deleteAllLeads', allow: [0] },
];
