import type { AccessRow } from '../../test/access-rows';

export const rows: AccessRow[] = [{ route: 'GET /api/audit-log', allow: [0] }];
