import type { AccessRow } from '../../test/access-rows';

export const rows: AccessRow[] = [
  // Reaches every role; the file's own capability then decides (tested in files.test.ts).
  { route: 'GET /api/files/:id', allow: [0, 1, 2] },
  { route: 'GET /api/kyc-access-log', allow: [0] },
];
