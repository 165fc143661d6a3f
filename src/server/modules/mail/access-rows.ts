import type { AccessRow } from '../../test/access-rows';

export const rows: AccessRow[] = [
  { route: 'GET /api/settings/smtp', allow: [0] },
  { route: 'PUT /api/settings/smtp', allow: [0] },
  { route: 'POST /api/settings/smtp/test', allow: [0] },
  { route: 'GET /api/settings/emails', allow: [0] },
  { route: 'POST /api/settings/emails/:id/retry', allow: [0] },
  { route: 'GET /api/settings/mail-status', allow: [0, 1, 2] },
];
