import type { AccessRow } from '../../test/access-rows';

// A person's data on request is an administrator's act; the consent panel follows the lead's own
// scope (an executive sees it on their own leads, 404 on others').
export const rows: AccessRow[] = [
  { route: 'GET /api/person-data', allow: [0] },
  { route: 'GET /api/person-data/export', allow: [0] },
  { route: 'POST /api/person-data/erase', allow: [0] },
  { route: 'GET /api/lead/:id/consent-source', allow: [0, 1, 2] },
];
