import type { AccessRow } from '../../test/access-rows';

export const rows: AccessRow[] = [{ route: 'GET /api/health', allow: 'public' }];
