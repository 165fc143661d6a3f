// What other modules may use of the mail module (ARCHITECTURE.md, "Module boundaries"): queue an
// email in their own transaction, with the company letterhead around their words.
export type { EmailContent } from './email-layout';
export { type QueueEmailResult, queueEmail } from './outbox';
