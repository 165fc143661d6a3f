/**
 * What other modules may use of WhatsApp (decision 214): a template by id and filled, the
 * provider's template webhooks applied, the webhook address. The provider itself comes from
 * `server/whatsapp/provider-of.ts`.
 */
export { whatsappWebhookUrl } from './settings-service';
export {
  applyTemplateUpdate,
  getWhatsAppTemplate,
  listWhatsAppTemplates,
  toWhatsAppTemplate,
  whatsappTemplateMissing,
} from './templates';
