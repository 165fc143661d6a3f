/**
 * What other modules may use of WhatsApp conversations (decision 008, 215): the job registry's
 * media fetch, the one writer of the opt-in record, and the campaign sender's call to apply
 * statuses that arrived before it stored a batch's wa ids.
 */
export { recordConsent } from './consent';
export { whatsappMediaFetchJob } from './media-job';
export { applyPendingStatuses } from './statuses';
