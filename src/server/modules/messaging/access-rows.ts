import type { AccessRow } from '../../test/access-rows';

// Templates, bulk sends and history: messages.send (roles 0, 1). A single send, the preview and the
// template list it chooses from: messages.own (executives too, on their own lead; another lead is a 404). Opt-out flags follow the
// lead (leads.own, scoped). Unsubscribe and delivery reports are public routes: the token and the
// DLR secret are their authentication. Gateway settings: settings.manage (administrator).
export const rows: AccessRow[] = [
  { route: 'GET /api/template/getAllTemplates', allow: [0, 1, 2] },
  { route: 'GET /api/template/variables', allow: [0, 1] },
  { route: 'POST /api/template/preview', allow: [0, 1, 2] },
  { route: 'GET /api/template/:id', allow: [0, 1, 2] },
  { route: 'POST /api/template', allow: [0, 1] },
  { route: 'PUT /api/template/:id', allow: [0, 1] },
  { route: 'DELETE /api/template/:id', allow: [0, 1] },
  { route: 'POST /api/template/sendBulkSMS', allow: [0, 1] },
  { route: 'POST /api/message/audience', allow: [0, 1] },
  { route: 'POST /api/message/create', allow: [0, 1] },
  { route: 'POST /api/message/send-one', allow: [0, 1, 2] },
  { route: 'GET /api/message/getBulkMessages', allow: [0, 1] },
  { route: 'GET /api/message/getMessage/:id', allow: [0, 1] },
  { route: 'GET /api/message/:id/recipients', allow: [0, 1] },
  { route: 'GET /api/message/:id/failures.csv', allow: [0, 1] },
  { route: 'POST /api/message/:id/pause', allow: [0, 1] },
  { route: 'POST /api/message/:id/cancel', allow: [0, 1] },
  { route: 'POST /api/message/:id/resume', allow: [0, 1] },
  { route: 'POST /api/message/:id/resend-failures', allow: [0, 1] },
  { route: 'POST /api/message/:id/unknown/send-again', allow: [0, 1] },
  { route: 'POST /api/message/:id/unknown/mark-sent', allow: [0, 1] },
  { route: 'DELETE /api/message/deleteMessage/:id', allow: [0, 1] },
  { route: 'GET /api/message/getAllMessage', allow: [0, 1] },
  { route: 'GET /api/message/getEmailsByReciever/:email', allow: [0, 1] },
  { route: 'GET /api/smsmessage/getBulkSMSMessages', allow: [0, 1] },
  { route: 'GET /api/smsmessage/getSmsMessage/:id', allow: [0, 1] },
  { route: 'DELETE /api/smsmessage/deleteSmsMessage/:id', allow: [0, 1] },
  { route: 'GET /api/lead/:id/message-preferences', allow: [0, 1, 2] },
  { route: 'PUT /api/lead/:id/message-preferences', allow: [0, 1, 2] },
  { route: 'GET /api/unsubscribe/:token', allow: 'public' },
  { route: 'POST /api/unsubscribe/:token', allow: 'public' },
  { route: 'GET /api/settings/sms', allow: [0] },
  { route: 'PUT /api/settings/sms', allow: [0] },
  { route: 'POST /api/settings/sms/test', allow: [0] },
  { route: 'POST /api/sms/dlr/:provider', allow: 'public' },
];
