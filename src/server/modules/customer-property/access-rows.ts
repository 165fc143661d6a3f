import type { AccessRow } from '../../test/access-rows';

export const rows: AccessRow[] = [
  { route: 'GET /api/customer-property', allow: [0, 1] },
  { route: 'POST /api/customer-property', allow: [0, 1] },
  { route: 'GET /api/customer-property/:id', allow: [0, 1] },
  { route: 'PUT /api/customer-property/:id', allow: [0, 1] },
  { route: 'DELETE /api/customer-property/:id', allow: [0, 1] },
  { route: 'POST /api/customer-property/:id/add-document', allow: [0, 1] },
  { route: 'DELETE /api/customer-property/:id/documents/:fileId', allow: [0, 1] },
];
