import type { AccessRow } from '../../test/access-rows';

// Administrators and managers (a manager: the bookings of the leads in their scope; the service
// answers 404 for the rest). An executive has no receipts route.
export const rows: AccessRow[] = [
  { route: 'GET /api/bookings/:id/receipts', allow: [0, 1] },
  { route: 'POST /api/bookings/:id/receipts', allow: [0, 1] },
  { route: 'GET /api/receipts/cheques', allow: [0, 1] },
  { route: 'GET /api/receipts/tds', allow: [0, 1] },
  { route: 'GET /api/receipts/:id/pdf', allow: [0, 1] },
  { route: 'POST /api/receipts/:id/clear', allow: [0, 1] },
  { route: 'POST /api/receipts/:id/bounce', allow: [0, 1] },
  { route: 'POST /api/receipts/:id/form16b', allow: [0, 1] },
];
