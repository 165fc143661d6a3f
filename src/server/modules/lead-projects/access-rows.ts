import type { AccessRow } from '../../test/access-rows';

export const rows: AccessRow[] = [
  { route: 'GET /api/projects/unmatched', allow: [0] },
  { route: 'POST /api/projects/aliases', allow: [0] },
  { route: 'GET /api/projects/:id/aliases', allow: [0] },
  { route: 'DELETE /api/projects/aliases/:id', allow: [0] },
];
