import type { AccessRow } from '../../test/access-rows';

// Role 1 is refused the Important Contacts APIs.
export const rows: AccessRow[] = [
  { route: 'GET /api/important-contacts', allow: [0] },
  { route: 'POST /api/important-contacts', allow: [0] },
  { route: 'PUT /api/important-contacts/:id', allow: [0] },
  { route: 'DELETE /api/important-contacts/:id', allow: [0] },
];
