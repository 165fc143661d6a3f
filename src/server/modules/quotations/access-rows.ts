import type { AccessRow } from '../../test/access-rows';

export const rows: AccessRow[] = [
  { route: 'GET /api/quotations/featch', allow: [0, 1] },
  { route: 'GET /api/quotations/featch/:id', allow: [0, 1] },
  { route: 'GET /api/quotations/next-number', allow: [0, 1] },
  { route: 'POST /api/quotations/create', allow: [0, 1] },
  { route: 'PUT /api/quotations/update/:id', allow: [0, 1] },
  { route: 'DELETE /api/quotations/delete/:id', allow: [0, 1] },
];
