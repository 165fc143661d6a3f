import type { AccessRow } from '../../test/access-rows';

// The phone app works the caller's own leads: everyone who works leads may take their snapshot.
export const rows: AccessRow[] = [
  { route: 'GET /api/phone/snapshot', allow: [0, 1, 2] },
  // The greeting is an administrator's setting; phones read it in the snapshot.
  { route: 'GET /api/phone/settings', allow: [0] },
  { route: 'PUT /api/phone/settings', allow: [0] },
  // Only the public address, for an <img> that sends no token (decision 209).
  { route: 'GET /api/phone/qr.svg', allow: 'public' },
];
