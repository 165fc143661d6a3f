import type { AccessRow } from '../../test/access-rows';

// Entity Manager is for administrators and ABMs (role 1 has Entity Manager).
export const rows: AccessRow[] = [
  { route: 'GET /api/entities', allow: [0, 1] },
  { route: 'POST /api/entities', allow: [0, 1] },
  { route: 'GET /api/entities/:id', allow: [0, 1] },
  { route: 'PUT /api/entities/:id', allow: [0, 1] },
  { route: 'DELETE /api/entities/:id', allow: [0, 1] },
  { route: 'POST /api/entities/:id/add-document', allow: [0, 1] },
  { route: 'DELETE /api/entities/:id/documents/:documentId', allow: [0, 1] },
  { route: 'GET /api/entities/history/:id', allow: [0, 1] },
  { route: 'GET /api/entities/payment/:id', allow: [0, 1] },
  { route: 'POST /api/entities/payment/:id', allow: [0, 1] },
  { route: 'PUT /api/entities/payment/:id/:paymentId', allow: [0, 1] },
  { route: 'DELETE /api/entities/payment/:id/:paymentId', allow: [0, 1] },
  { route: 'GET /api/customerContact', allow: [0, 1] },
  { route: 'POST /api/customerContact', allow: [0, 1] },
  { route: 'PUT /api/customerContact/:id', allow: [0, 1] },
  { route: 'DELETE /api/customerContact/:id', allow: [0, 1] },
];
