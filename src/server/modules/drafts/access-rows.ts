import type { AccessRow } from '../../test/access-rows';

export const rows: AccessRow[] = [
  { route: 'GET /api/drafts', allow: [0, 1] },
  { route: 'GET /api/drafts/:id', allow: [0, 1] },
  { route: 'POST /api/drafts', allow: [0, 1] },
  { route: 'PUT /api/drafts/:id', allow: [0, 1] },
  { route: 'DELETE /api/drafts/:id', allow: [0, 1] },
];
