import type { AccessRow } from '../../test/access-rows';

export const rows: AccessRow[] = [
  { route: 'GET /api/geo/countries', allow: [0, 1, 2] },
  { route: 'POST /api/geo/states', allow: [0, 1, 2] },
  { route: 'POST /api/geo/cities', allow: [0, 1, 2] },
];
