import type { AccessRow } from '../../test/access-rows';

export const rows: AccessRow[] = [
  { route: 'GET /api/jobs', allow: [0] },
  { route: 'GET /api/jobs/:id', allow: [0, 1, 2] },
  { route: 'POST /api/jobs/:id/cancel', allow: [0, 1, 2] },
  { route: 'POST /api/jobs/:id/retry', allow: [0] },
];
