import type { AccessRow } from '../../test/access-rows';

const view = [0, 1] as const;
const manage = [0] as const;

export const rows: AccessRow[] = [
  { route: 'GET /api/payment-plans', allow: view },
  { route: 'POST /api/payment-plans', allow: manage },
  { route: 'GET /api/payment-plans/:id', allow: view },
  { route: 'PUT /api/payment-plans/:id', allow: manage },
  { route: 'DELETE /api/payment-plans/:id', allow: manage },
];
