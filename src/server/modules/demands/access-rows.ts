import type { AccessRow } from '../../test/access-rows';

// Administrators and managers see progress and demands and mark stages reached; only an
// administrator overrides RERA section 13. An executive has none of these routes.
export const rows: AccessRow[] = [
  { route: 'GET /api/towers/:id/progress', allow: [0, 1] },
  { route: 'POST /api/towers/:id/stages', allow: [0, 1] },
  { route: 'GET /api/tower-stages/:id', allow: [0, 1] },
  { route: 'POST /api/tower-stages/:id/raise', allow: [0, 1] },
  { route: 'GET /api/bookings/:id/demands', allow: [0, 1] },
  { route: 'GET /api/demands/:id/letter.pdf', allow: [0, 1] },
  { route: 'GET /api/bookings/:id/demand-sms', allow: [0, 1] },
  { route: 'PUT /api/bookings/:id/home-loan', allow: [0, 1] },
  { route: 'POST /api/demand-refusals/:id/override', allow: [0] },
];
