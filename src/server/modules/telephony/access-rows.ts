import type { AccessRow } from '../../test/access-rows';

// Settings are the administrator's; anyone who calls leads may click-to-call. The callback is a
// machine caller: public to the session check, let in only with the shared secret (401 otherwise,
// tested in telephony.test.ts).
export const rows: AccessRow[] = [
  { route: 'GET /api/settings/telephony', allow: [0] },
  { route: 'PUT /api/settings/telephony', allow: [0] },
  { route: 'POST /api/settings/telephony/test', allow: [0] },
  { route: 'GET /api/telephony/status', allow: [0, 1, 2] },
  { route: 'POST /api/telephony/connect', allow: [0, 1, 2] },
  { route: 'POST /api/telephony/callback/:provider', allow: 'public' },
];
