import type { AccessRow } from '../../test/access-rows';

// Every role searches; what each finds is narrowed inside by the lists' own capabilities and scope.
export const rows: AccessRow[] = [{ route: 'GET /api/search', allow: [0, 1, 2] }];
