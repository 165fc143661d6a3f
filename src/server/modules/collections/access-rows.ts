import type { AccessRow } from '../../test/access-rows';

// Administrators and managers (a manager: the bookings of the leads in their scope; a statement of
// another booking is a 404). The days to pay, the interest rate and the reminders are an
// administrator's settings; managers may read them (the statement charges that rate).
export const rows: AccessRow[] = [
  { route: 'GET /api/collections/summary', allow: [0, 1] },
  { route: 'GET /api/collections/demands', allow: [0, 1] },
  { route: 'GET /api/collections/demands/export', allow: [0, 1] },
  { route: 'GET /api/collections/bookings/:id/statement', allow: [0, 1] },
  { route: 'GET /api/collections/bookings/:id/statement/pdf', allow: [0, 1] },
  { route: 'GET /api/collections/settings', allow: [0, 1] },
  { route: 'PUT /api/collections/settings', allow: [0] },
  { route: 'GET /api/collections/reminders', allow: [0, 1] },
  { route: 'PUT /api/collections/reminders', allow: [0] },
];
