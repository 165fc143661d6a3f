import type { AccessRow } from '../../test/access-rows';

export const rows: AccessRow[] = [
  { route: 'GET /api/projects/:id/availability', allow: [0, 1, 2] },
  { route: 'GET /api/units/:id/cost-sheet', allow: [0, 1, 2] },
  { route: 'POST /api/units/:id/hold', allow: [0, 1, 2] },
  { route: 'DELETE /api/units/:id/hold', allow: [0, 1, 2] },
  { route: 'POST /api/units/:id/hold/extend', allow: [0, 1] },
  { route: 'GET /api/settings/hold-hours', allow: [0, 1, 2] },
  { route: 'PUT /api/settings/hold-hours', allow: [0] },
];
