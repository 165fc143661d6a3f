import type { AccessRow } from '../../test/access-rows';

// Administrators and managers (a manager: the bookings of the leads in their scope; the service
// answers 404 for the rest). An executive has no bookings route. Discount decisions and their
// threshold are the administrators'.
export const rows: AccessRow[] = [
  { route: 'POST /api/bookings', allow: [0, 1] },
  { route: 'GET /api/bookings', allow: [0, 1] },
  { route: 'GET /api/bookings/quote', allow: [0, 1] },
  { route: 'GET /api/bookings/settings', allow: [0, 1] },
  { route: 'PUT /api/bookings/settings', allow: [0] },
  { route: 'GET /api/bookings/:id', allow: [0, 1] },
  { route: 'POST /api/bookings/:id/agreement', allow: [0, 1] },
  { route: 'POST /api/bookings/:id/possession', allow: [0, 1] },
  { route: 'POST /api/bookings/:id/cancel', allow: [0, 1] },
  { route: 'POST /api/bookings/:id/transfer', allow: [0, 1] },
  { route: 'POST /api/bookings/:id/discount', allow: [0] },
  { route: 'GET /api/bookings/:id/schedule', allow: [0, 1] },
  { route: 'PUT /api/bookings/:id/schedule', allow: [0, 1] },
  { route: 'POST /api/bookings/:id/schedule/from-plan', allow: [0, 1] },
];
