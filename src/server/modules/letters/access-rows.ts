import type { AccessRow } from '../../test/access-rows';

export const rows: AccessRow[] = [
  { route: 'POST /api/letters', allow: [0, 1] },
  { route: 'GET /api/letters', allow: [0, 1] },
  { route: 'GET /api/letters/:id', allow: [0, 1] },
  { route: 'GET /api/letters/:id/pdf', allow: [0, 1] },
];
