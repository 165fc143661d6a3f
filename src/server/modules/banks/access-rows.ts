import type { AccessRow } from '../../test/access-rows';

export const rows: AccessRow[] = [
  { route: 'POST /api/bank/createBank', allow: [0, 1] },
  { route: 'GET /api/bank/getAllBanks', allow: [0, 1] },
  { route: 'PUT /api/bank/updateBank/:id', allow: [0, 1] },
  { route: 'DELETE /api/bank/deleteBank/:id', allow: [0, 1] },
];
