/** What other features may use of WhatsApp: the templates (a send chooses from them). */
export { useWhatsAppTemplates, whatsappTemplateListOptions } from './api/whatsapp-settings';
