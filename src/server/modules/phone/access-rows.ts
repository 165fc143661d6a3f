import type { AccessRow } from '../../test/access-rows';

// The phone app works the caller's own leads: everyone who works leads may take their snapshot.
export const rows: AccessRow[] = [{ route: 'GET /api/phone/snapshot', allow: [0, 1, 2] }];
