import type { AccessRow } from '../../test/access-rows';

// Administrators manage the rules and the idle window; managers read them.
export const rows: AccessRow[] = [
  { route: 'GET /api/assignment-rules', allow: [0, 1] },
  { route: 'POST /api/assignment-rules', allow: [0] },
  { route: 'PUT /api/assignment-rules/:id', allow: [0] },
  { route: 'DELETE /api/assignment-rules/:id', allow: [0] },
  { route: 'PUT /api/assignment-rules/idle-hours', allow: [0] },
];
