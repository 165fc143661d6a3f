import type { FakeTemplate } from './fake-whatsapp-cloud';

/**
 * Three templates as Meta lists them, for the fake Cloud API in development and e2e: a marketing
 * launch with the buyer's name and project, a utility site-visit reminder, and a utility message
 * with a document header (the brochure).
 */
export const SAMPLE_WHATSAPP_TEMPLATES: FakeTemplate[] = [
  {
    id: '7001',
    name: 'project_launch',
    language: 'en',
    status: 'APPROVED',
    category: 'MARKETING',
    components: [
      { type: 'HEADER', format: 'TEXT', text: 'New launch' },
      {
        type: 'BODY',
        text: 'Hello {{1}}, {{2}} is now open for booking with launch prices. Would you like to visit the site this weekend?',
      },
      { type: 'FOOTER', text: 'Reply STOP to stop these messages' },
      {
        type: 'BUTTONS',
        buttons: [
          { type: 'QUICK_REPLY', text: 'Yes, call me' },
          { type: 'QUICK_REPLY', text: 'Stop' },
        ],
      },
    ],
  },
  {
    id: '7002',
    name: 'site_visit_reminder',
    language: 'en',
    status: 'APPROVED',
    category: 'UTILITY',
    components: [
      { type: 'BODY', text: 'Hi {{1}}, this is a reminder of your site visit on {{2}}. {{3}} will meet you there.' },
      { type: 'BUTTONS', buttons: [{ type: 'PHONE_NUMBER', text: 'Call us', phone_number: '+919876543210' }] },
    ],
  },
  {
    id: '7003',
    name: 'project_brochure',
    language: 'en',
    status: 'APPROVED',
    category: 'UTILITY',
    components: [
      { type: 'HEADER', format: 'DOCUMENT' },
      { type: 'BODY', text: 'Dear {{1}}, as requested, here is the brochure of {{2}}.' },
    ],
  },
];
