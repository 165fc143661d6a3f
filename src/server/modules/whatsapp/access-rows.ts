import type { AccessRow } from '../../test/access-rows';
import { conversationRows } from './conversation-access-rows';

// Settings: administrators (settings.manage). Templates: everyone who sends may list and preview
// (messages.own); syncing and mapping them is messages.send (administrators and managers).
// Conversations, the inbox and the webhook: conversation-access-rows.ts (decision 215).
export const rows: AccessRow[] = [
  { route: 'GET /api/settings/whatsapp', allow: [0] },
  { route: 'PUT /api/settings/whatsapp', allow: [0] },
  { route: 'POST /api/settings/whatsapp/test', allow: [0] },
  { route: 'GET /api/whatsapp/templates', allow: [0, 1, 2] },
  { route: 'POST /api/whatsapp/templates/sync', allow: [0, 1] },
  { route: 'PUT /api/whatsapp/templates/:id', allow: [0, 1] },
  { route: 'POST /api/whatsapp/templates/:id/preview', allow: [0, 1, 2] },
  ...conversationRows,
];
