import type { AccessRow } from '../../test/access-rows';

export const rows: AccessRow[] = [
  { route: 'GET /api/company', allow: [0, 1] },
  { route: 'PUT /api/company', allow: [0] },
];
