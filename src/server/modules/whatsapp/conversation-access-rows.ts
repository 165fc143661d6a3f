import type { AccessRow } from '../../test/access-rows';

// Conversations (decision 215): every role works its own leads' conversations (messages.own; a
// lead outside the viewer's scope is a 404), the inbox's wider scopes are checked in the service
// (403). The webhook is a machine caller, authenticated by Meta's signature (401 otherwise).
export const conversationRows: AccessRow[] = [
  // Without Meta's verify token the handshake is 403; without the signature a post is 401.
  { route: 'GET /api/whatsapp/webhook', allow: 'public', refusesUnsigned: 403 },
  { route: 'POST /api/whatsapp/webhook', allow: 'public', refusesUnsigned: 401 },
  { route: 'GET /api/whatsapp/inbox', allow: [0, 1, 2] },
  { route: 'GET /api/lead/:id/whatsapp', allow: [0, 1, 2] },
  { route: 'POST /api/lead/:id/whatsapp/read', allow: [0, 1, 2] },
  { route: 'POST /api/lead/:id/whatsapp/send', allow: [0, 1, 2] },
  { route: 'POST /api/lead/:id/whatsapp/upload', allow: [0, 1, 2] },
  { route: 'POST /api/lead/:id/whatsapp/consent', allow: [0, 1, 2] },
  { route: 'GET /api/whatsapp/media/:messageId', allow: [0, 1, 2] },
];
