import type { AccessRow } from '../../test/access-rows';

export const rows: AccessRow[] = [
  { route: 'POST /api/branch/create', allow: [0, 1] },
  { route: 'GET /api/branch/getAllBranch', allow: [0, 1] },
  { route: 'PUT /api/branch/updateBranch/:id', allow: [0, 1] },
  { route: 'DELETE /api/branch/deleteBranch/:id', allow: [0, 1] },
];
