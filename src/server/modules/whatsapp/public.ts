/**
 * What other modules may use of WhatsApp (decisions 008, 214, 215): a template by id and filled,
 * the provider's template webhooks applied, the webhook address; the job registry's media fetch,
 * the one writer of the opt-in record, and the campaign sender's call to apply statuses that
 * arrived before it stored a batch's wa ids. The provider itself comes from
 * `server/whatsapp/provider-of.ts`.
 */
export { recordConsent } from './consent';
export { whatsappMediaFetchJob } from './media-job';
export { whatsappWebhookUrl } from './settings-service';
export { applyPendingStatuses } from './statuses';
export {
  applyTemplateUpdate,
  getWhatsAppTemplate,
  listWhatsAppTemplates,
  toWhatsAppTemplate,
  whatsappTemplateMissing,
} from './templates';
