import type { AccessRow } from '../../test/access-rows';

export const rows: AccessRow[] = [
  { route: 'POST /api/source/create', allow: [0, 1] },
  { route: 'GET /api/source/getAllSource', allow: [0, 1] },
  { route: 'PUT /api/source/updateSource/:id', allow: [0, 1] },
  { route: 'DELETE /api/source/deleteSource/:id', allow: [0, 1] },
];
