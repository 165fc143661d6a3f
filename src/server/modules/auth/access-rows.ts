import type { AccessRow } from '../../test/access-rows';

export const rows: AccessRow[] = [
  { route: 'GET /api/auth/setup', allow: 'public' },
  { route: 'POST /api/auth/register', allow: 'public' },
  { route: 'POST /api/auth/login-email', allow: 'public' },
  { route: 'POST /api/auth/create-password', allow: 'public' },
  { route: 'POST /api/auth/forgot-password', allow: 'public' },
  { route: 'GET /api/auth/me', allow: [0, 1, 2] },
  { route: 'POST /api/auth/logout', allow: 'session', last: true },
];
