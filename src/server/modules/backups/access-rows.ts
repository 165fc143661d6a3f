import type { AccessRow } from '../../test/access-rows';

// Backups hold every record and file of the company: administrators only.
export const rows: AccessRow[] = [
  { route: 'GET /api/backups', allow: [0] },
  { route: 'GET /api/backups/status', allow: [0] },
  { route: 'POST /api/backups/run', allow: [0] },
  { route: 'PUT /api/backups/settings', allow: [0] },
  { route: 'GET /api/backups/:file/download', allow: [0] },
  { route: 'POST /api/backups/:file/download-link', allow: [0] },
  // The one-time link is its own credential (issued by the route above).
  { route: 'GET /api/backups/download/:token', allow: 'public' },
];
