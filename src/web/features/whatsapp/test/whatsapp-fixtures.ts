import type {
  Conversation,
  LeadWhatsApp,
  WhatsAppConsent,
  WhatsAppMessage,
  WhatsAppTemplate,
} from '../../../../domain/schemas/whatsapp';

/** Records shaped as the API sends them, for the WhatsApp screens' component tests. */
export const LEAD_ID = '7b0c1f3e-0000-4000-8000-000000000001';
/** 28/11/2026 12:30 in India: the tests' "now". */
export const NOW = new Date('2026-11-28T07:00:00.000Z');

export const noConsent: WhatsAppConsent = { optedIn: false, optedOut: false, latest: null, history: [] };

export const optedIn: WhatsAppConsent = (() => {
  const latest = {
    id: 'c1',
    channel: 'whatsapp' as const,
    event: 'opt_in' as const,
    method: 'web_form' as const,
    note: null,
    by: null,
    at: '2026-11-12T05:00:00.000Z',
  };
  return { optedIn: true, optedOut: false, latest, history: [latest] };
})();

export function message(over: Partial<WhatsAppMessage> = {}): WhatsAppMessage {
  return {
    id: 'm1',
    leadId: LEAD_ID,
    direction: 'in',
    kind: 'text',
    text: 'Is the 2 BHK still available?',
    templateName: null,
    media: null,
    status: 'received',
    failure: null,
    sentBy: null,
    campaignId: null,
    at: '2026-11-28T06:30:00.000Z',
    deliveredAt: null,
    readAt: null,
    ...over,
  };
}

export function leadWhatsApp(over: Partial<LeadWhatsApp> = {}): LeadWhatsApp {
  return {
    leadId: LEAD_ID,
    mobile: '9876543210',
    ready: true,
    notReadyReason: null,
    window: { open: false, closesAt: null, lastInboundAt: null },
    consent: noConsent,
    messages: [],
    hasEarlier: false,
    unread: 0,
    ...over,
  };
}

export function template(over: Partial<WhatsAppTemplate> = {}): WhatsAppTemplate {
  return {
    id: '5f0c1f3e-0000-4000-8000-000000000001',
    name: 'site_visit_reminder',
    providerName: 'site_visit_reminder',
    language: 'en',
    providerId: '1',
    category: 'utility',
    previousCategory: null,
    status: 'approved',
    rejectedReason: null,
    header: null,
    body: 'Hello {{1}}, your visit to {{2}} is confirmed.',
    footer: null,
    buttons: [],
    params: ['firstName', 'project'],
    headerDocumentId: null,
    syncedAt: '2026-11-27T05:00:00.000Z',
    ...over,
  };
}

export function conversation(over: Partial<Conversation> = {}): Conversation {
  return {
    leadId: LEAD_ID,
    leadName: 'Asha Rao',
    mobile: '9876543210',
    assignee: { _id: 'u2', name: 'Vikram Shah' },
    lastMessage: {
      direction: 'in',
      kind: 'text',
      preview: 'Is the 2 BHK still available?',
      status: 'received',
      at: '2026-11-28T06:30:00.000Z',
    },
    unread: 2,
    needsReply: true,
    window: { open: true, closesAt: '2026-11-29T06:30:00.000Z', lastInboundAt: '2026-11-28T06:30:00.000Z' },
    ...over,
  };
}
