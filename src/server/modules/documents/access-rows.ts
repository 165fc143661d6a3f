import type { AccessRow } from '../../test/access-rows';

export const rows: AccessRow[] = [
  { route: 'POST /api/document/upload', allow: [0, 1] },
  { route: 'GET /api/document/getAllDocuments', allow: [0, 1] },
  { route: 'GET /api/document/getAllDocumentsByUserId/:id', allow: [0, 1] },
  { route: 'GET /api/document/uploaders', allow: [0, 1] },
  { route: 'DELETE /api/document/deleteDocument/:id', allow: [0, 1] },
];
