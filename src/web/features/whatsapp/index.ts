// What other features may use of WhatsApp (decision 170): the lead page's conversation panel and
// opt-in card, and the templates (a send chooses from them).
export { useWhatsAppTemplates, whatsappTemplateListOptions } from './api/whatsapp-settings';
export { LeadWhatsAppOptIn, LeadWhatsAppPanel } from './conversation/lead-conversation';
