// What the lead page uses of WhatsApp (decision 170): the conversation panel and the opt-in card.
export { LeadWhatsAppOptIn, LeadWhatsAppPanel } from './conversation/lead-conversation';
