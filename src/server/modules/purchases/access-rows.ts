import type { AccessRow } from '../../test/access-rows';

// Purchase is for administrators and ABMs (role 1 has Purchase).
export const rows: AccessRow[] = [
  { route: 'GET /api/suppliers/list', allow: [0, 1] },
  { route: 'POST /api/suppliers/add', allow: [0, 1] },
  { route: 'PUT /api/suppliers/update/:id', allow: [0, 1] },
  { route: 'DELETE /api/suppliers/delete/:id', allow: [0, 1] },
  { route: 'GET /api/materials/list', allow: [0, 1] },
  { route: 'POST /api/materials/add', allow: [0, 1] },
  { route: 'PUT /api/materials/update/:id', allow: [0, 1] },
  { route: 'DELETE /api/materials/delete/:id', allow: [0, 1] },
  { route: 'GET /api/purchases/list', allow: [0, 1] },
  { route: 'GET /api/purchases/dashboard', allow: [0, 1] },
  { route: 'GET /api/purchases/by-supplier/:id', allow: [0, 1] },
  { route: 'POST /api/purchases/add', allow: [0, 1] },
  { route: 'GET /api/purchases/:id', allow: [0, 1] },
  { route: 'PUT /api/purchases/update/:id', allow: [0, 1] },
  { route: 'DELETE /api/purchases/delete/:id', allow: [0, 1] },
  { route: 'POST /api/purchases/:id/pay', allow: [0, 1] },
  { route: 'DELETE /api/purchases/:id/payments/:paymentId', allow: [0, 1] },
  { route: 'POST /api/purchases/:id/attachments', allow: [0, 1] },
  { route: 'DELETE /api/purchases/:id/attachments/:fileId', allow: [0, 1] },
];
