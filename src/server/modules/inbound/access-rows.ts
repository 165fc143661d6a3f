import type { AccessRow } from '../../test/access-rows';

// Setting up integrations is integrations.manage (administrators and managers: role
// 1's home is the Pull APIs page). The /api/inbound routes are machine callers: no session, each
// authenticated by its source's secret in the handler (401 storing only a counter), so for the
// matrix they are 'public' — an unknown source key is a 404.
export const rows: AccessRow[] = [
  { route: 'GET /api/integrations/connectors', allow: [0, 1] },
  { route: 'PUT /api/integrations/connectors/:kind', allow: [0, 1] },
  { route: 'POST /api/integrations/connectors/:kind/test', allow: [0, 1] },
  { route: 'POST /api/integrations/connectors/:kind/run', allow: [0, 1] },
  { route: 'GET /api/integrations/push-sources', allow: [0, 1] },
  { route: 'PUT /api/integrations/push-sources/:kind', allow: [0, 1] },
  { route: 'POST /api/integrations/push-sources/:kind/rotate', allow: [0, 1] },
  { route: 'GET /api/integrations/events', allow: [0, 1] },
  { route: 'POST /api/integrations/events/:id/replay', allow: [0, 1] },
  // machine callers
  { route: 'POST /api/inbound/:sourceKey', allow: 'public' },
  { route: 'GET /api/inbound/meta/:sourceKey', allow: 'public' },
  { route: 'POST /api/inbound/meta/:sourceKey', allow: 'public' },
  { route: 'POST /api/inbound/google/:sourceKey', allow: 'public' },
  { route: 'POST /api/inbound/form/:sourceKey', allow: 'public' },
];
