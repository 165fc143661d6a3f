import type { AccessRow } from '../../test/access-rows';

const view = [0, 1, 2] as const;
const manage = [0] as const;

export const rows: AccessRow[] = [
  { route: 'GET /api/projects', allow: view },
  { route: 'GET /api/projects/options', allow: view },
  { route: 'POST /api/projects', allow: manage },
  { route: 'GET /api/projects/:id', allow: view },
  { route: 'PUT /api/projects/:id', allow: manage },
  { route: 'DELETE /api/projects/:id', allow: manage },
  { route: 'POST /api/projects/:id/towers', allow: manage },
  { route: 'PUT /api/towers/:id', allow: manage },
  { route: 'DELETE /api/towers/:id', allow: manage },
  { route: 'GET /api/stamp-duty-rates', allow: view },
  { route: 'POST /api/stamp-duty-rates', allow: manage },
  { route: 'PUT /api/stamp-duty-rates/:id', allow: manage },
  { route: 'DELETE /api/stamp-duty-rates/:id', allow: manage },
  { route: 'GET /api/projects/:id/units', allow: view },
  { route: 'POST /api/projects/:id/units', allow: manage },
  { route: 'POST /api/projects/:id/units/bulk', allow: manage },
  { route: 'POST /api/projects/:id/units/import/preview', allow: manage },
  { route: 'POST /api/projects/:id/units/import', allow: manage },
  { route: 'GET /api/units/import-sample', allow: manage },
  { route: 'GET /api/units/:id', allow: view },
  { route: 'PUT /api/units/:id', allow: manage },
  { route: 'DELETE /api/units/:id', allow: manage },
  { route: 'POST /api/units/:id/block', allow: manage },
  { route: 'POST /api/units/:id/unblock', allow: manage },
  { route: 'GET /api/projects/:id/price-lists', allow: view },
  { route: 'POST /api/projects/:id/price-lists', allow: manage },
  { route: 'PUT /api/price-lists/:id', allow: manage },
  { route: 'DELETE /api/price-lists/:id', allow: manage },
];
