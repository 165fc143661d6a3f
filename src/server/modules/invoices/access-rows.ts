import type { AccessRow } from '../../test/access-rows';

export const rows: AccessRow[] = [
  { route: 'POST /api/invoiceQuotation/create', allow: [0, 1] },
  { route: 'GET /api/invoiceQuotation/list', allow: [0, 1] },
  { route: 'GET /api/invoiceQuotation/:id', allow: [0, 1] },
  { route: 'POST /api/invoiceQuotation/:id/cancel', allow: [0, 1] },
];
